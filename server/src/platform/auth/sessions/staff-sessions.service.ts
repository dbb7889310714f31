import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

import type { AppConfig } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { ChangeFeed } from '../../database/change-feed/change-feed.js';
import { TransactionHost } from '../../database/transaction-host.js';
import type { StaffSessionDto } from '../dto/staff-session.dto.js';
import type { StaffAccount } from '../staff-account.entity.js';
import { StaffAccountsRepository } from '../staff-accounts.repository.js';
import { TokenIssuer } from '../token-issuer.service.js';
import { RefreshTokens, SESSION_ENDED } from './refresh-tokens.repository.js';
import { SessionsRepository } from './sessions.repository.js';
import { StaffRefreshToken } from './staff-refresh-token.entity.js';

/** A staff access token's lifetime: at most an hour, renewed with the refresh token. */
export const STAFF_TOKEN_SECONDS = 3600;
/** A refresh token's: a console left alone this long must sign in again. */
const STAFF_REFRESH_HOURS = 12;

/**
 * Sessions of local staff accounts: a one-hour access token carrying the account's session version,
 * and a rotating refresh token (RefreshTokens) that serves only under that same version. Ending the
 * sessions of an account (roles changed, disabled) raises the version and revokes its refresh tokens.
 */
@Injectable()
export class StaffSessions {
  private readonly refreshTokens: RefreshTokens<StaffRefreshToken>;

  constructor(
    db: TransactionHost,
    private readonly accounts: StaffAccountsRepository,
    private readonly sessions: SessionsRepository,
    private readonly tokens: TokenIssuer,
    private readonly feed: ChangeFeed,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.refreshTokens = new RefreshTokens(db, StaffRefreshToken);
  }

  async start(account: StaffAccount, familyId: string = randomUUID()): Promise<StaffSessionDto> {
    const { refreshToken, expiresAt: refreshExpiresAt } = await this.refreshTokens.issue(
      { familyId, accountId: account.id, sessionVersion: account.sessionVersion },
      STAFF_REFRESH_HOURS * 3600_000,
    );
    const { token, expiresAt } = await this.tokens.issue(
      {
        sub: account.username,
        kind: 'staff',
        name: account.displayName ?? account.username,
        roles: account.roles,
        sid: familyId,
        aid: account.id,
        sv: account.sessionVersion,
      },
      STAFF_TOKEN_SECONDS,
    );
    return {
      token,
      tokenExpiryTime: expiresAt.toISOString(),
      refreshToken,
      refreshTokenExpiryTime: refreshExpiresAt.toISOString(),
      username: account.username,
      displayName: account.displayName ?? account.username,
      roles: account.roles,
    };
  }

  /** A new pair for the session of `refreshToken`, while its account is enabled and unchanged; 401 otherwise. */
  async refresh(accessToken: string, refreshToken: string): Promise<StaffSessionDto> {
    const claims = await this.tokens.readExpired(accessToken);
    if (claims?.kind !== 'staff' || claims.aid === undefined) throw new UnauthorizedException(SESSION_ENDED);
    const stored = await this.refreshTokens.rotate(refreshToken, (token) => token.accountId === claims.aid);
    const account = await this.accounts.findById(stored.accountId);
    if (!account?.enabled || account.sessionVersion !== stored.sessionVersion || !this.config.localSignIn) {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    return this.start(account, stored.familyId);
  }

  /** Ends the session of `refreshToken` everywhere (its access tokens too); whether it was a staff session. */
  async logout(refreshToken: string): Promise<boolean> {
    const stored = await this.refreshTokens.find(refreshToken);
    if (!stored) return false;
    await this.refreshTokens.revokeFamily(stored.familyId);
    return true;
  }

  /** Ends every session of the account, inside the caller's unit of work. */
  async endAll(accountId: number): Promise<void> {
    await this.accounts.raiseSessionVersion(accountId);
    await this.refreshTokens.revokeWhere({ accountId });
  }

  /** Deletes the refresh tokens expired more than a day before `now`, in the caller's unit (the retention job's). */
  pruneExpired(now: Date): Promise<number> {
    return this.sessions.deleteExpiredStaffTokens(now);
  }

  /** Resolves once this replica's token check has heard of every change committed so far. */
  settled(): Promise<void> {
    return this.feed.settled();
  }
}
