import { ApiProperty } from '@nestjs/swagger';

import type { ServerMessage } from '@unit-costs/contract';

import { ServerMessageDto } from '../../../common/errors/error-body.js';
import type { IbanCheck } from '../iban.js';

/** GET /api/elvdata/validate/{iban} */
export class IbanCheckDto implements IbanCheck {
  @ApiProperty()
  isValid!: boolean;

  @ApiProperty({ description: 'Valid and of a country in the SEPA schemes: then no bank address is needed.' })
  sepa!: boolean;

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
