const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const wholeEuro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Euros with 2 decimals (SPEC.md section 9). */
export function formatEuro(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? euro.format(amount) : '';
}

/** Refund rates are shown rounded to whole euros. */
export function formatWholeEuro(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? wholeEuro.format(Math.round(amount)) : '';
}

/** Distances are shown rounded to whole km. */
export function formatKm(distance: number | null | undefined): string {
  return typeof distance === 'number' && Number.isFinite(distance) ? `${Math.round(distance)} km` : '';
}
