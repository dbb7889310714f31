import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

import type { AppConfig } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';

/** The channel the triggers of migration ReferenceChangeNotify speak on. */
export const CHANGE_CHANNEL = 'reference_data';

/** What a cache kept in memory does with the change feed. */
export interface ChangeListener {
  /** A trigger's payload: the table name, or `event:<id>` (`event:*` for all). */
  changed(payload: string): void;
  /** Notifications may have been missed (the connection was lost): reload everything. */
  reloadAll(): Promise<void>;
  /** Resolves once every reload requested so far has finished. */
  settled(): Promise<void>;
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];
/** How long a write waits for its own change to come back through the feed before answering anyway. */
const SETTLE_TIMEOUT_MS = 2000;

/**
 * One dedicated PostgreSQL connection LISTENing for changes of the data kept in memory (reference
 * data, the calculation facts of events). Every replica hears every committed write within
 * milliseconds, whichever replica (or SQL session) made it. Redis is optional, PostgreSQL is not, so
 * PostgreSQL carries the notifications. After a lost connection it reconnects and has every cache
 * reload, since notifications sent meanwhile are gone.
 */
@Injectable()
export class ChangeFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ChangeFeed.name);
  private readonly listeners: ChangeListener[] = [];
  private readonly barriers = new Map<string, () => void>();
  private client?: pg.Client;
  private closed = false;
  private failures = 0;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  subscribe(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * Resolves once every change committed before this call has reached this replica's caches: a
   * marker sent through the feed comes back after them (PostgreSQL delivers in commit order).
   * Writers call it so that their own next read sees what they wrote.
   */
  async settled(): Promise<void> {
    const token = randomUUID();
    const arrived = new Promise<void>((resolve) => this.barriers.set(token, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, SETTLE_TIMEOUT_MS)));
    try {
      await this.client?.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, `settled:${token}`]);
      await Promise.race([arrived, timeout]);
    } catch (error) {
      // The feed is down: its reconnect reloads everything; the write itself has committed.
      this.logger.warn(`Change feed unavailable: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      this.barriers.delete(token);
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: 'unit-costs-feed' });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.notified(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.failures = 0;
  }

  private notified(payload: string): void {
    if (payload.startsWith('settled:')) {
      const release = this.barriers.get(payload.slice('settled:'.length));
      if (release) void Promise.all(this.listeners.map((listener) => listener.settled())).finally(release);
      return;
    }
    for (const listener of this.listeners) listener.changed(payload);
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.logger.warn(`Change feed connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
    client.end().catch(() => undefined);
    this.reconnectLater();
  }

  private reconnectLater(): void {
    const delay = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)];
    this.failures += 1;
    setTimeout(() => void this.reconnect(), delay).unref();
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    try {
      await this.connect();
    } catch (error) {
      this.logger.warn(`Change feed still unavailable: ${(error as Error).message}`);
      this.reconnectLater();
      return;
    }
    await this.reloadAll();
  }

  private async reloadAll(attempt = 0): Promise<void> {
    try {
      await Promise.all(this.listeners.map((listener) => listener.reloadAll()));
    } catch (error) {
      this.logger.error(`Reloading cached data failed: ${(error as Error).message}`);
      if (this.closed) return;
      const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
      setTimeout(() => void this.reloadAll(attempt + 1), delay).unref();
    }
  }
}
