import { AuditAction, RejectReason } from '@unit-costs/contract';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

import type { Claim } from './claim.entity.js';

/** One step in a claim's history, written in the same transaction as the change it describes. */
@Entity('claim_audit')
@Index('claim_audit_claim', ['claim', 'id'])
export class ClaimAudit {
  @PrimaryGeneratedColumn()
  id!: number;

  // By name: Claim imports this entity, and a name keeps the pair out of an import circle.
  @ManyToOne<Claim>('Claim', (claim) => claim.audits, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_id' })
  claim!: Relation<Claim>;

  @Column({ type: 'smallint' })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  /** Who did it: the guest's e-mail or the staff member's user name, lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  username!: string;

  @Column({ name: 'reject_reason', type: 'smallint', nullable: true })
  rejectReason!: RejectReason | null;

  @Column({ type: 'text', nullable: true })
  othertxt!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
