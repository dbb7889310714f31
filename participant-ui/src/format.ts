import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';

/** How distances and dates read everywhere in the SPA; amounts: formatEuro of the contract. */

const WHOLE = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 });
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
