import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  CONFIRM_DUPLICATE_FIELD,
  describeDuplicate,
  OTHER_REASON_NEEDED,
  type PossibleDuplicate,
} from '@unit-costs/contract';

import {
  Conflict,
  Forbidden,
  InvalidInput,
  NotFound,
  RuleViolated,
} from '../../platform/common/errors/domain-errors.js';

/** Also answered for another guest's claim: a guest never learns that a guid exists. */
export class ClaimNotFound extends NotFound {
  constructor(guid: string) {
    super('Claim', guid);
  }
}

export class BankDataNotOnFile extends NotFound {
  constructor(identifier: string) {
    super('Bank data of claim', identifier);
  }
}

export class TransitionNotAllowed extends Conflict {
  constructor(from: ClaimStatus, to: ClaimStatus) {
    super(
      `A claim that is ${CLAIM_STATUS_LABELS[from]} cannot become ${CLAIM_STATUS_LABELS[to]}. Reload it to see its current state.`,
    );
  }
}

/** 409: 'Mark as paid' is for accounts outside SEPA; a SEPA account is paid by a run the bank executes. */
export class PaidThroughPaymentRun extends Conflict {
  constructor() {
    super(
      "This claim's account is in SEPA: it is paid through a payment run, and becomes Paid when the bank has executed the run. 'Mark as paid' is only for accounts outside SEPA.",
    );
  }
}

/** 409: a claim restricted at its owner's request is not mailed to anyone (restriction.ts). */
export class RestrictedNotMailed extends Conflict {
  constructor(identifier: string) {
    super(`Claim ${identifier} is restricted at its owner's request: its summary is not mailed.`);
  }
}

export class TransitionForbidden extends Forbidden {
  constructor(to: ClaimStatus) {
    super(`You are not allowed to set a claim to ${CLAIM_STATUS_LABELS[to]}.`);
  }
}

export class BankDataMissing extends RuleViolated {
  constructor() {
    super({ key: 'refusal.bankDataMissing' });
  }
}

export class EventNotEnded extends RuleViolated {
  constructor() {
    super({ key: 'refusal.eventNotEnded' });
  }
}

export class IdempotencyKeyReused extends RuleViolated {
  constructor() {
    super({ key: 'refusal.idempotencyKeyReused' });
  }
}

export class RejectReasonMissing extends InvalidInput {
  constructor() {
    super({ RejectReason: ['Please choose a reason for the refusal.'] });
  }
}

export class OtherReasonMissing extends InvalidInput {
  constructor() {
    super({ Othertxt: [OTHER_REASON_NEEDED] });
  }
}

/** What a decision does to a claim, in the words of the refusals below. */
export type ClaimAct = 'request' | 'approve' | 'decline' | 'pay';

/** Four eyes: nobody decides or pays a claim made with their own e-mail address. */
export class OwnClaim extends Forbidden {
  constructor(identifier: string, act: ClaimAct) {
    super(
      `You cannot ${act} claim ${identifier}: it was made with your own e-mail address. Another Approver or Admin must ${act} it.`,
    );
  }
}

/** Four eyes on large claims: the second of two approvals comes from someone else. */
export class SecondApproverNeeded extends Forbidden {
  constructor(identifier: string) {
    super(`You gave claim ${identifier} its first approval. Another Approver or Admin must give the second.`);
  }
}

/** One person is paid once per event: a second claim waits while the first is requested, approved or paid. */
export class DuplicateClaimActive extends Conflict {
  /** `other.identifier` null: the other claim is restricted and the caller may not see it (restriction.ts). */
  constructor(identifier: string, act: ClaimAct, other: { identifier: string | null; matchedBy: 'email' | 'iban' }) {
    const whose = other.matchedBy === 'email' ? 'of the same person' : 'paid to the same bank account';
    const which = other.identifier === null ? 'a restricted claim' : `claim ${other.identifier}`;
    super(
      `Claim ${identifier} cannot be ${PAST[act]}: ${which} ${whose} for the same event is already requested, approved or paid.`,
    );
  }
}

/** 409: approving a possible duplicate needs the approver's word that they checked it, as the console asks. */
export class DuplicateNotConfirmed extends Conflict {
  constructor(identifier: string, duplicates: readonly PossibleDuplicate[]) {
    const others = duplicates.map(describeDuplicate).join(', ');
    super(
      `Claim ${identifier} may duplicate claim ${others}. Check that it is not a second claim of the same person, then approve it with ${CONFIRM_DUPLICATE_FIELD}: true.`,
    );
  }
}

const PAST: Record<ClaimAct, string> = {
  request: 'requested',
  approve: 'approved',
  decline: 'declined',
  pay: 'paid',
};
