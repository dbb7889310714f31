import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';

import type { AppConfig } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { EntraPeople } from '../entra/entra-people.js';
import type { Principal } from '../principal.js';
import { RevokedSessionsCache } from './revoked-sessions.cache.js';
import { StaffAccountsCache } from './staff-accounts.cache.js';

/**
 * Whether the session of a token that passed its signature check still holds: not revoked (logout, a
 * reused refresh token); for a local staff account, the account exists, is enabled and is at the
 * session version the token carries (its roles are then the account's); an Entra ID person is not
 * disabled here. Answered from memory that the change feed keeps right on every replica.
 */
@Injectable()
export class SessionCheck {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly revokedSessions: RevokedSessionsCache,
    private readonly staffAccounts: StaffAccountsCache,
    private readonly entraPeople: EntraPeople,
  ) {}

  /** The caller as they stand now; 401 when the session has ended. */
  async admit(principal: Principal): Promise<Principal> {
    if (principal.kind === 'staff' && principal.entraId) {
      return (await this.entraPeople.admit(principal.entraId, principal)) || this.ended();
    }
    const { sessionId } = principal;
    if (typeof sessionId !== 'string' || this.revokedSessions.isRevoked(sessionId)) return this.ended();
    if (principal.kind === 'guest') return principal;
    const { accountId, sessionVersion } = principal;
    if (!this.config.localSignIn || !Number.isSafeInteger(accountId) || !Number.isSafeInteger(sessionVersion)) {
      return this.ended();
    }
    const account = await this.staffAccounts.account(accountId!, sessionVersion!);
    if (!account?.enabled || account.sessionVersion !== sessionVersion || account.entraId) return this.ended();
    return {
      ...principal,
      id: account.username,
      name: account.displayName ?? account.username,
      username: account.username,
      roles: account.roles,
    };
  }

  private ended(): never {
    throw new UnauthorizedException();
  }
}
