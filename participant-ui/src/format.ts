/** How amounts, distances and dates read everywhere in the SPA (SPEC.md section 9). */

const EURO = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 });
/** Seminars take place in Europe; their dates are calendar days at the academy (Europe/Berlin). */
export const ACADEMY_TIME_ZONE = 'Europe/Berlin';
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ACADEMY_TIME_ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ACADEMY_TIME_ZONE,
});

/** '€1,234.50' */
export function formatEuro(amount: number): string {
  return EURO.format(amount);
}

/** '1,235 km': distances are shown in whole kilometres. */
export function formatDistance(km: number): string {
  return `${WHOLE.format(Math.round(km))} km`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** '12 May 2026' for a one-day event, '12 May 2026 – 13 May 2026' otherwise. */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = formatDate(startIso);
  const end = formatDate(endIso);
  return start === end ? start : `${start} – ${end}`;
}

/** 'Main Street 1, 54290 Trier, Germany' */
export function formatPostalAddress(address: {
  street: string;
  postalCode: string;
  city: string;
  country?: { name: string } | null;
}): string {
  return [address.street, `${address.postalCode} ${address.city}`.trim(), address.country?.name]
    .filter(Boolean)
    .join(', ');
}
