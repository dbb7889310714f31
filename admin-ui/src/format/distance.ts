/** Distances are shown rounded to whole km. */
export function formatKm(distance: number | null | undefined): string {
  return typeof distance === 'number' && Number.isFinite(distance) ? `${Math.round(distance)} km` : '';
}
