import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, type EntityManager } from 'typeorm';

import { TransactionHost } from '../../database/transaction-host.js';
import { RefreshTokens } from '../sessions/refresh-tokens.repository.js';
import { GuestLoginCode } from './guest-login-code.entity.js';
import { GuestRefreshToken } from './guest-refresh-token.entity.js';

export type NewLoginCode = Pick<GuestLoginCode, 'email' | 'codeHash' | 'expiresAt'>;

/** The named queries of guests' sign-in codes and refresh tokens. */
@Injectable()
export class GuestAuthRepository {
  /** Guests' sessions. */
  readonly refreshTokens: RefreshTokens<GuestRefreshToken>;

  constructor(private readonly db: TransactionHost) {
    this.refreshTokens = new RefreshTokens(db, GuestRefreshToken);
  }

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  /** Holds the address until the unit of work ends: its code requests queue up. */
  async lockAddress(email: string): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`guest-code:${email}`]);
  }

  countCodesSince(email: string, since: Date): Promise<number> {
    return this.manager.count(GuestLoginCode, { where: { email, createdAt: MoreThan(since) } });
  }

  async insertCode(code: NewLoginCode): Promise<void> {
    await this.manager.insert(GuestLoginCode, code);
  }

  /** The address's codes neither spent nor expired, locked until the unit of work ends. */
  lockValidCodes(email: string): Promise<GuestLoginCode[]> {
    return this.manager.find(GuestLoginCode, {
      where: { email, spentAt: IsNull(), expiresAt: MoreThan(new Date()) },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async spendCodes(ids: number[]): Promise<void> {
    await this.manager.update(GuestLoginCode, { id: In(ids) }, { spentAt: new Date() });
  }

  /** Deletes the codes and refresh tokens expired more than a day before `now`; answers how many of each. */
  async deleteExpired(now: Date): Promise<{ loginCodes: number; refreshTokens: number }> {
    const count = async (sql: string) => ((await this.manager.query(sql, [now])) as [unknown, number])[1];
    return {
      loginCodes: await count(`DELETE FROM guest_login_code WHERE expires_at < $1::timestamptz - interval '1 day'`),
      refreshTokens: await count(
        `DELETE FROM guest_refresh_token WHERE expires_at < $1::timestamptz - interval '1 day'`,
      ),
    };
  }

  /** Deletes the codes and refresh tokens of `addresses` (lower-cased). */
  async forget(addresses: string[]): Promise<void> {
    await this.manager.query(`DELETE FROM guest_login_code WHERE lower(email) = ANY($1::text[])`, [addresses]);
    await this.manager.query(`DELETE FROM guest_refresh_token WHERE lower(email) = ANY($1::text[])`, [addresses]);
  }

  /** A wrong try against each code; a code reaching `maxAttempts` tries is spent. */
  async countWrongTry(ids: number[], maxAttempts: number): Promise<void> {
    await this.manager.query(
      `UPDATE guest_login_code SET attempts = attempts + 1,
         spent_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE spent_at END
        WHERE id = ANY($1)`,
      [ids, maxAttempts],
    );
  }
}
