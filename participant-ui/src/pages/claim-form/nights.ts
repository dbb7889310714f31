import type { SeminarEvent } from '../../api/types';
import { ACADEMY_TIME_ZONE } from '../../format';

const DAY_MS = 86_400_000;
const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Days since 1970-01-01 of the calendar day an instant falls on at the academy. */
function calendarDay(iso: string): number {
  const [year, month, day] = CALENDAR_DAY.format(new Date(iso)).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The number of event days, start to end inclusive (DESIGN.md section 5). */
export function eventDays(startDate: string, endDate: string): number {
  const days = calendarDay(endDate) - calendarDay(startDate) + 1;
  return Number.isFinite(days) && days > 0 ? days : 1;
}

type NightsRule = Pick<SeminarEvent, 'accommodationEligible' | 'maxNights' | 'startDate' | 'endDate'>;

/**
 * The choices of 'Nights spent': 0..maxNights, or 0..the number of event days when maxNights is not
 * set (<= 0); none when the event does not refund accommodation (SPEC.md section 5).
 */
export function nightsOptions(event: NightsRule): number[] {
  if (!event.accommodationEligible) return [];
  const max = event.maxNights > 0 ? event.maxNights : eventDays(event.startDate, event.endDate);
  return Array.from({ length: max + 1 }, (_, nights) => nights);
}
