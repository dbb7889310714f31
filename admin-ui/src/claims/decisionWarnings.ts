import { describeDuplicate, REJECT_REASON_LABELS, RejectReason } from '@unit-costs/contract';
import type { TranslateFunction } from 'react-admin';

import type { TravelClaimDto } from '../types';

export type Decision = 'approve' | 'decline';

/** Something the approver should weigh before deciding, shown in the decision dialog. */
export interface DecisionWarning {
  /** Stable key: the list's key and the warning's test id (`warning-<id>`). */
  id: string;
  text: string;
  /** When given, the decision waits until the approver ticks a box with this label. */
  acknowledge?: string;
}

/** One warning rule: the warning for this claim and decision, or null when it does not apply. */
type WarningRule = (claim: TravelClaimDto, decision: Decision, translate: TranslateFunction) => DecisionWarning | null;

/**
 * Another claim of the same e-mail address, IBAN or name and employer for the same event or one whose
 * days overlap (docs/rules.md, "Four eyes and duplicates"): approving it asks the approver to confirm
 * they checked, as the server does (ApproveButton sends `confirmDuplicate` once it is ticked). One of
 * the same event, address or account already requested, approved or paid is refused by the server.
 */
const possibleDuplicate: WarningRule = (claim, decision, translate) => {
  const others = claim.duplicates ?? [];
  if (decision !== 'approve' || others.length === 0) return null;
  return {
    id: 'possible-duplicate',
    text: translate('console.claims.warnings.possibleDuplicate', { claims: others.map(describeDuplicate).join(', ') }),
    acknowledge: translate('console.claims.warnings.duplicateChecked'),
  };
};

/**
 * The event's attendance says the claimant was not there (docs/rules.md, "Attendance"): registered but
 * ticked in on no day, or missing from the list of an event whose signed sheets are uploaded. Approving
 * asks the approver to confirm, and names the reason a decline would give. An event that keeps no
 * attendance in the product (nobody registered, no scan) warns of nothing.
 */
const notCheckedIn: WarningRule = (claim, decision, translate) => {
  const attendance = claim.attendance;
  if (decision !== 'approve' || !attendance || attendance.checkedInDays.length > 0) return null;
  if (!attendance.registered && !attendance.signedSheetsUploaded) return null;
  return {
    id: 'not-checked-in',
    text: translate(
      attendance.registered ? 'console.claims.warnings.notCheckedIn' : 'console.claims.warnings.notRegistered',
      { reason: REJECT_REASON_LABELS[RejectReason.CheckInListsNotSigned] },
    ),
    acknowledge: translate('console.claims.warnings.attendanceChecked'),
  };
};

/** A registered claimant whose registration fee is not marked paid: the matching decline reason is named. */
const feeNotPaid: WarningRule = (claim, decision, translate) => {
  const attendance = claim.attendance;
  if (decision !== 'approve' || !attendance?.registered || attendance.feePaid) return null;
  return {
    id: 'fee-not-paid',
    text: translate('console.claims.warnings.feeNotPaid', {
      reason: REJECT_REASON_LABELS[RejectReason.RegistrationFeeNotPaid],
    }),
    acknowledge: translate('console.claims.warnings.feeChecked'),
  };
};

/**
 * A claim above APPROVAL_SECOND_ABOVE needs two approvals by different people (docs/rules.md, "Four
 * eyes and duplicates"): the dialog says which of the two this one is.
 */
const twoApprovals: WarningRule = (claim, decision, translate) => {
  const approvals = claim.approvals;
  if (decision !== 'approve' || approvals?.needed !== 2) return null;
  return approvals.firstBy === null
    ? { id: 'first-of-two-approvals', text: translate('console.claims.warnings.firstOfTwoApprovals') }
    : {
        id: 'second-of-two-approvals',
        text: translate('console.claims.warnings.secondOfTwoApprovals', { firstBy: approvals.firstBy }),
      };
};

/** The rules, in the order the dialog lists their warnings: a new warning is one more rule here. */
const RULES: readonly WarningRule[] = [twoApprovals, possibleDuplicate, notCheckedIn, feeNotPaid];

/** The warnings the decision dialog shows for this claim and decision. */
export function decisionWarnings(
  claim: TravelClaimDto,
  decision: Decision,
  translate: TranslateFunction,
): DecisionWarning[] {
  return RULES.map((rule) => rule(claim, decision, translate)).filter((warning) => warning !== null);
}
