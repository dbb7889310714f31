import type { PaymentRunState } from '@unit-costs/contract';
import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, Unique } from 'typeorm';

import { numeric } from '../../platform/database/numeric.transformer.js';

/**
 * A batch of approved claims sent to the bank in one SEPA credit-transfer file: a request to the
 * bank, not a payment (docs/rules.md, "Payments"). Its transfers are payment_run_claim rows; count
 * and total are kept as they were when the run was created.
 */
@Entity('payment_run')
@Unique('payment_run_number_unique', ['number'])
@Check('payment_run_state', `"state" IN ('created', 'executed', 'cancelled')`)
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

  /**
   * The account it pays from, as the settings named it when it was created (electronic format): the
   * file's debtor, and the account a bank statement must be about. Null for runs made before it was kept.
   */
  @Column({ name: 'debtor_iban', type: 'varchar', length: 34, nullable: true })
  debtorIban!: string | null;

  /** The day the bank is asked to execute the transfers (the file's ReqdExctnDt), 'YYYY-MM-DD'. */
  @Column({ name: 'execution_date', type: 'date' })
  executionDate!: string;

  @Column({ name: 'claim_count', type: 'int' })
  claimCount!: number;

  @Column({ name: 'total_amount', type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  totalAmount!: number;

  @Column({ type: 'varchar', length: 10, default: 'created' })
  state!: PaymentRunState;

  /** The day the bank executed the run, as staff confirmed it; null until then. */
  @Column({ name: 'executed_on', type: 'date', nullable: true })
  executedOn!: string | null;

  /** Who confirmed or cancelled it, and when. */
  @Column({ name: 'closed_by', type: 'varchar', length: 254, nullable: true })
  closedBy!: string | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  /** When and by whom its SEPA file was first downloaded: null until then. */
  @Column({ name: 'file_downloaded_at', type: 'timestamptz', nullable: true })
  fileDownloadedAt!: Date | null;

  @Column({ name: 'file_downloaded_by', type: 'varchar', length: 254, nullable: true })
  fileDownloadedBy!: string | null;

  /** A bank statement answered for its last transfer (closedBy uploaded it); nobody confirmed it by hand. */
  @Column({ name: 'closed_by_statement', type: 'boolean', default: false })
  closedByStatement!: boolean;
}
