import { AuditAction, ClaimStatus } from '@unit-costs/contract';

import { StaffRole } from '../auth/roles.js';

/** Who may make a transition: the guest who owns the claim, or staff holding one of the roles. */
export type Actor = { owner: true } | { roles: StaffRole[] };

export interface Transition {
  from: ClaimStatus;
  to: ClaimStatus;
  by: Actor;
  audit: AuditAction;
  description: string;
}

const DECIDERS: Actor = { roles: [StaffRole.Approver, StaffRole.Admin] };

/** The claim lifecycle of docs/rules.md, "Lifecycle". Every other change is refused with 409. */
export const TRANSITIONS: readonly Transition[] = [
  {
    from: ClaimStatus.Saved,
    to: ClaimStatus.Requested,
    by: { owner: true },
    audit: AuditAction.Requested,
    description: 'Contribution requested',
  },
  {
    from: ClaimStatus.Requested,
    to: ClaimStatus.ApprovalRun,
    by: DECIDERS,
    audit: AuditAction.Approved,
    description: 'Claim approved',
  },
  {
    from: ClaimStatus.Requested,
    to: ClaimStatus.Rejected,
    by: DECIDERS,
    audit: AuditAction.Rejected,
    description: 'Claim rejected',
  },
  // By hand, for accounts outside SEPA; a SEPA account becomes Paid when the bank executes its run (payment-runs/).
  {
    from: ClaimStatus.ApprovalRun,
    to: ClaimStatus.Paid,
    by: DECIDERS,
    audit: AuditAction.Paid,
    description: 'Marked as paid',
  },
];

export function findTransition(from: ClaimStatus, to: ClaimStatus): Transition | undefined {
  return TRANSITIONS.find((transition) => transition.from === from && transition.to === to);
}

/** The transitions into `to`: whether a caller may ever set that status, before the claim's state is looked at. */
export function transitionsInto(to: ClaimStatus): Transition[] {
  return TRANSITIONS.filter((transition) => transition.to === to);
}
