import { Injectable, type PipeTransform } from '@nestjs/common';

import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { MAX_ID } from '../../platform/common/ids/parse-id.pipe.js';

/**
 * The body of POST /api/events/{id}/contacts: a bare JSON array of employee ids.
 * The global validation pipe skips arrays (no class to validate against), so this checks it.
 */
@Injectable()
export class ContactIdsPipe implements PipeTransform<unknown, number[]> {
  transform(value: unknown): number[] {
    if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID)) {
      throw new InvalidInput({ Contacts: ['The body must be a list of employee ids, such as [3, 7].'] });
    }
    return value;
  }
}
