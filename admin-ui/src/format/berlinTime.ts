import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';

/** The console shows and edits every date in the academy's time zone, whatever the browser's. */

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ACADEMY_TIME_ZONE, dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ACADEMY_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ACADEMY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
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

function berlinParts(date: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const { type, value } of partsFormat.formatToParts(date)) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  return parts;
}

/** Minutes Berlin is ahead of UTC at that instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const p = berlinParts(new Date(instant));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">` showing Berlin time ('2025-10-06T09:00'). */
export function toBerlinInput(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return '';
  const p = berlinParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A `datetime-local` value read as Berlin time, as an ISO instant in UTC; '' stays ''. */
export function fromBerlinInput(local: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local ?? '');
  if (!match) return '';
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  // The offset at the wall time read as UTC is right except within hours of a DST switch; one more pass settles it.
  let instant = wall - berlinOffsetMinutes(wall) * 60000;
  instant = wall - berlinOffsetMinutes(instant) * 60000;
  return new Date(instant).toISOString();
}
