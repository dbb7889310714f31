import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';

import { StaffAccount } from '../staff-account.entity.js';
import { RefreshTokenColumns } from './refresh-token.columns.js';

/**
 * A staff member's refresh token (hashed), rotated on every refresh like a guest's. It serves only
 * while the account's session version is the one it was issued under.
 */
@Entity('staff_refresh_token')
@Index('staff_refresh_token_family', ['familyId'])
@Index('staff_refresh_token_account', ['accountId'])
@Index('staff_refresh_token_revoked', ['revokedAt'], { where: '"revoked_at" IS NOT NULL' })
export class StaffRefreshToken extends RefreshTokenColumns {
  @Column({ name: 'account_id', type: 'int' })
  accountId!: number;

  @ManyToOne(() => StaffAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_staff_refresh_token_account' })
  account?: StaffAccount;

  @Column({ name: 'session_version', type: 'int' })
  sessionVersion!: number;
}
