import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique, type Relation } from 'typeorm';
import type { PaymentOutcome } from '@unit-costs/contract';

import { Claim } from '../claims/claim.entity.js';
import { numeric } from '../database/numeric.transformer.js';
import { PaymentRun } from './payment-run.entity.js';

/**
 * One claim's transfer in a run. The EndToEndId is unique across runs: the claim's transaction
 * number the first time, with '-2', '-3', ... for later runs after a return, so a statement entry
 * names exactly one transfer.
 */
@Entity('payment_run_claim')
@Unique('payment_run_claim_end_to_end_id', ['endToEndId'])
@Check('payment_run_claim_outcome', `"outcome" IN ('pending', 'paid', 'returned', 'cancelled')`)
export class PaymentRunClaim {
  @PrimaryColumn({ name: 'run_id', type: 'uuid' })
  runId!: string;

  @Index('payment_run_claim_claim')
  @PrimaryColumn({ name: 'claim_id', type: 'uuid' })
  claimId!: string;

  @ManyToOne(() => PaymentRun, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'run_id' })
  run?: Relation<PaymentRun>;

  @ManyToOne(() => Claim, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_id' })
  claim?: Relation<Claim>;

  @Column({ name: 'end_to_end_id', type: 'varchar', length: 35 })
  endToEndId!: string;

  /** Euros, as sent to the bank. */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  amount!: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  outcome!: PaymentOutcome;

  /** The day it was paid or returned, 'YYYY-MM-DD'. */
  @Column({ name: 'settled_on', type: 'date', nullable: true })
  settledOn!: string | null;

  /** The ISO 20022 reason code of a return or rejection. */
  @Column({ name: 'reason_code', type: 'varchar', length: 4, nullable: true })
  reasonCode!: string | null;
}
