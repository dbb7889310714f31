import { type ServerMessage, translate } from '@unit-costs/contract';

/** Field errors keyed by the field names the spec uses ('Number', 'BankAddress.Street', ...). */
export type FieldErrors = Record<string, string[]>;

/**
 * A failure the client caused or must know about; the error filter turns it into the JSON error body.
 * Made with a catalogue key (a refusal a participant reads), its errorMessage is the English catalogue
 * text and the body carries the key as `message`, for the participant app to say in its language.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly errorCode?: number;
  readonly errors?: FieldErrors;
  /** Extra top-level body fields (e.g. an ineligibility reason). */
  readonly extra?: Record<string, unknown>;
  /** The sentence as a key of the catalogues with its values, when it is one. */
  readonly sentence?: ServerMessage;

  constructor(message?: string | ServerMessage, options?: ErrorOptions) {
    super(typeof message === 'object' ? translate('en', message.key, message.values) : message, options);
    if (typeof message === 'object') this.sentence = message;
  }
}

/** 400: the input is malformed or incomplete. */
export class InvalidInput extends DomainError {
  readonly status = 400;
  constructor(
    override readonly errors: FieldErrors,
    message: string | ServerMessage = [...new Set(Object.values(errors).flat())].join(' '),
  ) {
    super(message);
  }
}

/** 401: the credentials (a participant's sign-in code) were not accepted. */
export class Unauthorized extends DomainError {
  readonly status = 401;
}

/** 403: signed in, but not allowed to do this. */
export class Forbidden extends DomainError {
  readonly status = 403;
}

/** 404 */
export class NotFound extends DomainError {
  readonly status = 404;
  constructor(what: string, key: string | number) {
    super(`${what} ${key} was not found.`);
  }
}

/** 409: the record changed since the client read it, or its state does not allow the change. */
export class Conflict extends DomainError {
  readonly status = 409;
}

/** 422: well-formed input that breaks a business rule (duplicate, overlap, unknown reference). */
export class RuleViolated extends DomainError {
  readonly status = 422;
}

/** 429: too many attempts; the answer's Retry-After header says when to try again. */
export class TooManyAttempts extends DomainError {
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super(
      seconds < 120
        ? { key: 'refusal.tooManyAttemptsSeconds', values: { seconds } }
        : { key: 'refusal.tooManyAttemptsMinutes', values: { minutes: Math.ceil(seconds / 60) } },
    );
    this.retryAfterSeconds = seconds;
  }
}
