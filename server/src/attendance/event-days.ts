import { academyDate, type Instant } from '../common/event-calendar.js';
import { InvalidInput } from '../common/errors/domain-errors.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The event's days at the academy (Europe/Berlin), first to last, as 'YYYY-MM-DD'. */
export function eventDayList(startDate: Instant, endDate: Instant): string[] {
  const days: string[] = [];
  const last = academyDate(endDate);
  // Calendar arithmetic at UTC noon: no time zone or DST step can skip or repeat a date.
  for (let day = academyDate(startDate); day <= last && days.length < 366;) {
    days.push(day);
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return days;
}

/** A day named in a request: a real calendar date as YYYY-MM-DD, else 400 under `field`. */
export function calendarDay(text: string, field = 'Day'): string {
  const parsed = new Date(`${text}T00:00:00Z`);
  if (!DAY.test(text) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
    throw new InvalidInput({ [field]: [`'${field.toLowerCase()}' must be a date as YYYY-MM-DD.`] });
  }
  return text;
}
