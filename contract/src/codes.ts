/**
 * The codes the API speaks in and the words users read for them (docs/rules.md, "Codes"). The server
 * stores and validates the numbers; both apps show the labels. One place, so they cannot drift apart.
 */

/** Claim status. 4 was never used by the original product and stays unused. */
export enum ClaimStatus {
  Unknown = -1,
  Saved = 0,
  Requested = 1,
  ApprovalRun = 2,
  Paid = 3,
  Rejected = 5,
}

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  [ClaimStatus.Unknown]: 'Unknown',
  [ClaimStatus.Saved]: 'Saved',
  [ClaimStatus.Requested]: 'Requested',
  [ClaimStatus.ApprovalRun]: 'In approval Run',
  [ClaimStatus.Paid]: 'Paid',
  [ClaimStatus.Rejected]: 'Rejected',
};

/** The statuses a claim can really have, in the order of its life (the status filters list them so). */
export const CLAIM_STATUSES: readonly ClaimStatus[] = [
  ClaimStatus.Saved,
  ClaimStatus.Requested,
  ClaimStatus.ApprovalRun,
  ClaimStatus.Paid,
  ClaimStatus.Rejected,
];

/** The palette colour of a status badge, the same in both apps (MUI colour names). */
export const CLAIM_STATUS_COLORS: Readonly<
  Record<ClaimStatus, 'default' | 'info' | 'warning' | 'primary' | 'success' | 'error'>
> = {
  [ClaimStatus.Unknown]: 'default',
  [ClaimStatus.Saved]: 'info',
  [ClaimStatus.Requested]: 'warning',
  [ClaimStatus.ApprovalRun]: 'primary',
  [ClaimStatus.Paid]: 'success',
  [ClaimStatus.Rejected]: 'error',
};

/** A status code as it is known: anything else (null, a code from a newer server) reads as Unknown. */
export function knownStatus(status: number | null | undefined): ClaimStatus {
  return status != null && Object.hasOwn(CLAIM_STATUS_LABELS, status) ? (status as ClaimStatus) : ClaimStatus.Unknown;
}

export const claimStatusLabel = (status: number | null | undefined): string => CLAIM_STATUS_LABELS[knownStatus(status)];

/**
 * Audit action codes of a claim's history; 5 and up are ours: 5 a staff member mailed the claim's
 * summary; 6 to 8 the bank's side of a payment (docs/rules.md, "Payments"): 3 only asks the bank;
 * 9 the first of two approvals.
 */
export enum AuditAction {
  Requested = 0,
  Approved = 1,
  Rejected = 2,
  PaymentInitiated = 3,
  Saved = 4,
  SummarySent = 5,
  /** The bank executed the transfer (run confirmed, statement booked) or it was marked as paid by hand. */
  Paid = 6,
  /** The bank returned or rejected the transfer; the reason is in the description. */
  PaymentReturned = 7,
  /** The run was cancelled before the bank executed it; the claim waits for a run again. */
  PaymentCancelled = 8,
  /** The first of the two approvals a claim above APPROVAL_SECOND_ABOVE needs; it stays Requested. */
  FirstApproval = 9,
}

/** Rejection reasons; Other needs a free text. */
export enum RejectReason {
  CheckInListsNotSigned = 0,
  RegistrationFeeNotPaid = 1,
  IneligibleEuEmployee = 2,
  IneligibleCountryNotIncluded = 3,
  Other = 4,
}

export const REJECT_REASON_LABELS: Readonly<Record<RejectReason, string>> = {
  [RejectReason.CheckInListsNotSigned]: 'Check-in lists not signed',
  [RejectReason.RegistrationFeeNotPaid]: 'Registration Fee not paid',
  [RejectReason.IneligibleEuEmployee]: 'Ineligible (EU employee)',
  [RejectReason.IneligibleCountryNotIncluded]: 'Ineligible (Country not included in the project)',
  [RejectReason.Other]: 'Other',
};

export const REJECT_REASONS: readonly RejectReason[] = [
  RejectReason.CheckInListsNotSigned,
  RejectReason.RegistrationFeeNotPaid,
  RejectReason.IneligibleEuEmployee,
  RejectReason.IneligibleCountryNotIncluded,
  RejectReason.Other,
];

/** The reason of a rejection in words: the free text for Other, else the reason's label ('' for none). */
export function rejectReasonText(reason: number | null | undefined, othertxt?: string | null): string {
  if (reason === RejectReason.Other && othertxt?.trim()) return othertxt.trim();
  return reason != null && Object.hasOwn(REJECT_REASON_LABELS, reason)
    ? REJECT_REASON_LABELS[reason as RejectReason]
    : '';
}

/** Ineligibility reasons, sent with a refused calculation. */
export enum IneligibilityReason {
  Undefined = -1,
  NoParticipation = 0,
  FeeNotPaid = 1,
  IneligibleEuEmployee = 2,
  IneligibleCountryNotIncluded = 3,
  Other = 4,
}

export enum TravelType {
  PlaneOrCombined = 0,
  Land = 1,
}

export const TRAVEL_TYPE_LABELS: Readonly<Record<TravelType, string>> = {
  [TravelType.PlaneOrCombined]: 'Plane or combined',
  [TravelType.Land]: 'Land Travel',
};

/** The participant's bank page names travel type 1 differently (its wording is a requirement). */
export const BANK_PAGE_TRAVEL_TYPE_LABELS: Readonly<Record<TravelType, string>> = {
  [TravelType.PlaneOrCombined]: 'Plane or combined',
  [TravelType.Land]: 'Rail Travel',
};

/** Anything but plane or combined reads as land travel, as the original product showed it. */
export const travelTypeLabel = (travelType: number | null | undefined): string =>
  TRAVEL_TYPE_LABELS[travelType === TravelType.PlaneOrCombined ? TravelType.PlaneOrCombined : TravelType.Land];

export const TRAVEL_TYPES: readonly TravelType[] = [TravelType.PlaneOrCombined, TravelType.Land];

/** The role of an employee of the academy's directory. */
export enum ContactType {
  Assistant = 0,
  Lawyer = 1,
  Employee = 2,
}

export const CONTACT_TYPE_LABELS: Readonly<Record<ContactType, string>> = {
  [ContactType.Assistant]: 'Assistant',
  [ContactType.Lawyer]: 'Lawyer',
  [ContactType.Employee]: 'Employee',
};

export const CONTACT_TYPES: readonly ContactType[] = [ContactType.Assistant, ContactType.Lawyer, ContactType.Employee];

export const contactTypeLabel = (type: number | null | undefined): string =>
  type != null && Object.hasOwn(CONTACT_TYPE_LABELS, type) ? CONTACT_TYPE_LABELS[type as ContactType] : '';

/** A code list as `{ id, name }` choices, the shape react-admin's and MUI's selects take. */
export function choices<Code extends number>(
  codes: readonly Code[],
  labels: Readonly<Record<Code, string>>,
): { id: Code; name: string }[] {
  return codes.map((id) => ({ id, name: labels[id] }));
}
