import { ACADEMY_TIME_ZONE, academyWallClock, fromAcademyWallClock, noonOf } from '@unit-costs/contract';

/** The console shows and edits every date in the academy's time zone, whatever the browser's. */

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ACADEMY_TIME_ZONE, dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ACADEMY_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

function parse(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatBerlinDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : '';
}

export function formatBerlinDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : '';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">` showing Berlin time ('2025-10-06T09:00'). */
export function toBerlinInput(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return '';
  const p = academyWallClock(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A `datetime-local` value read as Berlin time, as an ISO instant in UTC; '' stays ''. */
export function fromBerlinInput(local: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local ?? '');
  if (!match) return '';
  const [year, month, day, hour = 0, minute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return fromAcademyWallClock({ year: year!, month: month!, day: day!, hour, minute }).toISOString();
}

/** A calendar day of the API ('YYYY-MM-DD') as the console writes dates. */
export const formatDay = (day: string | null | undefined): string => (day ? dateFormat.format(noonOf(day)) : '');
