import { Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

import { InvalidInput } from '../../../platform/common/errors/domain-errors.js';
import { collectFieldErrors, fieldKey } from '../../../platform/common/validation/validation.pipe.js';
import { ElvDataInputDto } from './dto/elv-data-input.dto.js';

/** Where spec section 5's keys differ from the PascalCase of the property: IBAN, BIC, BankAddress.Country. */
const SPEC_KEYS = new Map([
  ['iban', 'IBAN'],
  ['bic', 'BIC'],
  ['countryId', 'Country'],
]);

export function elvDataFieldKey(path: string): string {
  return path
    .split('.')
    .map((part) => SPEC_KEYS.get(part) ?? fieldKey(part))
    .join('.');
}

/**
 * Validates the bank form (ElvDataInputDto) and keys its errors as the spec does. The global validation
 * pipe would key them 'Iban', 'Bic', 'BankAddress.CountryId'; it leaves this body alone because the
 * controller types it with the ElvDataInput interface, which has no runtime class to validate against.
 */
@Injectable()
export class ElvDataPipe implements PipeTransform<unknown, Promise<ElvDataInputDto>> {
  async transform(body: unknown): Promise<ElvDataInputDto> {
    const plain = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    const input = plainToInstance(ElvDataInputDto, plain);
    const errors = await validate(input, { whitelist: true });
    if (errors.length > 0) throw new InvalidInput(collectFieldErrors(errors, elvDataFieldKey));
    return input;
  }
}
