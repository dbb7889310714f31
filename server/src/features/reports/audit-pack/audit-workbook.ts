import { CLAIM_STATUS_LABELS, TRAVEL_TYPE_LABELS } from '@unit-costs/contract';
import ExcelJS from 'exceljs';

import { academyWallClockAsUtc } from '../../../platform/common/event-calendar.js';
import type { AttendanceEvent, AttendeeRow } from '../../attendance/attendance-evidence.reader.js';
import type { AuditClaimRow } from './audit-pack.repository.js';

const EURO = '#,##0.00 "€"';
const DATE_TIME = 'yyyy-mm-dd hh:mm';
const DAY = 'yyyy-mm-dd';

/** The academy's wall-clock time as a date a spreadsheet shows as it is (spreadsheets know no time zones). */
const wallClock = (instant: Date | null): Date | null => (instant === null ? null : academyWallClockAsUtc(instant));

/** Numeric text from PostgreSQL to a number: exact to the cent for any amount below 10^13 euro. */
const amount = (text: string | null) => (text === null ? null : Number(text));

export const band = (claim: AuditClaimRow) =>
  claim.bandMin === null ? 'No matching band' : `v${claim.bandVersion}: ${claim.bandMin}–${claim.bandMax} km`;

/** Nights claimed beyond the days checked in (positive: more nights than days at the seminar). */
export const nightsBeyondDays = (claim: AuditClaimRow) => claim.nights - claim.checkedInDays.length;

interface Column {
  header: string;
  width: number;
  format?: string;
  value(claim: AuditClaimRow): string | number | boolean | Date | null;
}

const CLAIM_COLUMNS: Column[] = [
  { header: 'Transaction number', width: 20, value: (c) => c.identifier },
  { header: 'Status', width: 16, value: (c) => CLAIM_STATUS_LABELS[c.status as keyof typeof CLAIM_STATUS_LABELS] },
  { header: 'Last name', width: 20, value: (c) => c.lastname },
  { header: 'First name', width: 18, value: (c) => c.firstname },
  { header: 'E-mail', width: 30, value: (c) => c.email },
  { header: 'Institution', width: 30, value: (c) => c.institution },
  { header: 'Place of departure', width: 18, value: (c) => c.city },
  { header: 'Country', width: 16, value: (c) => c.country },
  { header: 'Venue country', width: 16, value: (c) => c.venueCountry },
  { header: 'Country pair', width: 26, value: (c) => `${c.country} → ${c.venueCountry}` },
  { header: 'Distance (km)', width: 14, value: (c) => c.distanceKm },
  { header: 'Band', width: 20, value: band },
  {
    header: 'Travel type',
    width: 18,
    value: (c) => TRAVEL_TYPE_LABELS[c.travelType as keyof typeof TRAVEL_TYPE_LABELS],
  },
  { header: 'Travel amount', width: 15, format: EURO, value: (c) => amount(c.travelAmount) },
  { header: 'Nightly rate', width: 14, format: EURO, value: (c) => amount(c.nightlyRate) },
  { header: 'Nights', width: 8, value: (c) => c.nights },
  { header: 'Accommodation total', width: 20, format: EURO, value: (c) => amount(c.accommodationTotal) },
  { header: 'Total', width: 14, format: EURO, value: (c) => amount(c.totalAmount) },
  { header: 'Saved', width: 17, format: DATE_TIME, value: (c) => wallClock(c.submittedAt) },
  { header: 'Paid', width: 12, format: DAY, value: (c) => (c.paidOn ? new Date(`${c.paidOn}T00:00:00Z`) : null) },
  { header: 'Registered', width: 11, value: (c) => (c.registered ? 'yes' : 'no') },
  { header: 'Fee paid', width: 9, value: (c) => (c.registered ? (c.feePaid ? 'yes' : 'no') : null) },
  { header: 'Days checked in', width: 26, value: (c) => c.checkedInDays.join(', ') },
  { header: 'Nights minus days checked in', width: 16, value: nightsBeyondDays },
];

/** The amount columns the totals row adds up (by the database's exact sums, passed in). */
export const TOTALLED = ['Travel amount', 'Accommodation total', 'Total'] as const;

/**
 * The audit pack's workbook: a sheet of the event's claims with every unit-cost figure and the claim's
 * attendance, its totals row holding the database's exact sums (the report's figures), and a sheet of
 * the attendees with the days they were ticked in. Texts stay texts: exceljs writes a string as a
 * string cell, never as a formula.
 */
export async function auditWorkbook(
  event: AttendanceEvent,
  claims: AuditClaimRow[],
  totals: Record<(typeof TOTALLED)[number], number>,
  attendees: AttendeeRow[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Unit Costs';
  const sheet = workbook.addWorksheet('Claims', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CLAIM_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.format ? { numFmt: column.format } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const claim of claims) sheet.addRow(CLAIM_COLUMNS.map((column) => column.value(claim)));
  const total = sheet.addRow(
    CLAIM_COLUMNS.map((column, index) =>
      index === 0
        ? `Total (${claims.length} claims)`
        : (TOTALLED as readonly string[]).includes(column.header)
          ? totals[column.header as (typeof TOTALLED)[number]]
          : null,
    ),
  );
  total.font = { bold: true };

  const people = workbook.addWorksheet('Attendees', { views: [{ state: 'frozen', ySplit: 1 }] });
  people.columns = [
    { header: 'Last name', width: 20 },
    { header: 'First name', width: 18 },
    { header: 'E-mail', width: 30 },
    { header: 'Institution', width: 30 },
    { header: 'City', width: 16 },
    { header: 'Country', width: 16 },
    { header: 'Fee paid', width: 9 },
    { header: 'Days checked in', width: 26 },
    { header: 'Claim', width: 20 },
  ];
  people.getRow(1).font = { bold: true };
  for (const attendee of attendees) {
    people.addRow([
      attendee.lastname,
      attendee.firstname,
      attendee.email,
      attendee.institution,
      attendee.city,
      attendee.countryName,
      attendee.feePaid ? 'yes' : 'no',
      attendee.checkedInDays.join(', '),
      attendee.claimIdentifier,
    ]);
  }
  workbook.title = `Claims of ${event.number}`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
