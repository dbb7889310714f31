/** Claim status (spec section 4). 4 is not used by the original product and stays unused. */
export enum ClaimStatus {
  Unknown = -1,
  Saved = 0,
  Requested = 1,
  ApprovalRun = 2,
  Paid = 3,
  Rejected = 5,
}

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  [ClaimStatus.Unknown]: 'Unknown',
  [ClaimStatus.Saved]: 'Saved',
  [ClaimStatus.Requested]: 'Requested',
  [ClaimStatus.ApprovalRun]: 'In approval Run',
  [ClaimStatus.Paid]: 'Paid',
  [ClaimStatus.Rejected]: 'Rejected',
};

/** Audit action codes (spec section 4); 5 is ours: a staff member mailed the claim's summary. */
export enum AuditAction {
  Requested = 0,
  Approved = 1,
  Rejected = 2,
  PaymentInitiated = 3,
  Saved = 4,
  SummarySent = 5,
}

/** Rejection reasons (spec section 4); Other needs a free text. */
export enum RejectReason {
  CheckInListsNotSigned = 0,
  RegistrationFeeNotPaid = 1,
  IneligibleEuEmployee = 2,
  IneligibleCountryNotIncluded = 3,
  Other = 4,
}

export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  [RejectReason.CheckInListsNotSigned]: 'Check-in lists not signed',
  [RejectReason.RegistrationFeeNotPaid]: 'Registration Fee not paid',
  [RejectReason.IneligibleEuEmployee]: 'Ineligible (EU employee)',
  [RejectReason.IneligibleCountryNotIncluded]: 'Ineligible (Country not included in the project)',
  [RejectReason.Other]: 'Other',
};

/** Ineligibility reasons (spec section 3), sent with a refused calculation. */
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

export const TRAVEL_TYPE_LABELS: Record<TravelType, string> = {
  [TravelType.PlaneOrCombined]: 'Plane or combined',
  [TravelType.Land]: 'Land Travel',
};
