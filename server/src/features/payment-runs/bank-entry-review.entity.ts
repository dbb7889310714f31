import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  Unique,
  type Relation,
} from 'typeorm';

import { numeric } from '../../platform/database/numeric.transformer.js';
import { Claim } from '../claims/claim.entity.js';
import { PaymentRun } from './payment-run.entity.js';

/** What an entry would have done had it agreed with its transfer: paid it, or returned it. */
export type ReviewKind = 'payment' | 'return';

/** How a person closed the review: recorded what the entry says (with a note), or left it. */
export type ReviewDecision = 'recorded' | 'left';

/**
 * A bank statement's entry that names one of a run's transfers but disagrees with it (docs/rules.md,
 * "Payments"): nothing changed for it; it waits on the run's page for an Approver or Admin who is not
 * the claimant. Recorded once per entry (`fingerprint`), so a statement uploaded again adds nothing.
 */
@Entity('bank_entry_review')
@Unique('bank_entry_review_fingerprint', ['fingerprint'])
@Check('bank_entry_review_kind', `"kind" IN ('payment', 'return')`)
@Check('bank_entry_review_decision', `"decision" IN ('recorded', 'left')`)
export class BankEntryReview {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'bank_entry_review_pk' })
  id!: string;

  @Index('bank_entry_review_run')
  @Column({ name: 'run_id', type: 'uuid' })
  runId!: string;

  @ManyToOne(() => PaymentRun, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'run_id', foreignKeyConstraintName: 'bank_entry_review_run_fk' })
  run?: Relation<PaymentRun>;

  @Index('bank_entry_review_claim')
  @Column({ name: 'claim_id', type: 'uuid' })
  claimId!: string;

  @ManyToOne(() => Claim, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_id', foreignKeyConstraintName: 'bank_entry_review_claim_fk' })
  claim?: Relation<Claim>;

  /** The transfer's EndToEndId (whichever reference the entry used to name it). */
  @Column({ name: 'end_to_end_id', type: 'varchar', length: 35 })
  endToEndId!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: ReviewKind;

  /** Why it was not applied, in words: 'booked 532.00 EUR, the transfer is 523.00 EUR'. */
  @Column({ type: 'text' })
  reason!: string;

  /**
   * What the entry booked: amount (as the bank wrote it, of any size: it disagrees), currency, day;
   * null where it gave none.
   */
  @Column({ type: 'numeric', nullable: true, transformer: numeric })
  amount!: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  currency!: string | null;

  @Column({ name: 'booked_on', type: 'date', nullable: true })
  bookedOn!: string | null;

  /** A return's charges, reason code and the bank's words, for recording it as returned. */
  @Column({ type: 'numeric', nullable: true, transformer: numeric })
  charges!: number | null;

  @Column({ name: 'return_reason', type: 'varchar', length: 4, nullable: true })
  returnReason!: string | null;

  @Column({ name: 'return_details', type: 'text', nullable: true })
  returnDetails!: string | null;

  /** The statement's MsgId. */
  @Column({ name: 'statement_id', type: 'varchar', length: 35, nullable: true })
  statementId!: string | null;

  /** sha256 of what identifies the entry in its statement: the same entry uploaded again is the same review. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint!: string;

  @Column({ name: 'uploaded_by', type: 'varchar', length: 254 })
  uploadedBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 10, nullable: true })
  decision!: ReviewDecision | null;

  @Column({ name: 'decided_by', type: 'varchar', length: 254, nullable: true })
  decidedBy!: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;
}
