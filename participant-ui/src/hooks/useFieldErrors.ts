import { useState } from 'react';

import { ApiError } from '../api/http';
import { type Translate, useT } from '../i18n/useT';

export type FieldErrors<Key extends string> = Partial<Record<Key, string>>;

/** The form's field for a server's error key ('BankAddress.CountryId'); undefined when the form has none. */
export type FieldOf<Key extends string> = (serverKey: string) => Key | undefined;

/** A 400's `errors` on the form's fields, and the messages of keys no field of the form shows. */
export function splitServerErrors<Key extends string>(
  errors: Record<string, string[]>,
  fieldOf: FieldOf<Key>,
): { fields: FieldErrors<Key>; other: string[] } {
  const fields: FieldErrors<Key> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const key = fieldOf(name);
    if (key === undefined) other.push(...messages);
    else fields[key] = messages.join(' ');
  }
  return { fields, other };
}

/**
 * The text above the button for a failed call: the errors no field shows, else (when no field shows
 * one either) the server's message, else the unknown error.
 */
function defaultFailureText(t: Translate, failure: unknown, other: string[], onFields: boolean): string | undefined {
  if (other.length > 0) return other.join(' ');
  if (onFields) return undefined;
  return failure instanceof ApiError
    ? (failure.serverMessageIn(t) ?? t('common.unknownError'))
    : t('common.unknownError');
}

interface FieldErrorOptions<Key extends string> {
  /** Maps the server's field keys onto the form's (none: every server error goes above the button). */
  fieldOf?: FieldOf<Key>;
  /** A form whose failures read differently (the calculator's, spec section 8) says so here. */
  failureText?: (failure: unknown) => string | undefined;
}

const noField = () => undefined;

/**
 * One form's error messages (docs/rules.md, "Error shapes"): those of its own checks and those a
 * failed call brings back. A 400's `errors` land on the form's fields; `formText` is what the form
 * shows above its button.
 */
export function useFieldErrors<Key extends string>({ fieldOf = noField, failureText }: FieldErrorOptions<Key> = {}) {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [formText, setFormText] = useState<string | undefined>();
  return {
    errors,
    formText,
    /** The form's own checks before sending: their errors replace every earlier one. */
    check: (found: FieldErrors<Key>) => {
      setErrors(found);
      setFormText(undefined);
    },
    /** Sets or clears one field's error (its value changed, or a check of its own answered). */
    setError: (key: Key, message: string | undefined) =>
      setErrors((now) => (now[key] === message ? now : { ...now, [key]: message })),
    /** A call failed: a 400's field errors onto the fields, the rest above the button. */
    fail: (failure: unknown) => {
      const invalid = failure instanceof ApiError && failure.status === 400;
      const { fields, other } = invalid ? splitServerErrors(failure.fieldErrors, fieldOf) : { fields: {}, other: [] };
      setErrors(fields);
      setFormText(
        failureText ? failureText(failure) : defaultFailureText(t, failure, other, Object.keys(fields).length > 0),
      );
    },
  };
}
