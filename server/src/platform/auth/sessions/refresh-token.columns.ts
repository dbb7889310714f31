import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns of a refresh-token table (guests' and staff's): a token, stored hashed, of a family
 * (all tokens descending from one sign-in), rotated on use, revoked with its family (RefreshTokens).
 */
export abstract class RefreshTokenColumns {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId!: string;

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
