import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type { FieldErrors } from './domain-errors.js';

/** A sentence as a key of the contract's catalogues (contract/src/i18n) and the values of its arguments. */
export class ServerMessageDto {
  @ApiProperty({ description: "A key of the contract's message catalogues.", example: 'refusal.tooManyNights' })
  key!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    description: "The message's arguments by name, as text or numbers.",
    example: { allowed: 2 },
  })
  values?: Record<string, string | number>;
}

/** The one error shape every endpoint answers with (docs/rules.md, "Error shapes"). */
export class ErrorBody {
  @ApiPropertyOptional({ description: 'A number some refusals carry, e.g. 0 for a refused calculation.' })
  errorCode?: number;

  @ApiProperty({ description: 'One sentence for the user, in English.' })
  errorMessage!: string;

  @ApiPropertyOptional({
    type: ServerMessageDto,
    description:
      "errorMessage as a key of the contract's catalogues with its values, for a refusal a participant reads: an app shows it in its user's language; errorMessage is its English text.",
  })
  message?: ServerMessageDto;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Messages by field name (e.g. CountryId).',
  })
  errors?: FieldErrors;

  [extra: string]: unknown;
}
