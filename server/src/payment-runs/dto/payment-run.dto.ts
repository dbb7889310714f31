import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PaymentOutcome, PaymentRunState } from '@unit-costs/contract';

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

  @ApiPropertyOptional({ type: [PaymentRunClaimDto], description: 'Ordered by transaction number; absent in lists.' })
  claims?: PaymentRunClaimDto[];
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
