import { ApiProperty } from '@nestjs/swagger';
import type { ServerMessage } from '@unit-costs/contract';

import type { IbanCheck } from '../../../../platform/common/banking/iban.js';
import { ServerMessageDto } from '../../../../platform/common/errors/error-body.js';

/** GET /api/elvdata/validate/{iban} */
export class IbanCheckDto implements IbanCheck {
  @ApiProperty()
  isValid!: boolean;

  @ApiProperty({
    description: 'Valid and of a country in the SEPA schemes: then no BIC, bank name or bank address is needed.',
  })
  sepa!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The account's country (ISO 3166); null when not valid.",
    example: 'DE',
  })
  country!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The bank's BIC from the national bank directories where they know the bank code; else null.",
    example: 'COBADEFFXXX',
  })
  bic!: string | null;

  @ApiProperty({
    description:
      "Whether the account holder's address is needed: outside SEPA, and for a bank in SEPA outside the EEA. False while not valid.",
  })
  holderAddressNeeded!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the IBAN is not valid, to show as it is; null when valid.',
    example: "The IBAN's check digits do not match the rest of it. Please check it for typing errors.",
  })
  errorMessage!: string | null;

  @ApiProperty({
    type: ServerMessageDto,
    nullable: true,
    description:
      "errorMessage as a key of the contract's catalogues, for the app to show in its language; null when valid.",
    example: { key: 'refusal.iban.checkDigits' },
  })
  message!: ServerMessage | null;
}
