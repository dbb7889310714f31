/**
 * The TARGET2 (T2) calendar the ECB publishes: SEPA credit transfers in euro settle on every
 * weekday except New Year's Day, Good Friday, Easter Monday, 1 May, 25 and 26 December. A run's
 * execution date is a T2 business day (docs/rules.md, "Payments").
 */
const DAY_MS = 86_400_000;

/** Easter Sunday of a year (the Gregorian computus of Meeus/Jones/Butcher), as a UTC day number. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Why T2 is closed on the date ('a Saturday', 'Good Friday', ...), or null on a business day. */
export function target2Closure(date: string): string | null {
  const day = dayNumber(date);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 6) return 'a Saturday';
  if (weekday === 0) return 'a Sunday';
  const monthDay = date.slice(5);
  if (monthDay === '01-01') return "New Year's Day";
  if (monthDay === '05-01') return 'Labour Day (1 May)';
  if (monthDay === '12-25') return 'Christmas Day';
  if (monthDay === '12-26') return 'Boxing Day (26 December)';
  const easter = easterSunday(Number(date.slice(0, 4)));
  if (day === easter - 2) return 'Good Friday';
  if (day === easter + 1) return 'Easter Monday';
  return null;
}

/** The first T2 business day after `date` ('YYYY-MM-DD'). */
export function nextTarget2Day(date: string): string {
  let day = dayNumber(date) + 1;
  while (target2Closure(isoDate(day)) !== null) day += 1;
  return isoDate(day);
}
