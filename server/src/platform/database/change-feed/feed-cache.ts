import { Logger, type OnModuleInit } from '@nestjs/common';

import type { ChangeFeed, ChangeListener } from './change-feed.js';
import { ReloadQueue } from './reload-queue.js';

/**
 * Data kept in memory and reloaded from the database when the change feed says it changed: filled
 * at start, reloaded in part for each notification, in full after the feed lost its connection.
 * `K` names what can be reloaded on its own (a table, an event).
 */
export abstract class FeedCache<K> implements ChangeListener, OnModuleInit {
  private readonly logger = new Logger(this.constructor.name);
  private readonly queue = new ReloadQueue<K>((keys) => this.reload(keys));

  constructor(feed: ChangeFeed) {
    feed.subscribe(this);
  }

  async onModuleInit(): Promise<void> {
    await this.reloadAll();
  }

  changed(payload: string): void {
    const keys = this.keysOf(payload);
    if (keys.length === 0) return;
    this.queue.request(keys).catch((error: Error) => this.logger.error(`Reload failed: ${error.message}`));
  }

  reloadAll(): Promise<void> {
    return this.queue.request([this.everything]);
  }

  settled(): Promise<void> {
    return this.queue.settled();
  }

  /** Reloads `keys` now, after any reload under way: for a lookup that found memory behind the database. */
  protected reloadNow(keys: K[]): Promise<void> {
    return this.queue.request(keys);
  }

  /** The key that reloads everything. */
  protected abstract readonly everything: K;
  /** What a notification's payload asks to reload; none when it concerns other data. */
  protected abstract keysOf(payload: string): K[];
  protected abstract reload(keys: K[]): Promise<void>;
}
