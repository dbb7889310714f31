import { Transform } from 'class-transformer';
import { isISO8601, ValidateBy, type ValidationOptions } from 'class-validator';

/** Trims text so that '  ' counts as missing and values are stored without stray spaces. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * Fails for undefined and null (and for `alsoMissing`, such as the -1 of "no version").
 * A custom rule rather than @IsDefined: the validation pipe reports the first custom rule a field breaks,
 * and @IsDefined's message would be listed behind the others.
 */
export function IsPresent(options: ValidationOptions & { alsoMissing?: unknown[] } = {}): PropertyDecorator {
  const { alsoMissing = [], ...validationOptions } = options;
  return ValidateBy(
    {
      name: 'isPresent',
      validator: { validate: (value) => value !== undefined && value !== null && !alsoMissing.includes(value) },
    },
    validationOptions,
  );
}

/**
 * A finite number of euros with at most two decimals. class-validator's IsNumber({ maxDecimalPlaces }) reads the
 * decimals from toString() and throws on exponent notation (6e-323), which made such a body a 500.
 */
export function IsAmount(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAmount',
      validator: {
        validate: (value) =>
          typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) / 100 === value,
      },
    },
    options,
  );
}

/** A date or date-time in ISO 8601 that JavaScript also reads (week and ordinal dates are ISO but not readable). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && isISO8601(value, { strict: true }) && !Number.isNaN(Date.parse(value));
}

export function IsIsoDate(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, options);
}

/** This date must not lie before the date in `property`; skipped while either is not a readable date. */
export function IsNotBefore(property: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotBefore',
      validator: {
        validate: (value, args) => {
          const other = (args?.object as Record<string, unknown>)[property];
          return !isIsoDate(value) || !isIsoDate(other) || Date.parse(value) >= Date.parse(other);
        },
      },
    },
    options,
  );
}
