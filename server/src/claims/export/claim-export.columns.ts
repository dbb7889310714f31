import { ACADEMY_TIME_ZONE, CLAIM_STATUS_LABELS, type ClaimStatus } from '@unit-costs/contract';

/** How a cell is typed in the workbook: CSV writes every kind as text. */
export type CellKind = 'text' | 'integer' | 'amount' | 'time';

export interface ExportColumn {
  header: string;
  kind: CellKind;
  /** Column width in the workbook, in characters. */
  width: number;
}

/**
 * A cell as the database answers it: amounts are numeric text ('180.00', exact), times are the
 * academy's wall-clock time as 'YYYY-MM-DDTHH:MM:SS' (what staff read; spreadsheets know no zones).
 */
export type Cell = string | number | null;

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Transaction number', kind: 'text', width: 18 },
  { header: 'Status', kind: 'text', width: 16 },
  { header: 'Last name', kind: 'text', width: 20 },
  { header: 'First name', kind: 'text', width: 20 },
  { header: 'E-mail', kind: 'text', width: 30 },
  { header: 'Institution', kind: 'text', width: 30 },
  { header: 'Country', kind: 'text', width: 16 },
  { header: 'Event number', kind: 'text', width: 14 },
  { header: 'Event title', kind: 'text', width: 30 },
  { header: 'Distance (km)', kind: 'integer', width: 13 },
  { header: 'Travel amount', kind: 'amount', width: 14 },
  { header: 'Nights', kind: 'integer', width: 8 },
  { header: 'Nightly rate', kind: 'amount', width: 13 },
  { header: 'Accommodation total', kind: 'amount', width: 20 },
  { header: 'Total', kind: 'amount', width: 12 },
  { header: 'Saved', kind: 'time', width: 19 },
  { header: 'Requested', kind: 'time', width: 19 },
  { header: 'Decided', kind: 'time', width: 19 },
  { header: 'Paid', kind: 'time', width: 19 },
  { header: 'Payment run', kind: 'text', width: 14 },
];

const wallClock = (column: string) =>
  `to_char(${column} AT TIME ZONE '${ACADEMY_TIME_ZONE}', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The select list of the export query, by alias in column order (see ClaimExportRepository for the joins). */
export const EXPORT_SELECT: ReadonlyMap<string, string> = new Map([
  ['identifier', 'claim.identifier'],
  ['status', 'claim.status'],
  ['lastname', 'claim.lastname'],
  ['firstname', 'claim.firstname'],
  ['email', 'claim.email'],
  ['institution', 'claim.institution'],
  ['country', 'country.name'],
  ['event_number', 'event.number'],
  ['event_title', 'event.title'],
  ['distance_km', 'claim.distance_km'],
  ['travel_amount', 'claim.travel_amount::text'],
  ['nights', 'claim.nights'],
  ['nightly_rate', 'claim.nightly_rate::text'],
  ['accommodation_total', 'claim.accommodation_total::text'],
  ['total_amount', 'claim.total_amount::text'],
  ['saved', wallClock('claim.submitted_at')],
  ['requested', wallClock('history.requested')],
  ['decided', wallClock('history.decided')],
  ['paid', wallClock('history.paid')],
  ['payment_run', 'payment_run.number'],
]);

const ALIASES = [...EXPORT_SELECT.keys()];
const STATUS_LABELS = new Map(Object.entries(CLAIM_STATUS_LABELS).map(([code, label]) => [Number(code), label]));

/** One row of the export query as the cells of EXPORT_COLUMNS. */
export function exportCells(row: Record<string, unknown>): Cell[] {
  const cells = ALIASES.map((alias) => row[alias]) as Cell[];
  cells[1] = STATUS_LABELS.get(row.status as ClaimStatus) ?? String(row.status);
  return cells;
}
