import { allowedNights } from '@unit-costs/contract';

import type { EventDto } from '../../api/types';

type NightsRule = Pick<EventDto, 'accommodationEligible' | 'maxNights' | 'startDate' | 'endDate'>;

/** The choices of 'Nights spent': 0 to the allowed nights; none when the event does not refund accommodation. */
export function nightsOptions(event: NightsRule): number[] {
  if (!event.accommodationEligible) return [];
  return Array.from({ length: allowedNights(event) + 1 }, (_, nights) => nights);
}
