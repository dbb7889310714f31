import { ACADEMY_TIME_ZONE, CLAIM_STATUS_LABELS } from '@unit-costs/contract';
import pg from 'pg';

/** How a cell is typed in the workbook: CSV writes every kind as text. */
/** time: an instant, shown in the academy's wall-clock time; day: a calendar day. */
export type CellKind = 'text' | 'integer' | 'amount' | 'time' | 'day';

export interface ExportColumn {
  header: string;
  kind: CellKind;
  /** Column width in the workbook, in characters. */
  width: number;
  /** The value in the export query (see ClaimExportRepository for the joins). */
  sql: string;
  /** Text typed by participants or staff, which a spreadsheet must never run as a formula. */
  typed?: boolean;
}

/** The status's label, worked out by PostgreSQL (the labels are the contract's). */
const STATUS_LABEL = `CASE claim.status ${Object.entries(CLAIM_STATUS_LABELS)
  .map(([code, label]) => `WHEN ${Number(code)} THEN ${pg.escapeLiteral(label)}`)
  .join(' ')} ELSE claim.status::text END`;

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Transaction number', kind: 'text', width: 21, sql: 'claim.identifier' },
  { header: 'Status', kind: 'text', width: 16, sql: STATUS_LABEL },
  { header: 'Last name', kind: 'text', width: 20, sql: 'claim.lastname', typed: true },
  { header: 'First name', kind: 'text', width: 20, sql: 'claim.firstname', typed: true },
  { header: 'E-mail', kind: 'text', width: 30, sql: 'claim.email', typed: true },
  { header: 'Institution', kind: 'text', width: 30, sql: 'claim.institution', typed: true },
  { header: 'Country', kind: 'text', width: 16, sql: 'country.name', typed: true },
  { header: 'Event number', kind: 'text', width: 14, sql: 'event.number', typed: true },
  { header: 'Event title', kind: 'text', width: 30, sql: 'event.title', typed: true },
  { header: 'Distance (km)', kind: 'integer', width: 15, sql: 'claim.distance_km' },
  { header: 'Travel amount', kind: 'amount', width: 15, sql: 'claim.travel_amount' },
  { header: 'Nights', kind: 'integer', width: 8, sql: 'claim.nights' },
  { header: 'Nightly rate', kind: 'amount', width: 13, sql: 'claim.nightly_rate' },
  { header: 'Accommodation total', kind: 'amount', width: 21, sql: 'claim.accommodation_total' },
  { header: 'Total', kind: 'amount', width: 12, sql: 'claim.total_amount' },
  { header: 'Saved', kind: 'time', width: 19, sql: 'claim.submitted_at' },
  { header: 'Requested', kind: 'time', width: 19, sql: 'history.requested' },
  { header: 'Decided', kind: 'time', width: 19, sql: 'history.decided' },
  // The day the bank executed the transfer (or it was marked paid by hand), as the claim page and mail say.
  { header: 'Paid', kind: 'day', width: 12, sql: 'claim.paid_on' },
  { header: 'Payment run', kind: 'text', width: 14, sql: 'payment_run.number', typed: true },
];

/** The academy's wall-clock time (what staff read; spreadsheets know no time zones). */
export const wallClock = (sql: string) => `(${sql} AT TIME ZONE '${ACADEMY_TIME_ZONE}')`;

/**
 * A spreadsheet program runs a cell that starts like a formula (= + - @, or a tab or carriage
 * return before one); typed text must never do that (CSV injection), so such text gets a leading
 * apostrophe and stays text.
 */
export const defusedText = (sql: string) =>
  `CASE WHEN left(${sql}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${sql} ELSE ${sql} END`;
