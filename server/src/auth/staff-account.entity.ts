import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import type { StaffRole } from './roles.js';

/** A local staff sign-in (for installs without Entra ID, and for service accounts). */
@Entity('staff_account')
export class StaffAccount {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored lower-cased. */
  @Column({ type: 'varchar', length: 100, unique: true })
  username!: string;

  /** The person's address (normaliseEmail): nobody decides or pays a claim of their own address. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 200 })
  passwordHash!: string;

  @Column({ type: 'text', array: true })
  roles!: StaffRole[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;
}
