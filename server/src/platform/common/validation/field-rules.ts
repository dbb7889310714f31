import { Expose, Transform } from 'class-transformer';
import { isISO8601, ValidateBy, type ValidationOptions } from 'class-validator';

/** Trims text so that '  ' counts as missing and values are stored without stray spaces. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * The field is also read under its lower-case spelling (the spec spells some fields in lower case in
 * one call and camel case in another). Exposed, so the transform runs even when only the lower-case
 * spelling was sent.
 */
export const AlsoReadAs =
  (lowerCase: string): PropertyDecorator =>
  (target, key) => {
    Expose()(target, key);
    Transform(({ value, obj }) => value ?? (obj as Record<string, unknown>)[lowerCase], { toClassOnly: true })(
      target,
      key,
    );
  };

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

/**
 * A number from `min` to `max` (a whole one with `integer`), as IsNumber (or IsInt), Min and Max check it,
 * in one rule: class-validator's cost is per rule rather than per check, and on the claim form's
 * calculation, the busiest call, three rules a field were a measurable share of it (docs/decisions.md,
 * "Lean request path"). `message` refuses what is not such a number, `rangeMessage` (if given) one out of range.
 */
export function IsNumberFrom(
  min: number,
  max: number,
  options: ValidationOptions & { message: string; integer?: boolean; rangeMessage?: string },
): PropertyDecorator {
  const { integer = false, message, rangeMessage = message, ...validationOptions } = options;
  const isNumber = (value: unknown): value is number =>
    typeof value === 'number' && (integer ? Number.isInteger(value) : Number.isFinite(value));
  return ValidateBy(
    {
      name: 'isNumberFrom',
      constraints: [min, max],
      validator: { validate: (value) => isNumber(value) && value >= min && value <= max },
    },
    { ...validationOptions, message: ({ value }) => (isNumber(value) ? rangeMessage : message) },
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
