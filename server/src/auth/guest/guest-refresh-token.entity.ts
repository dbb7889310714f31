import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A guest's refresh token (hashed). Every refresh rotates it; all tokens descending from one sign-in
 * share a family, and presenting a token that was already rotated revokes the whole family.
 */
@Entity('guest_refresh_token')
@Index('guest_refresh_token_family', ['familyId'])
export class GuestRefreshToken {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId!: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
