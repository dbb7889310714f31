import { ValidateBy } from 'class-validator';

/** 'YYYY-MM-DD' of a day that exists (2026-02-30 does not): the API's calendar dates. */
export const isCalendarDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A field that must be a calendar date, with the message naming it as the API's errors do; a missing one is IsDefined's. */
export function IsCalendarDate(field: string): PropertyDecorator {
  return ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: (value) => value === undefined || value === null || isCalendarDate(value),
      defaultMessage: () => `Field '${field}' must be a date as YYYY-MM-DD.`,
    },
  });
}
