import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

import { InvalidInput } from '../common/errors/domain-errors.js';
import { fieldKey } from '../common/validation/validation.pipe.js';
import { INT_MAX } from './dto/field-rules.js';

/** A record id in the path: a whole number that fits the integer id columns (else 400, never an SQL error). */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1 || id > INT_MAX) {
      const field = fieldKey(metadata.data ?? 'id');
      throw new InvalidInput({ [field]: [`'${field}' must be a whole number from 1 to ${INT_MAX}.`] });
    }
    return id;
  }
}
