import {
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
  type ValidationPipeOptions,
} from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidatorOptions } from 'class-validator';

import { InvalidInput, type FieldErrors } from '../errors/domain-errors.js';
import { cacheDecoratorMetadata } from './decorator-metadata-cache.js';

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

/**
 * Nest's ValidationPipe with a short way for the common case: a body or query of plain fields that
 * passes. Nest's pipe first walks such a value three times for what it cannot hold here (prototype
 * keys, which RequestInputPipe has already dropped; gaps in arrays and binary values, which JSON and
 * query strings cannot carry) and awaits its packages, a large share of the pipe's time on the claim
 * form's calculation (docs/decisions.md, "Lean request path"). The short way transforms and
 * validates with the same packages and options; a value that fails goes through Nest's pipe from the
 * start, so every refusal is Nest's own.
 */
export class RequestValidationPipe extends ValidationPipe {
  private readonly passOptions: ValidatorOptions = {
    ...this.validatorOptions,
    validationError: { target: false, ...this.validatorOptions.validationError },
  };

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (
      (metadata.type === 'body' || metadata.type === 'query') &&
      metatype &&
      isPlainObject(value) &&
      this.toValidate(metadata)
    ) {
      const entity = plainToInstance(metatype, value, this.transformOptions) as object;
      if ((await validate(entity, this.passOptions)).length === 0) return entity;
    }
    // Nest reads a JSON `null` body as `{}` (a run of every payable claim); an array is no DTO either.
    if (metadata.type === 'body' && value !== undefined && !isPlainObject(value) && this.toValidate(metadata)) {
      throw new InvalidInput({ Body: [NOT_AN_OBJECT] }, NOT_AN_OBJECT);
    }
    return super.transform(value, metadata);
  }
}

const NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** A parsed JSON object or query string (a plain or prototype-less object), not an array, class instance or binary value. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Every body and query DTO is transformed; unknown fields are dropped, not refused; refusals are field errors. */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  transform: true,
  whitelist: true,
  exceptionFactory: (errors) => new InvalidInput(collectFieldErrors(errors)),
};

/** Validates and transforms every body and query DTO (VALIDATION_OPTIONS). */
export function createValidationPipe(): ValidationPipe {
  cacheDecoratorMetadata();
  return new RequestValidationPipe(VALIDATION_OPTIONS);
}
