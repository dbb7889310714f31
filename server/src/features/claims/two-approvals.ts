import { AuditAction } from '@unit-costs/contract';

import type { Claim } from './claim.entity.js';
import { SecondApproverNeeded } from './claims.errors.js';
import type { ClaimApprovalsDto } from './dto/claim-review.dto.js';

/**
 * Four eyes on large claims (docs/decisions.md, "Four eyes and duplicates"): a claim whose total is
 * above APPROVAL_SECOND_ABOVE needs two approvals by different people before it can be paid. The
 * first leaves it Requested; the second moves it on as a single approval would.
 */
type Approvable = Pick<Claim, 'identifier' | 'totalAmount' | 'firstApprovedBy'>;

/** 'first' of two, the 'second' of two, or the 'only' one a claim needs. */
export type ApprovalStep = 'first' | 'second' | 'only';

export const FIRST_APPROVAL = 'Claim approved (first of two approvals)';
export const SECOND_APPROVAL = 'Claim approved (second of two approvals)';

export function needsTwoApprovals(claim: Pick<Claim, 'totalAmount'>, threshold: number | undefined): boolean {
  return threshold !== undefined && claim.totalAmount > threshold;
}

/** Which approval `approver` (a staff principal's id) would give; 403 if they gave the first already. */
export function approvalStep(claim: Approvable, approver: string, threshold: number | undefined): ApprovalStep {
  if (claim.firstApprovedBy !== null) {
    if (claim.firstApprovedBy === approver) throw new SecondApproverNeeded(claim.identifier);
    return 'second';
  }
  return needsTwoApprovals(claim, threshold) ? 'first' : 'only';
}

/** What the staff's claim page shows of it: how many approvals it needs, and who gave the first. */
export function approvalsOf(
  claim: Approvable & Pick<Claim, 'audits'>,
  viewer: string,
  threshold: number | undefined,
): ClaimApprovalsDto {
  const twoNeeded = claim.firstApprovedBy !== null || needsTwoApprovals(claim, threshold);
  const first = claim.firstApprovedBy === null ? undefined : claim.audits.findLast(isFirstApproval);
  return {
    needed: twoNeeded ? 2 : 1,
    firstBy: first?.username.toLowerCase() ?? null,
    firstByYou: claim.firstApprovedBy !== null && claim.firstApprovedBy === viewer,
  };
}

const isFirstApproval = (audit: Claim['audits'][number]) => audit.action === AuditAction.FirstApproval;
