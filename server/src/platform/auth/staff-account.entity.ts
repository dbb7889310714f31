import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { StaffRole } from './roles.js';

/**
 * A staff member who can sign in: a local account (username and password), or a person of the Entra ID
 * tenant, listed here when they first sign in (no password; `entraId` is their directory id).
 */
@Entity('staff_account')
@Index('staff_account_entra_id', ['entraId'], { unique: true })
export class StaffAccount {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored lower-cased (an Entra person: their sign-in name). */
  @Column({ type: 'varchar', length: 100, unique: true })
  username!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 200, nullable: true })
  displayName!: string | null;

  /** Normalised (normaliseEmail); nobody decides or pays a claim of their own address. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** argon2; none for Entra people and for accounts whose password was never set. */
  @Column({ name: 'password_hash', type: 'varchar', length: 200, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'text', array: true })
  roles!: StaffRole[];

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  /** Carried by every token of the account; raised to end all its sessions (roles changed, disabled). */
  @Column({ name: 'session_version', type: 'int', default: 0 })
  sessionVersion!: number;

  @Column({ name: 'entra_id', type: 'varchar', length: 100, nullable: true })
  entraId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;
}
