/** Event dates are counted in the academy's time zone (DESIGN.md section 5). */
export const ACADEMY_TIME_ZONE = 'Europe/Berlin';

const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date `instant` falls on in Berlin, 'YYYY-MM-DD'. */
export function academyDate(instant: Date): string {
  return calendarDate.format(instant);
}

/** The day number (days since 1970-01-01) of the calendar date `instant` falls on in Berlin. */
function berlinDay(instant: Date): number {
  return Date.parse(`${academyDate(instant)}T00:00:00Z`) / 86_400_000;
}

/** Days of the event, start to end inclusive: a one-day seminar has 1. */
export function eventDays(startDate: Date, endDate: Date): number {
  return berlinDay(endDate) - berlinDay(startDate) + 1;
}

/** Whether the event's last day is before today, both in Berlin: then its claims can be requested. */
export function hasEnded(endDate: Date, now = new Date()): boolean {
  return berlinDay(endDate) < berlinDay(now);
}

/** Nights a participant may claim: maxNights, or the number of event days where maxNights <= 0. */
export function allowedNights(event: { maxNights: number; startDate: Date; endDate: Date }): number {
  return event.maxNights > 0 ? event.maxNights : eventDays(event.startDate, event.endDate);
}
