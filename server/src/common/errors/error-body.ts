import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type { FieldErrors } from './domain-errors.js';

/** The one error shape every endpoint answers with (docs/rules.md, "Error shapes"). */
export class ErrorBody {
  @ApiPropertyOptional({ description: 'A number some refusals carry, e.g. 0 for a refused calculation.' })
  errorCode?: number;

  @ApiProperty({ description: 'One sentence for the user.' })
  errorMessage!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Messages by field name (e.g. CountryId).',
  })
  errors?: FieldErrors;

  [extra: string]: unknown;
}
