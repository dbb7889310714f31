import { Injectable, Logger } from '@nestjs/common';

import { withoutAddresses } from '../../common/email-address.js';
import type { StaffPrincipal } from '../principal.js';
import type { StaffRole } from '../roles.js';
import { StaffAccountsCache } from '../sessions/staff-accounts.cache.js';
import { StaffAccountsRepository } from '../staff-accounts.repository.js';

/** How often a replica records an Entra person's sign-in again (their last sign-in on the staff page). */
const RECORD_EVERY_MS = 60 * 60_000;

/**
 * People of the Entra ID tenant on the staff page: listed when their token is first seen, their name
 * and roles as Entra ID last gave them. An Admin can disable one here: their tokens are then refused.
 */
@Injectable()
export class EntraPeople {
  private readonly logger = new Logger('EntraPeople');
  /** Directory id -> when this replica last recorded the person. */
  private readonly recorded = new Map<string, number>();

  constructor(
    private readonly cache: StaffAccountsCache,
    private readonly accounts: StaffAccountsRepository,
  ) {}

  /** The caller with their account here, or false when an Admin disabled them. */
  async admit(entraId: string, principal: StaffPrincipal): Promise<StaffPrincipal | false> {
    const listed = this.cache.entraPerson(entraId);
    if (listed && !listed.enabled) return false;
    const unchanged =
      listed?.username === principal.username &&
      listed.displayName === principal.name &&
      listed.roles.join() === principal.roles.join();
    if (unchanged && (this.recorded.get(entraId) ?? 0) > Date.now() - RECORD_EVERY_MS) {
      return { ...principal, accountId: listed.id };
    }
    const id = await this.record(entraId, principal);
    return { ...principal, accountId: id ?? listed?.id };
  }

  private async record(entraId: string, principal: StaffPrincipal): Promise<number | undefined> {
    this.recorded.set(entraId, Date.now());
    try {
      const id = await this.accounts.upsertEntraPerson({
        entraId,
        username: principal.username,
        displayName: principal.name,
        roles: principal.roles as StaffRole[],
      });
      if (id !== undefined) await this.cache.refresh(id);
      return id;
    } catch (error) {
      // A local account of the same name: the person signs in all the same, unlisted.
      // Named by Entra's object id: the user name is an e-mail address, which no log line holds.
      this.logger.warn(`Cannot list the Entra ID person ${entraId}: ${withoutAddresses((error as Error).message)}`);
      return undefined;
    }
  }
}
