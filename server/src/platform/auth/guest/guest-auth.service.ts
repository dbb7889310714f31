import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@unit-costs/contract';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

import { normaliseEmail } from '../../common/email-address.js';
import { Unauthorized } from '../../common/errors/domain-errors.js';
import type { AppConfig } from '../../config/config.js';
import { CONFIG, SECRETS } from '../../config/config.module.js';
import type { Secrets } from '../../config/secrets.js';
import { TransactionHost } from '../../database/transaction-host.js';
import { MailQueue } from '../../mail/mail-queue.js';
import { SESSION_ENDED } from '../sessions/refresh-tokens.repository.js';
import { TokenIssuer } from '../token-issuer.service.js';
import type { GuestSessionDto } from './dto/guest-session.dto.js';
import { GuestAuthRepository } from './guest-auth.repository.js';
import { guestCodeMail } from './guest-code.mail.js';

export const CODE_MINUTES = 15;
export const CODE_ATTEMPTS = 5;
/** Codes one address can be sent within CODE_MINUTES (and so hold valid at once). */
export const CODES_PER_WINDOW = 5;
const ACCESS_TOKEN_MINUTES = 15;
const REFRESH_TOKEN_DAYS = 30;

/**
 * Participants sign in without a password: a 6-digit code mailed to them (docs/rules.md, "Roles"),
 * then a short-lived access token and a rotating refresh token.
 */
@Injectable()
export class GuestAuthService {
  constructor(
    private readonly guests: GuestAuthRepository,
    private readonly transactions: TransactionHost,
    private readonly tokens: TokenIssuer,
    private readonly mail: MailQueue,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails a new code. Codes sent earlier stay valid (each for its 15 minutes), so a request by
   * someone else never voids the code its owner is waiting for; past CODES_PER_WINDOW codes within
   * 15 minutes no further one is made or mailed, with the same answer, so nobody can flood a
   * mailbox or lock its owner out. Every address gets the same answer, whether or not it has claims.
   */
  async requestCode(address: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    const email = normaliseEmail(address);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.transactions.run(async () => {
      // One request of an address at a time, so the count holds under parallel requests.
      await this.guests.lockAddress(email);
      const recent = await this.guests.countCodesSince(email, new Date(Date.now() - CODE_MINUTES * 60_000));
      if (recent >= CODES_PER_WINDOW) return;
      await this.guests.insertCode({
        email,
        codeHash: this.hashCode(email, code),
        expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      });
      await this.mail.send(guestCodeMail(email, code, CODE_MINUTES, this.config.publicUrl, language));
    });
  }

  /**
   * Signs in with any valid code of the address; the others are spent with it. A wrong code counts
   * as a wrong try against every valid code, each burnt at CODE_ATTEMPTS (tries per client address
   * are limited by the route).
   */
  async login(address: string, code: string): Promise<GuestSessionDto> {
    const email = normaliseEmail(address);
    const accepted = await this.transactions.run(async () => {
      const valid = await this.guests.lockValidCodes(email);
      if (valid.length === 0) return false;
      const tried = this.hashCode(email, code.trim());
      const ids = valid.map((stored) => stored.id);
      if (valid.some((stored) => this.matches(stored.codeHash, tried))) {
        await this.guests.spendCodes(ids);
        return true;
      }
      await this.guests.countWrongTry(ids, CODE_ATTEMPTS);
      return false;
    });
    if (!accepted) throw new Unauthorized({ key: 'login.codeInvalid' });
    return this.startSession(email, randomUUID());
  }

  /** Rotates the refresh token (RefreshTokens.rotate); 401 when the session cannot be renewed. */
  async refresh(accessToken: string, refreshToken: string): Promise<GuestSessionDto> {
    const claims = await this.tokens.readExpired(accessToken);
    if (claims?.kind !== 'guest') throw new UnauthorizedException(SESSION_ENDED);
    const stored = await this.guests.refreshTokens.rotate(refreshToken, (token) => token.email === claims.sub);
    return this.startSession(stored.email, stored.familyId);
  }

  /** Ends the session of `refreshToken`: every token of its family. Whether it was a guest's. */
  async logout(refreshToken: string): Promise<boolean> {
    const stored = await this.guests.refreshTokens.find(refreshToken);
    if (stored) await this.guests.refreshTokens.revokeFamily(stored.familyId);
    return Boolean(stored);
  }

  /**
   * Deletes the sign-in codes and sessions expired more than a day before `now`, inside the caller's
   * unit of work (the retention job's); answers how many of each.
   */
  pruneExpired(now: Date): Promise<{ loginCodes: number; refreshTokens: number }> {
    return this.guests.deleteExpired(now);
  }

  /** Forgets `addresses` (lower-cased, on no claim any more): their codes and sessions go, in the caller's unit. */
  async forget(addresses: string[]): Promise<void> {
    await this.guests.forget(addresses);
  }

  private async startSession(email: string, familyId: string): Promise<GuestSessionDto> {
    const { refreshToken, expiresAt } = await this.guests.refreshTokens.issue(
      { familyId, email },
      REFRESH_TOKEN_DAYS * 86_400_000,
    );
    const { token } = await this.tokens.issue(
      { sub: email, kind: 'guest', name: email, roles: [], sid: familyId },
      ACCESS_TOKEN_MINUTES * 60,
    );
    return { token, refreshToken, refreshTokenExpiryTime: expiresAt.toISOString() };
  }

  /** Keyed with APP_SECRET: a million possible codes would not resist a plain hash if the table leaked. */
  private hashCode(email: string, code: string): string {
    return createHmac('sha256', this.secrets.appSecret).update(`${email}\n${code}`).digest('hex');
  }

  private matches(expected: string, actual: string): boolean {
    return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(actual, 'hex'));
  }
}
