import { ACADEMY_TIME_ZONE, type Language, LOCALES, translate } from '@unit-costs/contract';

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

/** 'start to end' of an event, in `format` and `language`. */
export function eventDates(
  event: { startDate: string | Date; endDate: string | Date },
  format: Intl.DateTimeFormat,
  language: Language = 'en',
) {
  return translate(language, 'mail.dates', {
    start: format.format(new Date(event.startDate)),
    end: format.format(new Date(event.endDate)),
  });
}
