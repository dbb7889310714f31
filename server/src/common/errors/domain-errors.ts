/** Field errors keyed by the field names the spec uses ('Number', 'BankAddress.Street', ...). */
export type FieldErrors = Record<string, string[]>;

/** A failure the client caused or must know about; the error filter turns it into the JSON error body. */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly errorCode?: number;
  readonly errors?: FieldErrors;
  /** Extra top-level body fields (e.g. an ineligibility reason). */
  readonly extra?: Record<string, unknown>;
}

/** 400: the input is malformed or incomplete. */
export class InvalidInput extends DomainError {
  readonly status = 400;
  constructor(
    override readonly errors: FieldErrors,
    message = [...new Set(Object.values(errors).flat())].join(' '),
  ) {
    super(message);
  }
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
    const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    super(`Too many attempts. Please try again in ${wait}.`);
    this.retryAfterSeconds = seconds;
  }
}
