import { Conflict, Forbidden, NotFound, RuleViolated } from '../../platform/common/errors/domain-errors.js';

export class PaymentRunNotFound extends NotFound {
  constructor(id: string) {
    super('Payment run', id);
  }
}

/** 422 until the academy's account is configured, naming the settings that are missing. */
export class DebtorSettingMissing extends RuleViolated {
  constructor(settings: string[]) {
    const last = settings.at(-1);
    const names = settings.length > 1 ? `${settings.slice(0, -1).join(', ')} and ${last}` : last;
    const [verb, pronoun] = settings.length > 1 ? ['are', 'them'] : ['is', 'it'];
    super(
      `A payment run needs the academy's bank account and address, but ${names} ${verb} not set. Please ask the administrator to set ${pronoun}.`,
    );
  }
}

export class NoClaimsWaiting extends RuleViolated {
  constructor() {
    super('No approved claims are waiting for payment.');
  }
}

/** A selected claim that cannot go in the run, and why. */
export interface RefusedClaim {
  guid: string;
  identifier: string | null;
  reason: string;
}

/** 409 naming every selected claim that cannot go in a run; nothing is changed. */
export class ClaimsNotPayable extends Conflict {
  override readonly extra: { refused: RefusedClaim[] };

  constructor(refused: RefusedClaim[]) {
    const names = refused.map((claim) => `${claim.identifier ?? claim.guid} (${claim.reason})`);
    super(`These claims cannot be paid in a payment run: ${names.join('; ')}. Reload the list and try again.`);
    this.extra = { refused };
  }
}

/** 422: an execution date the bank cannot take (past, TARGET2 closed, too far ahead). */
export class ExecutionDateRefused extends RuleViolated {}

/** 422: an execution confirmed for a day that cannot be (in the future, before the run was made). */
export class ExecutedOnRefused extends RuleViolated {}

/** 409: the run is no longer open for this (executed or cancelled, or the bank already answered for some of it). */
export class RunClosed extends Conflict {}

/** 422: the settings now name another account than the one the run was made to pay from. */
export class DebtorChanged extends RuleViolated {
  constructor(run: string, recorded: string, configured: string) {
    super(
      `Payment run ${run} was made to pay from ${recorded}, but the settings now name ${configured}. Its file would not match the statements of that account: cancel the run and create a new one, or set the account back.`,
    );
  }
}

export class ReviewNotFound extends NotFound {
  constructor(id: string) {
    super('Bank entry review', id);
  }
}

/** 409: the entry was reviewed already, or its transfer has moved on since. */
export class ReviewClosed extends Conflict {}

/** 403: four eyes: nobody reviews a bank entry about a claim of their own address. */
export class OwnReview extends Forbidden {
  constructor(identifier: string) {
    super(`Claim ${identifier} carries your own e-mail address: another Approver or Admin must review its bank entry.`);
  }
}

/** 403: a run's bank file names a claim restricted at its owner's request, whom only Admins see (claims/restriction.ts). */
export class RunHoldsRestricted extends Forbidden {
  constructor(number: string) {
    super(
      `Payment run ${number} pays a claim restricted at its owner's request: only an Admin may download its bank file.`,
    );
  }
}
