import { ValidationPipe, type ValidationError } from '@nestjs/common';

import { InvalidInput, type FieldErrors } from '../errors/domain-errors.js';

/** 'bankAddress.street' -> 'BankAddress.Street': the spec keys field errors in PascalCase. */
export function fieldKey(path: string): string {
  return path
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('.');
}

/** class-validator's errors as field errors, keyed by `keyOf` of each field's path ('bankAddress.street'). */
export function collectFieldErrors(
  errors: ValidationError[],
  keyOf: (path: string) => string = fieldKey,
  prefix = '',
  // No prototype: nested paths can carry names from the request (array indexes, map keys).
  into: FieldErrors = Object.create(null),
): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      // One message per field: the first rule it breaks in declaration order (class-validator lists them last first).
      into[keyOf(path)] = Object.values(error.constraints).reverse().slice(0, 1);
    }
    if (error.children?.length) collectFieldErrors(error.children, keyOf, path, into);
  }
  return into;
}

/** Validates and transforms every body and query DTO; unknown fields are dropped, not refused. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => new InvalidInput(collectFieldErrors(errors)),
  });
}
