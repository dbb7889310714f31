import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';

/**
 * The event calendar (docs/rules.md, "Event calendar"): event dates are calendar days at the academy,
 * in Europe/Berlin, whatever the time zone of the server. The apps do not recompute any of it: the
 * server sends an event's `allowedNights` and a claim's `event.ended`.
 */
const DAY_MS = 86_400_000;
const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An instant as the server holds it (Date) or as the API sends it (ISO text). */
export type Instant = Date | string;

/** The calendar date an instant falls on in Berlin, 'YYYY-MM-DD'. */
export function academyDate(instant: Instant): string {
  return calendarDate.format(new Date(instant));
}

/** The day number (days since 1970-01-01) of the calendar date an instant falls on in Berlin. */
function berlinDay(instant: Instant): number {
  return Date.parse(`${academyDate(instant)}T00:00:00Z`) / DAY_MS;
}

/** Days of the event, start to end inclusive: a one-day seminar has 1 (and so has a nonsensical range). */
export function eventDays(startDate: Instant, endDate: Instant): number {
  const days = berlinDay(endDate) - berlinDay(startDate) + 1;
  return Number.isFinite(days) && days > 0 ? days : 1;
}

/** Whether the event's last day is before today, both in Berlin: then its claims can be requested. */
export function hasEnded(endDate: Instant, now: Instant = new Date()): boolean {
  return berlinDay(endDate) < berlinDay(now);
}

/**
 * The most nights a claim may state: maxNights, or the number of event days where maxNights <= 0;
 * none when the event refunds no accommodation.
 */
export function allowedNights(event: {
  accommodationEligible: boolean;
  maxNights: number;
  startDate: Instant;
  endDate: Instant;
}): number {
  if (!event.accommodationEligible) return 0;
  return event.maxNights > 0 ? event.maxNights : eventDays(event.startDate, event.endDate);
}
