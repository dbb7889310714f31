import type { ClaimRecord } from './types';

/** Claim status (SPEC.md section 4). */
export const ClaimStatus = {
  Unknown: -1,
  Saved: 0,
  Requested: 1,
  ApprovalRun: 2,
  Paid: 3,
  Rejected: 5,
} as const;

export const STATUS_LABELS: Record<number, string> = {
  [ClaimStatus.Unknown]: 'Unknown',
  [ClaimStatus.Saved]: 'Saved',
  [ClaimStatus.Requested]: 'Requested',
  [ClaimStatus.ApprovalRun]: 'In approval Run',
  [ClaimStatus.Paid]: 'Paid',
  [ClaimStatus.Rejected]: 'Rejected',
};

export const statusLabel = (status: number | null | undefined): string =>
  STATUS_LABELS[status ?? ClaimStatus.Unknown] ?? STATUS_LABELS[ClaimStatus.Unknown];

/** The status filter of the claim list; 'All' is the empty choice. */
export const STATUS_FILTER_CHOICES = [
  ClaimStatus.Saved,
  ClaimStatus.Requested,
  ClaimStatus.ApprovalRun,
  ClaimStatus.Paid,
  ClaimStatus.Rejected,
].map((status) => ({ id: status, name: STATUS_LABELS[status] }));

export const STATUS_COLORS: Record<number, 'default' | 'info' | 'warning' | 'primary' | 'success' | 'error'> = {
  [ClaimStatus.Unknown]: 'default',
  [ClaimStatus.Saved]: 'info',
  [ClaimStatus.Requested]: 'warning',
  [ClaimStatus.ApprovalRun]: 'primary',
  [ClaimStatus.Paid]: 'success',
  [ClaimStatus.Rejected]: 'error',
};

/** Audit action codes (SPEC.md section 4, plus 5 Summary_Sent of the claims API). */
export const AuditAction = {
  Requested: 0,
  Approved: 1,
  Rejected: 2,
  PaymentInitiated: 3,
  Saved: 4,
  SummarySent: 5,
} as const;

/** Rejection reasons (SPEC.md section 4); 4 Other needs a free text. */
export const REJECT_REASONS = [
  { id: 0, name: 'Check-in lists not signed' },
  { id: 1, name: 'Registration Fee not paid' },
  { id: 2, name: 'Ineligible (EU employee)' },
  { id: 3, name: 'Ineligible (Country not included in the project)' },
  { id: 4, name: 'Other' },
];

export const REJECT_REASON_OTHER = 4;

export function rejectReasonText(reason: number | null | undefined, othertxt?: string | null): string {
  if (reason === REJECT_REASON_OTHER && othertxt?.trim()) return othertxt.trim();
  return REJECT_REASONS.find((choice) => choice.id === reason)?.name ?? '';
}

/** Contribution: travel amount plus accommodation total, in euro (SPEC.md section 2). */
export function contribution(claim: Pick<ClaimRecord, 'calculatedTravelCosts' | 'calculatedAccommodationCosts'>) {
  const travel = claim.calculatedTravelCosts?.amount ?? 0;
  const accommodation = claim.calculatedAccommodationCosts?.totalAmount ?? 0;
  return Math.round((travel + accommodation) * 100) / 100;
}

/** Travel type 0 'Plane or combined', 1 'Land Travel' (SPEC.md section 9). */
export const travelTypeLabel = (travelType: number | null | undefined) =>
  travelType === 0 ? 'Plane or combined' : 'Land Travel';
