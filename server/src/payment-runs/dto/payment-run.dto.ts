import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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
}

/** A payment run: a batch of claims paid through one SEPA credit-transfer file. */
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

  @ApiPropertyOptional({ type: [PaymentRunClaimDto], description: 'Ordered by transaction number; absent in lists.' })
  claims?: PaymentRunClaimDto[];
}

/** The claims a new payment run would pay: In approval Run, with a SEPA account, in no run yet. */
export class PendingPaymentsDto {
  @ApiProperty({ example: 3 })
  claimCount!: number;

  @ApiProperty({ description: 'Euros.', example: 1128 })
  totalAmount!: number;

  @ApiProperty({ type: [PaymentRunClaimDto] })
  claims!: PaymentRunClaimDto[];

  @ApiProperty({
    description: 'Claims In approval Run whose account is outside SEPA: they are marked as paid by hand.',
    example: 1,
  })
  outsideSepa!: number;
}
