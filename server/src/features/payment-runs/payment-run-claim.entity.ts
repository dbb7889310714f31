import type { PayeeCheck, PaymentOutcome } from '@unit-costs/contract';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique, type Relation } from 'typeorm';

import { numeric } from '../../platform/database/numeric.transformer.js';
import { Claim } from '../claims/claim.entity.js';
import { PaymentRun } from './payment-run.entity.js';

/**
 * One claim's transfer in a run. The EndToEndId is unique across runs: the claim's transaction
 * number the first time, with '-2', '-3', ... for later runs after a return, so a statement entry
 * names exactly one transfer.
 */
@Entity('payment_run_claim')
@Unique('payment_run_claim_end_to_end_id', ['endToEndId'])
@Unique('payment_run_claim_instruction_id', ['instructionId'])
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

  /** The file's InstrId for it: '<run>.0.<n>', unique across runs; a bank may quote it instead of the EndToEndId. */
  @Column({ name: 'instruction_id', type: 'varchar', length: 35 })
  instructionId!: string;

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

  /** The last pain.002 status the bank gave it (ACTC, ACSP, ACSC, ACCP, PDNG, RJCT, ...), and its day. */
  @Column({ name: 'bank_status', type: 'varchar', length: 4, nullable: true })
  bankStatus!: string | null;

  @Column({ name: 'bank_status_on', type: 'date', nullable: true })
  bankStatusOn!: string | null;

  /** Verification of Payee: the payee's bank's answer on the name, and on a close match the name it holds. */
  @Column({ name: 'payee_check', type: 'varchar', length: 12, nullable: true })
  payeeCheck!: PayeeCheck | null;

  @Column({ name: 'payee_check_name', type: 'varchar', length: 140, nullable: true })
  payeeCheckName!: string | null;

  /** A return: what the banks deducted from the amount coming back, and the bank's own words (AddtlInf). */
  @Column({ name: 'return_charges', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numeric })
  returnCharges!: number | null;

  @Column({ name: 'return_details', type: 'text', nullable: true })
  returnDetails!: string | null;
}
