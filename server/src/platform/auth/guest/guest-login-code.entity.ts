import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time sign-in code mailed to a guest. Only its hash is kept. */
@Entity('guest_login_code')
@Index('guest_login_code_email', ['email'])
export class GuestLoginCode {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Wrong codes tried against this one; it is burnt at the limit. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Set when the code (or another of its address) was used, or it was burnt: it never works again. */
  @Column({ name: 'spent_at', type: 'timestamptz', nullable: true })
  spentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
