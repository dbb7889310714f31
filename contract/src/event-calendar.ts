import { ACADEMY_TIME_ZONE } from './time-zone.js';

/**
 * The event calendar (docs/rules.md, "Event calendar"), one copy for the server and both apps: event
 * dates are calendar days at the academy, in Europe/Berlin, whatever the time zone of the server or
 * the browser. How a date reads in a language stays with whoever prints it (contract's `formatsOf`,
 * the server's mails and PDFs, the console's `format/`).
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** An instant as the server holds it (Date) or as the API sends it (ISO text). */
export type Instant = Date | string;

const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

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

/**
 * A calendar day ('YYYY-MM-DD') as the instant of its noon in UTC, which is the same day in Berlin
 * (and everywhere within 11 hours of UTC): calendar arithmetic there crosses no date line or DST step.
 */
export function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
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
  for (let day = academyDate(startDate); day <= last && days.length < 366;) {
    days.push(day);
    day = new Date(noonOf(day).getTime() + DAY_MS).toISOString().slice(0, 10);
  }
  return days;
}

/** The academy's wall clock at an instant, each part a number (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** What the academy's clocks show at an instant (an event's times are entered and read this way). */
export function academyWallClock(instant: Instant): WallClock {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClockFormat.formatToParts(new Date(instant))) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  const { year, month, day, hour, minute, second } = parts;
  return { year, month, day, hour, minute, second };
}

/** The wall clock's reading written as if it were UTC: what a time-zone-less spreadsheet or input shows. */
function asUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** Minutes Berlin is ahead of UTC at that instant (60 in winter, 120 in summer). */
function academyOffsetMinutes(instant: number): number {
  return Math.round((asUtc(academyWallClock(new Date(instant))) - Math.floor(instant / 1000) * 1000) / 60000);
}

/**
 * The instant at which the academy's clocks show this time. In the hour the clocks skip in spring
 * it is the instant an hour later; in the hour they repeat in autumn, the later of the two.
 */
export function fromAcademyWallClock(clock: Omit<WallClock, 'second'> & { second?: number }): Date {
  const wall = asUtc({ ...clock, second: clock.second ?? 0 });
  // The offset at the wall time read as UTC is right except within hours of a DST switch; one more pass settles it.
  let instant = wall - academyOffsetMinutes(wall) * 60000;
  instant = wall - academyOffsetMinutes(instant) * 60000;
  return new Date(instant);
}

/** The academy's wall clock at an instant as a Date whose UTC reading is that clock (for spreadsheets). */
export function academyWallClockAsUtc(instant: Instant): Date {
  return new Date(asUtc(academyWallClock(instant)));
}
