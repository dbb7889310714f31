import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan } from 'typeorm';

import { normaliseEmail } from '../../common/email-address.js';
import { CONFIG, SECRETS } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { Secrets } from '../../config/secrets.js';
import { MailQueue } from '../../mail/mail-queue.js';
import { TokenIssuer } from '../token-issuer.service.js';
import type { GuestSessionDto } from './dto/guest-session.dto.js';
import { guestCodeMail } from './guest-code.mail.js';
import { GuestLoginCode } from './guest-login-code.entity.js';
import { GuestRefreshToken } from './guest-refresh-token.entity.js';

export const CODE_MINUTES = 15;
export const CODE_ATTEMPTS = 5;
const ACCESS_TOKEN_MINUTES = 15;
const REFRESH_TOKEN_DAYS = 30;
/** How long a rotated refresh token still yields a session (see refresh). */
export const ROTATION_GRACE_MS = 10_000;

/** The spec's text for a wrong, used or expired code. */
export const INVALID_CODE = 'The code you entered has expired or is invalid.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Participants sign in without a password: a 6-digit code mailed to them (DESIGN.md section 7),
 * then a short-lived access token and a rotating refresh token.
 */
@Injectable()
export class GuestAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenIssuer,
    private readonly mail: MailQueue,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails a new code, replacing any earlier one. Every address gets one, whether or not it has
   * claims, so the answer never tells who is a participant; rate limits keep this from being abused.
   */
  async requestCode(address: string): Promise<void> {
    const email = normaliseEmail(address);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.dataSource.transaction(async (db) => {
      await db.update(GuestLoginCode, { email, spentAt: IsNull() }, { spentAt: new Date() });
      await db.insert(GuestLoginCode, {
        email,
        codeHash: this.hashCode(email, code),
        expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      });
      await this.mail.send(guestCodeMail(email, code, CODE_MINUTES, this.config.publicUrl), db);
    });
  }

  async login(address: string, code: string): Promise<GuestSessionDto> {
    const email = normaliseEmail(address);
    const accepted = await this.dataSource.transaction(async (db) => {
      const current = await db.findOne(GuestLoginCode, {
        where: { email, spentAt: IsNull(), expiresAt: MoreThan(new Date()) },
        order: { id: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return false;
      if (this.matches(current.codeHash, this.hashCode(email, code.trim()))) {
        await db.update(GuestLoginCode, current.id, { spentAt: new Date() });
        return true;
      }
      const attempts = current.attempts + 1;
      await db.update(GuestLoginCode, current.id, {
        attempts,
        ...(attempts >= CODE_ATTEMPTS && { spentAt: new Date() }),
      });
      return false;
    });
    if (!accepted) throw new UnauthorizedException(INVALID_CODE);
    return this.startSession(email, randomUUID());
  }

  /**
   * Rotates the refresh token. A token presented again within ROTATION_GRACE_MS of its rotation (two
   * tabs refreshing at once, a retry after a lost answer) gets another valid pair of the same session;
   * presented later, it was copied, and its whole family is revoked.
   */
  async refresh(accessToken: string, refreshToken: string): Promise<GuestSessionDto> {
    const claims = await this.tokens.readExpired(accessToken);
    if (claims?.kind !== 'guest') throw new UnauthorizedException(SESSION_ENDED);
    const repository = this.dataSource.getRepository(GuestRefreshToken);
    const stored = await repository.findOneBy({ tokenHash: sha256(refreshToken) });
    if (!stored || stored.email !== claims.sub || stored.revokedAt || stored.expiresAt <= new Date()) {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    const rotated = await repository.update(
      { id: stored.id, rotatedAt: IsNull(), revokedAt: IsNull() },
      { rotatedAt: new Date() },
    );
    if (!rotated.affected) {
      // Rotated before (or by a concurrent refresh a moment ago): within the grace, and not revoked, it still serves.
      const current = await repository.findOneBy({ id: stored.id });
      const rotatedAt = current?.rotatedAt?.getTime() ?? 0;
      if (!current || current.revokedAt || rotatedAt <= Date.now() - ROTATION_GRACE_MS) {
        // Reuse of a rotated token: it was copied, so nobody in its family can be trusted.
        await this.revokeFamily(stored.familyId);
        throw new UnauthorizedException(SESSION_ENDED);
      }
    }
    return this.startSession(stored.email, stored.familyId);
  }

  /** Ends the session of `refreshToken`: every token of its family. Unknown tokens end nothing, silently. */
  async logout(refreshToken: string): Promise<void> {
    const stored = await this.dataSource
      .getRepository(GuestRefreshToken)
      .findOneBy({ tokenHash: sha256(refreshToken) });
    if (stored) await this.revokeFamily(stored.familyId);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.dataSource
      .getRepository(GuestRefreshToken)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async startSession(email: string, familyId: string): Promise<GuestSessionDto> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshTokenExpiryTime = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
    await this.dataSource.getRepository(GuestRefreshToken).insert({
      familyId,
      email,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshTokenExpiryTime,
    });
    const { token } = await this.tokens.issue(
      { sub: email, kind: 'guest', name: email, roles: [] },
      ACCESS_TOKEN_MINUTES * 60,
    );
    return { token, refreshToken, refreshTokenExpiryTime: refreshTokenExpiryTime.toISOString() };
  }

  /** Keyed with APP_SECRET: a million possible codes would not resist a plain hash if the table leaked. */
  private hashCode(email: string, code: string): string {
    return createHmac('sha256', this.secrets.appSecret).update(`${email}\n${code}`).digest('hex');
  }

  private matches(expected: string, actual: string): boolean {
    return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(actual, 'hex'));
  }
}
