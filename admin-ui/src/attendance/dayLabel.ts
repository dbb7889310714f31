import { noonOf } from '@unit-costs/contract';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An event day as the console names it: 'Day 2 of 3 · Tue 7 Oct'. Days come from the server as YYYY-MM-DD. */
export function dayLabel(day: string, index: number, days: number): string {
  return `Day ${index + 1} of ${days} · ${WEEKDAY.format(noonOf(day))}`;
}
