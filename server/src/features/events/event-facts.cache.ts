import { Injectable } from '@nestjs/common';

import { ChangeFeed } from '../../platform/database/change-feed/change-feed.js';
import { FeedCache } from '../../platform/database/change-feed/feed-cache.js';
import type { EventFacts, EventFactsLookup } from './dto/event-facts.js';
import { EventsRepository } from './events.repository.js';

const ALL = '*';

/** Every event's calculation facts in memory; a change of an event or its venues reloads that event. */
@Injectable()
export class EventFactsCache extends FeedCache<number | typeof ALL> implements EventFactsLookup {
  protected readonly everything = ALL;
  private events = new Map<number, EventFacts>();

  constructor(
    feed: ChangeFeed,
    private readonly rows: EventsRepository,
  ) {
    super(feed);
  }

  event(id: number): EventFacts | undefined {
    return this.events.get(id);
  }

  protected keysOf(payload: string): (number | typeof ALL)[] {
    if (!payload.startsWith('event:')) return [];
    const key = payload.slice('event:'.length);
    if (key === ALL) return [ALL];
    const id = Number(key);
    return Number.isSafeInteger(id) ? [id] : [];
  }

  protected async reload(keys: (number | typeof ALL)[]): Promise<void> {
    if (keys.includes(ALL)) {
      const facts = await this.rows.findCalculationFacts();
      this.events = new Map(facts.map((event) => [event.id, event]));
      return;
    }
    const ids = keys as number[];
    const facts = new Map((await this.rows.findCalculationFacts(ids)).map((event) => [event.id, event]));
    for (const id of ids) {
      const event = facts.get(id);
      if (event) this.events.set(id, event);
      else this.events.delete(id); // deleted
    }
  }
}
