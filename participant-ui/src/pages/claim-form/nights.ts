import type { EventDto } from '../../api/types';

type NightsRule = Pick<EventDto, 'accommodationEligible' | 'allowedNights'>;

/**
 * The choices of 'Nights spent': 0 to the nights the server allows (docs/rules.md, "Event calendar");
 * none when the event does not refund accommodation.
 */
export function nightsOptions(event: NightsRule): number[] {
  if (!event.accommodationEligible) return [];
  return Array.from({ length: event.allowedNights + 1 }, (_, nights) => nights);
}
