import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import TrainIcon from '@mui/icons-material/Train';
import { Chip, Stack } from '@mui/material';
import { formatEuro, TravelType, travelTypeLabel } from '@unit-costs/contract';
import { useTranslate } from 'react-admin';

import { formatKm } from '../format/distance';
import type { TravelClaimDto } from '../types';

/** The travel badge (km, euro, plane for travel type 0, land transport otherwise) and the accommodation badge. */
export function ClaimBadges({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  const travel = claim.calculatedTravelCosts;
  const accommodation = claim.calculatedAccommodationCosts;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {travel && (
        <Chip
          data-testid="travel-badge"
          color="primary"
          variant="outlined"
          icon={
            travel.travelType === TravelType.PlaneOrCombined ? (
              <FlightIcon titleAccess={travelTypeLabel(TravelType.PlaneOrCombined)} data-testid="plane-icon" />
            ) : (
              <TrainIcon titleAccess={travelTypeLabel(TravelType.Land)} data-testid="land-icon" />
            )
          }
          label={`${formatKm(travel.distance)} · ${formatEuro(travel.amount)}`}
        />
      )}
      {accommodation && (
        <Chip
          data-testid="accommodation-badge"
          color="secondary"
          variant="outlined"
          icon={<HotelIcon />}
          label={`${translate('console.claims.nights', { smart_count: accommodation.nights })} · ${formatEuro(
            accommodation.totalAmount,
          )}`}
        />
      )}
    </Stack>
  );
}
