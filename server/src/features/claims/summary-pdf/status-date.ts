import { AuditAction, ClaimStatus } from '@unit-costs/contract';

import type { TravelClaimDto } from '../dto/travel-claim.dto.js';

/** The audit actions that moved a claim into a status (a mailed summary changes none). */
const STATUS_CHANGES = new Set<number>([
  AuditAction.Saved,
  AuditAction.Requested,
  AuditAction.Approved,
  AuditAction.Rejected,
  AuditAction.Paid,
  AuditAction.PaymentReturned,
]);

/**
 * When the claim entered its present status: a Paid claim's paid day (the day the bank executed the
 * transfer, as its mail and the exports give it; a day, no time); otherwise the instant of its latest
 * status change in the history, else when it was saved.
 */
export function statusDate(
  claim: Pick<TravelClaimDto, 'audits' | 'submitted' | 'status' | 'paidOn'>,
): { day: string } | { instant: string } {
  if (claim.status === ClaimStatus.Paid && claim.paidOn) return { day: claim.paidOn };
  const changes = (claim.audits ?? []).filter((audit) => STATUS_CHANGES.has(audit.action));
  return { instant: changes.at(-1)?.timestamp ?? claim.submitted };
}
