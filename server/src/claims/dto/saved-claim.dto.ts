import { ApiProperty } from '@nestjs/swagger';

import { TravelClaimDto } from './travel-claim.dto.js';

export class ConfirmationMailDto {
  @ApiProperty({ description: 'Whether a confirmation mail was sent.' })
  sent!: boolean;

  @ApiProperty({ description: 'What the page tells the participant: where it went, or why not.' })
  message!: string;
}

/** The answer to the claim form's save: the claim, and what became of its confirmation mail. */
export class SavedClaimDto extends TravelClaimDto {
  @ApiProperty({ type: ConfirmationMailDto })
  confirmationMail!: ConfirmationMailDto;
}
