import { ApiProperty } from '@nestjs/swagger';
import type { PayeeCheck } from '@unit-costs/contract';

/** The payment run a claim was paid in. */
export class ClaimPaymentRunDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'PR-2026-0001' })
  number!: string;

  @ApiProperty({ description: "The day the bank executes the run's transfers, YYYY-MM-DD.", example: '2026-11-23' })
  executionDate!: string;
}

/** The bank returned the claim's last transfer: new bank details are needed before the next run. */
export class PaymentReturnDto {
  @ApiProperty({ description: 'The day the bank returned it, YYYY-MM-DD.', example: '2026-11-30' })
  returnedOn!: string;

  @ApiProperty({ type: String, nullable: true, description: 'ISO 20022 reason code.', example: 'AC04' })
  reasonCode!: string | null;

  @ApiProperty({
    description:
      "The reason in English words, then the bank's own text (the apps read reasonCode and details in their language).",
    example: 'the account has been closed',
  })
  reason!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The bank's own words about it (AddtlInf), as it wrote them.",
    example: 'Konto saldiert',
  })
  details!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Euros the banks deducted from the amount returned.' })
  charges!: number | null;
}

/** Verification of Payee: the payee's bank's answer on the account holder's name for the last transfer. */
export class PayeeCheckDto {
  @ApiProperty({
    enum: ['match', 'closeMatch', 'noMatch', 'notPossible'],
    description: "noMatch: the participant is asked to check the account holder's name.",
  })
  outcome!: PayeeCheck;

  @ApiProperty({ type: String, nullable: true, description: 'On a close match, the name the bank holds.' })
  nameHeldByBank!: string | null;
}
