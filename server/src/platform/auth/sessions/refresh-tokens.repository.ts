import { UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type EntityTarget, type FindOptionsWhere } from 'typeorm';

import type { TransactionHost } from '../../database/transaction-host.js';
import type { RefreshTokenColumns } from './refresh-token.columns.js';

/** How long a rotated refresh token still yields a session (see RefreshTokens.rotate). */
export const ROTATION_GRACE_MS = 10_000;

/** The spec's text for a session that cannot be renewed. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type RefreshTokenRow = RefreshTokenColumns;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Opaque refresh tokens, stored hashed, rotated on every use; all tokens descending from one sign-in
 * share a family (the session), and a rotated token presented again after ROTATION_GRACE_MS revokes
 * the family. One implementation for the guests' table and the staff's.
 */
export class RefreshTokens<T extends RefreshTokenRow> {
  constructor(
    private readonly db: TransactionHost,
    private readonly entity: EntityTarget<T>,
  ) {}

  /** A new token of `familyId` (made of `fields`), valid for `lifetimeMs`; the token itself is returned once. */
  async issue(
    fields: Omit<T, keyof RefreshTokenRow> & Pick<T, 'familyId'>,
    lifetimeMs: number,
  ): Promise<{ refreshToken: string; expiresAt: Date }> {
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + lifetimeMs);
    await this.db.manager.insert(this.entity, { ...fields, tokenHash: sha256(refreshToken), expiresAt } as never);
    return { refreshToken, expiresAt };
  }

  /**
   * The stored token of `refreshToken`, rotated, if it may renew its session (`belongs` checks it is the
   * caller's). Presented again within ROTATION_GRACE_MS of its rotation (two tabs refreshing at once, a
   * retry after a lost answer) it still serves; presented later it was copied, and its whole family is
   * revoked. 401 otherwise.
   */
  async rotate(refreshToken: string, belongs: (stored: T) => boolean): Promise<T> {
    const stored = await this.find(refreshToken);
    if (!stored || !belongs(stored) || stored.revokedAt || stored.expiresAt <= new Date()) {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    const { affected } = await this.db.manager.update(
      this.entity,
      { id: stored.id, rotatedAt: IsNull(), revokedAt: IsNull() } as FindOptionsWhere<T>,
      { rotatedAt: new Date() } as never,
    );
    if (!affected) {
      const current = await this.db.manager.findOneBy(this.entity, { id: stored.id } as FindOptionsWhere<T>);
      const rotatedAt = current?.rotatedAt?.getTime() ?? 0;
      if (!current || current.revokedAt || rotatedAt <= Date.now() - ROTATION_GRACE_MS) {
        // Reuse of a rotated token: it was copied, so nobody in its family can be trusted.
        await this.revokeFamily(stored.familyId);
        throw new UnauthorizedException(SESSION_ENDED);
      }
    }
    return stored;
  }

  find(refreshToken: string): Promise<T | null> {
    return this.db.manager.findOneBy(this.entity, { tokenHash: sha256(refreshToken) } as FindOptionsWhere<T>);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.revokeWhere({ familyId } as FindOptionsWhere<T>);
  }

  /** Revokes every live token matching `where` (each revocation is announced: RevokedSessionsCache). */
  async revokeWhere(where: FindOptionsWhere<T>): Promise<void> {
    await this.db.manager.update(this.entity, { ...where, revokedAt: IsNull() }, { revokedAt: new Date() } as never);
  }
}
