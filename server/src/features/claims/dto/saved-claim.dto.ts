import { ApiProperty } from '@nestjs/swagger';

import { ServerMessageDto } from '../../../platform/common/errors/error-body.js';
import { TravelClaimDto } from './travel-claim.dto.js';

export class ConfirmationMailDto {
  @ApiProperty({ description: 'Whether a confirmation mail was sent.' })
  sent!: boolean;

  @ApiProperty({ description: 'What the page tells the participant: where it went, or why not (in English).' })
  message!: string;

  @ApiProperty({
    type: ServerMessageDto,
    description: "message as a key of the contract's catalogues, for the participant app to say in its language.",
    example: { key: 'completed.confirmationSent', values: { email: 'jane.doe@court.example' } },
  })
  messageKey!: ServerMessageDto;
}

/** The answer to the claim form's save: the claim, and what became of its confirmation mail. */
export class SavedClaimDto extends TravelClaimDto {
  @ApiProperty({ type: ConfirmationMailDto })
  confirmationMail!: ConfirmationMailDto;
}
