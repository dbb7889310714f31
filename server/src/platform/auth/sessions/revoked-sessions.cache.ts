import { Injectable } from '@nestjs/common';

import { ChangeFeed } from '../../database/change-feed/change-feed.js';
import { FeedCache } from '../../database/change-feed/feed-cache.js';
import { SessionsRepository } from './sessions.repository.js';

const ALL = '*';
/** The longest an access token lives (staff: 1 hour; guests: 15 minutes): a session revoked longer ago has no live token left. */
export const LONGEST_ACCESS_TOKEN_SECONDS = 3600;

/**
 * The sessions (refresh-token families) revoked within an access token's lifetime, on every replica:
 * a logout, a reused refresh token or an ended account revokes its family, the database announces it
 * (`session:<family id>`), and the family's access tokens stop working everywhere at once.
 */
@Injectable()
export class RevokedSessionsCache extends FeedCache<string> {
  protected readonly everything = ALL;
  /** Family id -> when this replica learnt of its revocation (ms). */
  private revoked = new Map<string, number>();

  constructor(
    feed: ChangeFeed,
    private readonly sessions: SessionsRepository,
  ) {
    super(feed);
  }

  isRevoked(familyId: string): boolean {
    return this.revoked.has(familyId);
  }

  protected keysOf(payload: string): string[] {
    return payload.startsWith('session:') ? [payload.slice('session:'.length)] : [];
  }

  protected async reload(keys: string[]): Promise<void> {
    const now = Date.now();
    const oldest = now - LONGEST_ACCESS_TOKEN_SECONDS * 1000;
    if (keys.includes(ALL)) {
      const families = await this.sessions.familiesRevokedSince(new Date(oldest));
      this.revoked = new Map(families.map((family) => [family, now]));
      return;
    }
    // A notification names a family that was revoked just now: revocation is never undone.
    for (const family of keys) this.revoked.set(family, now);
    for (const [family, at] of this.revoked) if (at < oldest) this.revoked.delete(family);
  }
}
