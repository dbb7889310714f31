import { ClaimStatus } from '@unit-costs/contract';

import type { TravelClaimDto } from '../../api/types';

/** 'Request contribution' is offered for a saved claim of an event that has ended (docs/rules.md, "Codes"). */
export function canRequestContribution(claim: Pick<TravelClaimDto, 'status' | 'event'>): boolean {
  return claim.status === ClaimStatus.Saved && claim.event.ended;
}
