import { ACADEMY_TIME_ZONE, type Instant, type Language, LOCALES, translate } from '@unit-costs/contract';

import { InvalidInput } from './errors/domain-errors.js';

/**
 * The server's one date module, the event calendar (docs/rules.md, "Event calendar"). Its rules
 * (the academy's calendar day, event days, nights, whether an event has ended) are contract's, shared
 * with both apps, and re-exported here; what is the server's own: a day named in a request, and
 * dates printed the academy's way in mails and PDFs. The apps do not recompute an event's rules:
 * the server sends an event's `allowedNights` and a claim's `event.ended`.
 */
export {
  academyDate,
  academyWallClockAsUtc,
  allowedNights,
  eventDayList,
  eventDays,
  hasEnded,
  type Instant,
} from '@unit-costs/contract';

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
