import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

import { InvalidInput } from '../errors/domain-errors.js';
import { fieldKey } from '../validation/validation.pipe.js';

/** The largest PostgreSQL `integer`: ids beyond it would make the database fail instead of answering 404. */
export const MAX_ID = 2_147_483_647;

/** A record id in the path (`@Param('id', ParseIdPipe)`): a whole number that fits the id columns, else 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      const field = fieldKey(metadata.data ?? 'id');
      throw new InvalidInput({ [field]: [`'${field}' must be a whole number from 1 to ${MAX_ID}.`] });
    }
    return id;
  }
}
