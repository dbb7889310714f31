import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';

/**
 * The dates the academy's mails and PDF summaries print: English (en-GB), on the academy's clock.
 * 'medium' reads '6 Oct 2025' (mails), 'long' '6 October 2025' (the PDF); `withTime` adds '08:00'.
 */
export function academyDateFormat(dateStyle: 'medium' | 'long', withTime = false): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: ACADEMY_TIME_ZONE,
    dateStyle,
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  });
}

/** 'start to end' of an event, in `format`. */
export function eventDates(event: { startDate: string | Date; endDate: string | Date }, format: Intl.DateTimeFormat) {
  return `${format.format(new Date(event.startDate))} to ${format.format(new Date(event.endDate))}`;
}
