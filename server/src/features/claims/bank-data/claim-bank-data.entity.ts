import type { PayeeCheck } from '@unit-costs/contract';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';

import { numeric } from '../../../platform/database/numeric.transformer.js';
import { Claim } from '../claim.entity.js';

/**
 * The bank data ("elvdata") of a claim, at most one row per claim (the claim id is the primary key).
 * IBAN, BIC, bank name, account holder and addresses live only in `sealed` (DataCipher, under DATA_KEY):
 * nothing of the account is in clear text in the database or its backups.
 */
@Entity('claim_bank_data')
export class ClaimBankData {
  @PrimaryColumn({ name: 'claim_id', type: 'uuid' })
  claimId!: string;

  // Many-to-one rather than one-to-one: the primary key already makes it one row per claim, and
  // TypeORM's one-to-one would add a second unique index on the same column.
  @ManyToOne(() => Claim, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_id' })
  claim?: Relation<Claim>;

  /** The sealed JSON of the account (SealedBankAccount), bound to this claim's id. */
  @Column({ type: 'text' })
  sealed!: string;

  /** The IBAN's keyed hash (IbanFingerprint): finds the claims paid to one account without opening any. */
  @Index('claim_bank_data_iban')
  @Column({ name: 'iban_fingerprint', type: 'bytea', nullable: true })
  ibanFingerprint!: Buffer | null;

  /** Whether the IBAN is of a SEPA country: kept in clear text for payment runs, it reveals no account. */
  @Column({ type: 'boolean' })
  sepa!: boolean;

  /**
   * Set when the bank returned a transfer to this account (docs/rules.md, "Payments"): the
   * participant is asked for new details, and no run takes the claim until they are entered.
   */
  @Column({ name: 'returned_on', type: 'date', nullable: true })
  returnedOn!: string | null;

  /** The return's ISO 20022 reason code (AC04, ...). */
  @Column({ name: 'return_reason', type: 'varchar', length: 4, nullable: true })
  returnReason!: string | null;

  /** What the banks deducted from the returned amount, and the bank's own words about the return (AddtlInf). */
  @Column({ name: 'return_charges', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numeric })
  returnCharges!: number | null;

  @Column({ name: 'return_details', type: 'text', nullable: true })
  returnDetails!: string | null;

  /**
   * Verification of Payee: the payee's bank's answer on the account holder's name for the last
   * transfer to this account, and on a close match the name it holds. New details clear it.
   */
  @Column({ name: 'payee_check', type: 'varchar', length: 12, nullable: true })
  payeeCheck!: PayeeCheck | null;

  @Column({ name: 'payee_check_name', type: 'varchar', length: 140, nullable: true })
  payeeCheckName!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
