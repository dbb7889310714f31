import Typography from '@mui/material/Typography';

import type { TravelClaimDto } from '../../api/types';
import { CostSummary, costsOfClaim } from '../../components/CostSummary';
import { SectionCard } from '../../components/SectionCard';
import { BANK_DETAILS } from '../../texts';

/** The summary of unit costs beside the bank form; travel type 1 reads 'Rail Travel' here. */
export function UnitCostsSummary({ claim }: { claim: TravelClaimDto }) {
  return (
    <SectionCard title={BANK_DETAILS.summary}>
      <Typography sx={{ fontWeight: 600, mb: 1.5, overflowWrap: 'break-word' }}>{claim.event.title}</Typography>
      <CostSummary costs={costsOfClaim(claim)} totalLabel={BANK_DETAILS.total} brief />
    </SectionCard>
  );
}
