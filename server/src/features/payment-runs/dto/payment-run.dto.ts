import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PayeeCheck, PaymentOutcome, PaymentRunState } from '@unit-costs/contract';

/** A claim as a payment run lists it. */
export class PaymentRunClaimDto {
  @ApiProperty({ format: 'uuid' })
  guid!: string;

  @ApiProperty({
    description: "The claim's transaction number (the transfer's EndToEndId).",
    example: 'UC-2026-000042',
  })
  identifier!: string;

  @ApiProperty({ description: 'The participant.', example: 'Jane Doe' })
  name!: string;

  @ApiProperty({ description: 'The account paid to, masked.', example: 'DE89 **** **** **** **30 00' })
  iban!: string;

  @ApiProperty({ description: 'Euros.', example: 376 })
  amount!: number;

  @ApiProperty({ example: '126DT01' })
  eventNumber!: string;

  @ApiPropertyOptional({
    description: "The transfer's EndToEndId: the transaction number, with -2, -3, ... when sent again after a return.",
    example: 'UC-2026-000042',
  })
  endToEndId?: string;

  @ApiPropertyOptional({
    enum: ['pending', 'paid', 'returned', 'cancelled'],
    description: 'What became of the transfer; absent for claims a new run would pay.',
  })
  outcome?: PaymentOutcome;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The day it was paid or returned, YYYY-MM-DD.' })
  settledOn?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "A return's ISO 20022 reason code.",
    example: 'AC04',
  })
  reasonCode?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "A return's reason in words.",
    example: 'the account has been closed',
  })
  reason?: string | null;

  @ApiPropertyOptional({ description: "The transfer's InstrId in the file.", example: 'PR-2026-0001.0.3' })
  instructionId?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'The last pain.002 status the bank gave the transfer (ACSC, ACTC, ...), and in words in bankStatusText.',
    example: 'ACSC',
  })
  bankStatus?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'accepted and settled on the academy’s account' })
  bankStatusText?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The day of that status report, YYYY-MM-DD.' })
  bankStatusOn?: string | null;

  @ApiPropertyOptional({
    enum: ['match', 'closeMatch', 'noMatch', 'notPossible'],
    nullable: true,
    description: "Verification of Payee: the payee's bank's answer on the account holder's name.",
  })
  payeeCheck?: PayeeCheck | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'On a close match, the name the bank holds.' })
  payeeCheckName?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Euros the banks deducted from a return.' })
  returnCharges?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The bank's own words about a return (AddtlInf)." })
  returnDetails?: string | null;
}

/** A bank entry that named one of the run's transfers but disagreed with it, kept for a person to review. */
export class BankEntryReviewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  claimGuid!: string;

  @ApiProperty({ example: 'UC-2026-000042' })
  identifier!: string;

  @ApiProperty({ example: 'UC-2026-000042' })
  endToEndId!: string;

  @ApiProperty({
    enum: ['payment', 'return'],
    description: 'What the entry says: the transfer was paid, or it came back (or was rejected).',
  })
  kind!: 'payment' | 'return';

  @ApiProperty({
    description: 'Why it was not applied, in words.',
    example: 'booked 532.00 EUR, the transfer is 523.00 EUR',
  })
  reason!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'What the bank booked, as written.', example: 532 })
  amount!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'EUR' })
  currency!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Its booking day, YYYY-MM-DD.' })
  bookedOn!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: "A return's charges, euros." })
  charges!: number | null;

  @ApiProperty({ type: String, nullable: true, description: "A return's reason code.", example: 'AC04' })
  returnReasonCode!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A return's reason in words, then the bank's own text.",
  })
  returnReason!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The statement's MsgId." })
  statementId!: string | null;

  @ApiProperty({ description: 'Who uploaded the statement.' })
  uploadedBy!: string;

  @ApiProperty({ description: 'ISO 8601.' })
  createdAt!: string;

  @ApiProperty({
    enum: ['recorded', 'left'],
    nullable: true,
    description: 'null while it waits for a decision.',
  })
  decision!: 'recorded' | 'left' | null;

  @ApiProperty({ type: String, nullable: true })
  decidedBy!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'ISO 8601.' })
  decidedAt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  note!: string | null;

  @ApiProperty({ description: 'The claim carries the reader’s own e-mail address: someone else must review it.' })
  ownClaim!: boolean;
}

/** A payment run: a batch of claims sent to the bank in one SEPA credit-transfer file. */
export class PaymentRunDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'PR-2026-0001' })
  number!: string;

  @ApiProperty({ description: 'ISO 8601.' })
  createdAt!: string;

  @ApiProperty({ example: 'approver' })
  createdBy!: string;

  @ApiProperty({ description: 'The day the bank executes the transfers, YYYY-MM-DD.', example: '2026-11-23' })
  executionDate!: string;

  @ApiProperty({ example: 12 })
  claimCount!: number;

  @ApiProperty({ description: 'Euros.', example: 4512.5 })
  totalAmount!: number;

  @ApiProperty({
    enum: ['created', 'executed', 'cancelled'],
    description: 'created: the file is for the bank; executed: the bank executed it (executedOn); cancelled.',
  })
  state!: PaymentRunState;

  @ApiProperty({ type: String, nullable: true, description: 'The day the bank executed the run, YYYY-MM-DD.' })
  executedOn!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who confirmed or cancelled it.' })
  closedBy!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'When it was confirmed or cancelled, ISO 8601.' })
  closedAt!: string | null;

  @ApiProperty({
    description:
      'true when a bank statement answered for its last transfer (closedBy uploaded it); false when a person confirmed or cancelled it, or it is open.',
  })
  closedByStatement!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The account it pays from, as it was when the run was created; null for runs made before it was kept.',
    example: 'DE02120300000000202051',
  })
  debtorIban!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When its SEPA file was first downloaded (ISO 8601); null until then: the next step is the download.',
  })
  fileDownloadedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who downloaded it first.' })
  fileDownloadedBy!: string | null;

  @ApiPropertyOptional({ type: [PaymentRunClaimDto], description: 'Ordered by transaction number; absent in lists.' })
  claims?: PaymentRunClaimDto[];

  @ApiPropertyOptional({
    type: [BankEntryReviewDto],
    description: 'Bank entries that disagreed with a transfer, open ones first; absent in lists.',
  })
  reviews?: BankEntryReviewDto[];
}

/** The claims a new payment run would take: In approval Run, with a SEPA account not returned, in no run yet. */
export class PendingPaymentsDto {
  @ApiProperty({ example: 3 })
  claimCount!: number;

  @ApiProperty({ description: 'Euros.', example: 1128 })
  totalAmount!: number;

  @ApiProperty({ type: [PaymentRunClaimDto] })
  claims!: PaymentRunClaimDto[];

  @ApiProperty({
    description: 'The execution date a new run gets unless one is chosen: the next TARGET2 business day, YYYY-MM-DD.',
    example: '2026-11-27',
  })
  executionDate!: string;

  @ApiProperty({
    description: 'Claims In approval Run whose account is outside SEPA: they are marked as paid by hand.',
    example: 1,
  })
  outsideSepa!: number;
}
