import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique } from 'typeorm';

import { numeric } from '../database/numeric.transformer.js';

/**
 * A batch of approved claims paid through one SEPA credit-transfer file. Its claims point to it
 * (`claim.payment_run_id`); count and total are kept as they were when the run was created.
 */
@Entity('payment_run')
@Unique('payment_run_number_unique', ['number'])
export class PaymentRun {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** PR-<year>-<4 digits>, the digits from payment_run_number_seq. */
  @Column({ type: 'varchar', length: 20 })
  number!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Who created it, as the claims' history names staff. */
  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy!: string;

  /** The day the bank is asked to execute the transfers (the file's ReqdExctnDt), 'YYYY-MM-DD'. */
  @Column({ name: 'execution_date', type: 'date' })
  executionDate!: string;

  @Column({ name: 'claim_count', type: 'int' })
  claimCount!: number;

  @Column({ name: 'total_amount', type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  totalAmount!: number;
}
