import Typography from '@mui/material/Typography';
import { BANK_PAGE_TRAVEL_TYPE_LABELS, formatEuro } from '@unit-costs/contract';

import type { TravelClaimDto } from '../../api/types';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { SectionCard } from '../../components/SectionCard';
import { formatDistance } from '../../format';
import { BANK_DETAILS } from '../../texts';

/** The summary of unit costs beside the bank form; travel type 1 reads 'Rail Travel' here. */
export function UnitCostsSummary({ claim }: { claim: TravelClaimDto }) {
  const travel = claim.calculatedTravelCosts;
  const accommodation = claim.calculatedAccommodationCosts;
  const rows: DetailRow[] = [
    { label: BANK_DETAILS.travelType, value: BANK_PAGE_TRAVEL_TYPE_LABELS[travel.travelType] },
    { label: BANK_DETAILS.distance, value: formatDistance(travel.distance) },
    { label: BANK_DETAILS.travelAmount, value: formatEuro(travel.amount) },
  ];
  if (accommodation) {
    rows.push(
      { label: BANK_DETAILS.nights, value: accommodation.nights },
      { label: BANK_DETAILS.accommodationAmount, value: formatEuro(accommodation.totalAmount) },
    );
  }
  rows.push({ label: BANK_DETAILS.total, value: formatEuro(claim.totalAmount), emphasis: true });

  return (
    <SectionCard title={BANK_DETAILS.summary}>
      <Typography sx={{ fontWeight: 600, mb: 1.5, overflowWrap: 'break-word' }}>{claim.event.title}</Typography>
      <DetailList rows={rows} />
    </SectionCard>
  );
}
