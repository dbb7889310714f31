import Typography from '@mui/material/Typography';
import { eventTitleIn } from '@unit-costs/contract';

import type { TravelClaimDto } from '../../api/types';
import { CostSummary, costsOfClaim } from '../../components/CostSummary';
import { SectionCard } from '../../components/SectionCard';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';

/** The summary of unit costs beside the bank form; travel type 1 reads 'Rail Travel' here. */
export function UnitCostsSummary({ claim }: { claim: TravelClaimDto }) {
  const t = useT();
  const title = eventTitleIn(claim.event, useLanguage().language);
  return (
    <SectionCard title={t('bankDetails.summary')}>
      <Typography sx={{ fontWeight: 600, mb: 1.5, overflowWrap: 'break-word' }}>{title}</Typography>
      <CostSummary costs={costsOfClaim(claim)} totalLabel={t('bankDetails.total')} brief />
    </SectionCard>
  );
}
