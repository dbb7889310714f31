import { Injectable } from '@nestjs/common';

import { ChangeFeed } from '../../database/change-feed/change-feed.js';
import { FeedCache } from '../../database/change-feed/feed-cache.js';
import type { StaffAccount } from '../staff-account.entity.js';
import { StaffAccountsRepository } from '../staff-accounts.repository.js';

const ALL = '*';

/** What the token check needs of a staff account. */
export type StaffSessionFacts = Pick<
  StaffAccount,
  'id' | 'username' | 'displayName' | 'roles' | 'enabled' | 'sessionVersion' | 'entraId'
>;

/**
 * Every staff account's session facts in memory, kept by the change feed (`staff:<id>`): a staff
 * token is checked against them on every staff request without a query, and a change of roles, a
 * disable or a delete on any replica reaches all of them within milliseconds. Staff are few (tens,
 * hundreds), so all of them are held.
 */
@Injectable()
export class StaffAccountsCache extends FeedCache<number | typeof ALL> {
  protected readonly everything = ALL;
  private byId = new Map<number, StaffSessionFacts>();
  private byEntraId = new Map<string, StaffSessionFacts>();

  constructor(
    feed: ChangeFeed,
    private readonly accounts: StaffAccountsRepository,
  ) {
    super(feed);
  }

  /**
   * The account as it stands. Memory that lacks it, or holds an older session version than a token
   * carries (this replica has not heard of a change yet), is refreshed from the database first.
   */
  async account(id: number, sessionVersion: number): Promise<StaffSessionFacts | undefined> {
    const held = this.byId.get(id);
    if (held && held.sessionVersion >= sessionVersion) return held;
    await this.reloadNow([id]);
    return this.byId.get(id);
  }

  /** The Entra ID person of directory id `entraId`, once listed. */
  entraPerson(entraId: string): StaffSessionFacts | undefined {
    return this.byEntraId.get(entraId);
  }

  /** Reads a person listed a moment ago (by this replica) into memory. */
  async refresh(id: number): Promise<void> {
    await this.reloadNow([id]);
  }

  protected keysOf(payload: string): (number | typeof ALL)[] {
    if (payload === 'staff_account') return [ALL]; // TRUNCATE
    if (!payload.startsWith('staff:')) return [];
    const id = Number(payload.slice('staff:'.length));
    return Number.isSafeInteger(id) ? [id] : [];
  }

  protected async reload(keys: (number | typeof ALL)[]): Promise<void> {
    if (keys.includes(ALL)) {
      this.byId = new Map((await this.accounts.findSessionFacts()).map((account) => [account.id, account]));
    } else {
      const ids = keys as number[];
      const found = new Map((await this.accounts.findSessionFacts(ids)).map((account) => [account.id, account]));
      for (const id of ids) {
        const account = found.get(id);
        if (account) this.byId.set(id, account);
        else this.byId.delete(id);
      }
    }
    this.byEntraId = new Map(
      [...this.byId.values()].flatMap((account) => (account.entraId ? [[account.entraId, account]] : [])),
    );
  }
}
