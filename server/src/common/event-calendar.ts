import { ACADEMY_TIME_ZONE, type Language, LOCALES, translate } from '@unit-costs/contract';

import { InvalidInput } from './errors/domain-errors.js';

/**
 * The server's one date module, the event calendar (docs/rules.md, "Event calendar"): event dates
 * are calendar days at the academy, in Europe/Berlin, whatever the time zone of the server, and are
 * printed the academy's way. The apps do not recompute any of it: the server sends an event's
 * `allowedNights` and a claim's `event.ended`.
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

const HOUR_MS = 3_600_000;
/**
 * Dates already worked out, by UTC hour. Berlin's offset from UTC is a whole number of hours, so its
 * midnight falls on a whole UTC hour and every instant of one UTC hour has the same Berlin date:
 * Intl's formatting (microseconds a call, twice per calculation) runs once per hour seen.
 */
const datesByHour = new Map<number, string>();
const MAX_REMEMBERED_HOURS = 10_000;

/** The calendar date an instant falls on in Berlin, 'YYYY-MM-DD'. */
export function academyDate(instant: Instant): string {
  const ms = new Date(instant).getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let date = datesByHour.get(hour);
  if (date === undefined) {
    date = calendarDate.format(ms);
    if (Number.isFinite(hour)) {
      if (datesByHour.size >= MAX_REMEMBERED_HOURS) datesByHour.clear();
      datesByHour.set(hour, date);
    }
  }
  return date;
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

/** The event's days at the academy (Europe/Berlin), first to last, as 'YYYY-MM-DD'. */
export function eventDayList(startDate: Instant, endDate: Instant): string[] {
  const days: string[] = [];
  const last = academyDate(endDate);
  // Calendar arithmetic at UTC noon: no time zone or DST step can skip or repeat a date.
  for (let day = academyDate(startDate); day <= last && days.length < 366;) {
    days.push(day);
    day = new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  }
  return days;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day named in a request: a real calendar date as YYYY-MM-DD, else 400 under `field`. */
export function calendarDay(text: string, field = 'Day'): string {
  const parsed = new Date(`${text}T00:00:00Z`);
  if (!DAY.test(text) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
    throw new InvalidInput({ [field]: [`'${field.toLowerCase()}' must be a date as YYYY-MM-DD.`] });
  }
  return text;
}

/**
 * The dates the academy's mails and PDF summaries print, on the academy's clock, in a participant's
 * language (English as en-GB). 'medium' reads '6 Oct 2025' (mails), 'long' '6 October 2025' (the PDF),
 * '06.10.2025' and '6. Oktober 2025' in German; `withTime` adds '08:00'.
 */
export function academyDateFormat(
  dateStyle: 'medium' | 'long',
  withTime = false,
  language: Language = 'en',
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : LOCALES[language], {
    timeZone: ACADEMY_TIME_ZONE,
    dateStyle,
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  });
}

/** 'start to end' of an event, in `format` and `language` ('06.10.2025 bis 08.10.2025'). */
export function eventDates(
  event: { startDate: Instant; endDate: Instant },
  format: Intl.DateTimeFormat,
  language: Language = 'en',
): string {
  return translate(language, 'mail.dates', {
    start: format.format(new Date(event.startDate)),
    end: format.format(new Date(event.endDate)),
  });
}
