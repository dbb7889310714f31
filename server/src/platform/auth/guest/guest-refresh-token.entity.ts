import { Column, Entity, Index } from 'typeorm';

import { RefreshTokenColumns } from '../sessions/refresh-token.columns.js';

/**
 * A guest's refresh token (hashed). Every refresh rotates it; all tokens descending from one sign-in
 * share a family, and presenting a token that was already rotated revokes the whole family.
 */
@Entity('guest_refresh_token')
@Index('guest_refresh_token_family', ['familyId'])
@Index('guest_refresh_token_revoked', ['revokedAt'], { where: '"revoked_at" IS NOT NULL' })
export class GuestRefreshToken extends RefreshTokenColumns {
  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;
}
