import { AuditAction, CLAIM_STATUS_LABELS, ClaimStatus } from '@unit-costs/contract';

import { StaffRole } from '../../platform/auth/roles.js';

/** Who may make a transition: the guest who owns the claim, or staff holding one of the roles. */
export type Actor = { owner: true } | { roles: StaffRole[] };

/**
 * The path a change comes by: a request on the claim (`PUT /api/travelclaim`), a payment run confirmed
 * as executed, a bank file uploaded, or a person's review of a bank entry on the run's page.
 */
export type ChangePath = 'claim' | 'payment run' | 'bank file' | 'review';

export interface Transition {
  /** The change's name in docs/rules.md, "Lifecycle". */
  name: string;
  /** The statuses it leaves (a return finds the claim Paid, or In approval Run if no statement had booked it). */
  from: readonly ClaimStatus[];
  to: ClaimStatus;
  by: Actor;
  via: ChangePath;
  audit: AuditAction;
  /** The history's words, where they are always the same (a payment's name its run and date). */
  description: string;
  /** What else happens, for the table in docs/rules.md. */
  also: string;
}

const DECIDERS: Actor = { roles: [StaffRole.Approver, StaffRole.Admin] };

/**
 * Every change of a claim's status, whoever or whatever makes it (docs/rules.md, "Lifecycle"); the
 * claims module alone applies them: `ClaimLifecycle.update` those of a request, `ClaimPayments` those of
 * the bank. Every other change is refused with 409. A staff member never makes one on a claim carrying
 * their own e-mail address, on any path.
 */
export const TRANSITIONS: readonly Transition[] = [
  {
    name: 'Requested',
    from: [ClaimStatus.Saved],
    to: ClaimStatus.Requested,
    by: { owner: true },
    via: 'claim',
    audit: AuditAction.Requested,
    description: 'Contribution requested',
    also: 'bank data on file, the event ended',
  },
  {
    name: 'Approved',
    from: [ClaimStatus.Requested],
    to: ClaimStatus.ApprovalRun,
    by: DECIDERS,
    via: 'claim',
    audit: AuditAction.Approved,
    description: 'Claim approved',
    also: 'two approvals above APPROVAL_SECOND_ABOVE; mail',
  },
  {
    name: 'Rejected',
    from: [ClaimStatus.Requested],
    to: ClaimStatus.Rejected,
    by: DECIDERS,
    via: 'claim',
    audit: AuditAction.Rejected,
    description: 'Claim rejected',
    also: 'a reason; Other needs a text; mail',
  },
  {
    name: 'Marked paid by hand',
    from: [ClaimStatus.ApprovalRun],
    to: ClaimStatus.Paid,
    by: DECIDERS,
    via: 'claim',
    audit: AuditAction.Paid,
    description: 'Marked as paid',
    also: 'accounts outside SEPA only; paid on the day; mail',
  },
  {
    name: 'Paid by confirmation',
    from: [ClaimStatus.ApprovalRun],
    to: ClaimStatus.Paid,
    by: DECIDERS,
    via: 'payment run',
    audit: AuditAction.Paid,
    description: 'Paid',
    also: 'its run confirmed executed on a day; paid on that day; mail',
  },
  {
    name: 'Paid by statement',
    from: [ClaimStatus.ApprovalRun],
    to: ClaimStatus.Paid,
    by: DECIDERS,
    via: 'bank file',
    audit: AuditAction.Paid,
    description: 'Paid',
    also: 'a booked entry that agrees with the transfer; paid on its booking day; mail',
  },
  {
    name: 'Paid after review',
    from: [ClaimStatus.ApprovalRun],
    to: ClaimStatus.Paid,
    by: DECIDERS,
    via: 'review',
    audit: AuditAction.Paid,
    description: 'Paid',
    also: 'a disagreeing entry recorded as paid, with a note; mail',
  },
  {
    name: 'Returned',
    from: [ClaimStatus.Paid, ClaimStatus.ApprovalRun],
    to: ClaimStatus.ApprovalRun,
    by: DECIDERS,
    via: 'bank file',
    audit: AuditAction.PaymentReturned,
    description: 'Payment returned by the bank',
    also: 'out of its run, bank form open again; mail with the reason',
  },
  {
    name: 'Returned after review',
    from: [ClaimStatus.Paid, ClaimStatus.ApprovalRun],
    to: ClaimStatus.ApprovalRun,
    by: DECIDERS,
    via: 'review',
    audit: AuditAction.PaymentReturned,
    description: 'Payment returned by the bank',
    also: 'a disagreeing return recorded, with a note; as Returned',
  },
  {
    name: 'Rejected by the bank',
    from: [ClaimStatus.ApprovalRun],
    to: ClaimStatus.ApprovalRun,
    by: DECIDERS,
    via: 'bank file',
    audit: AuditAction.PaymentReturned,
    description: 'Payment rejected by the bank',
    also: 'a pain.002 rejection of the file, its block or the transfer; as Returned',
  },
];

/** The change of a request on the claim from `from` to `to`, if there is one. */
export function findTransition(from: ClaimStatus, to: ClaimStatus): Transition | undefined {
  return TRANSITIONS.find(
    (transition) => transition.via === 'claim' && transition.from.includes(from) && transition.to === to,
  );
}

/** The request's transitions into `to`: whether a caller may ever set that status, before the claim's state is looked at. */
export function transitionsInto(to: ClaimStatus): Transition[] {
  return TRANSITIONS.filter((transition) => transition.via === 'claim' && transition.to === to);
}

/** The change of this name, which payment-runs and bank-statements ask for by its name. */
export function namedTransition(name: PaymentChange): Transition {
  return TRANSITIONS.find((transition) => transition.name === name)!;
}

/** The changes the bank's answers make, through ClaimPayments. */
export type PaymentChange =
  | 'Paid by confirmation'
  | 'Paid by statement'
  | 'Paid after review'
  | 'Returned'
  | 'Returned after review'
  | 'Rejected by the bank';

const who = (actor: Actor) => ('owner' in actor ? 'the owner (a guest)' : actor.roles.join(', '));

/** The table as docs/rules.md shows it (its spec checks that the page holds exactly this). */
export function transitionTable(): string {
  const rows = TRANSITIONS.map((t) => [
    t.name,
    t.from.map((status) => CLAIM_STATUS_LABELS[status]).join(', '),
    CLAIM_STATUS_LABELS[t.to],
    who(t.by),
    t.via,
    t.also,
  ]);
  const header = ['change', 'from', 'to', 'who', 'path', 'also'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
