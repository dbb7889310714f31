import { formatEuro } from '@unit-costs/contract';
import PDFDocument from 'pdfkit';

import { eventDates, academyDateFormat } from '../../../platform/common/event-calendar.js';
import { ACADEMY } from '../../../platform/common/pdf/letterhead.js';
import { documentBytes, withNotoSans } from '../../../platform/common/pdf/noto-sans.js';
import type { AttendanceEvent } from '../../attendance/attendance-evidence.reader.js';
import type { BandRow, CountryPairRow, RateRow } from './audit-pack.repository.js';

const MARGIN = 40;

export interface AuditSummary {
  grant: string;
  event: AttendanceEvent;
  /** [label, value] lines: claims per status, attendees, check-ins, scans. */
  counts: [string, string][];
  /** Per band, as the report adds them up. */
  bands: { label: string; claims: number; travel: number; accommodation: number; total: number }[];
  pairs: CountryPairRow[];
  totals: { claims: number; travel: number; accommodation: number; total: number };
  rates: RateRow[];
  bandsInForce: BandRow[];
  bandVersion: number;
  issuedAt: Date;
}

const day = academyDateFormat('long');
const dayAndTime = academyDateFormat('long', true);

/** A small table: the first column left, the others right-aligned, a rule under the header. */
function table(doc: PDFKit.PDFDocument, widths: number[], header: string[], rows: string[][]): void {
  const line = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? 'bold' : 'regular');
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: widths[index] - 6, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += widths[index];
    });
    doc.y = bottom + 1;
  };
  line(header, true);
  const width = widths.reduce((sum, w) => sum + w, 0);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.4)
    .strokeColor('#888')
    .stroke();
  doc.y += 2;
  for (const row of rows) line(row, false);
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.6).font('bold').fontSize(10).text(text, MARGIN, doc.y).moveDown(0.2).fontSize(8.5);
}

/**
 * The audit pack's summary page: the seminar, the counts, the sums per distance band (the report's
 * figures) and per country pair, the totals, and the rates and bands in force when it was made.
 */
export function renderAuditSummary(summary: AuditSummary): Promise<Buffer> {
  const { event } = summary;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Audit summary ${event.number}`, Author: ACADEMY.name },
  });
  withNotoSans(doc);
  const done = documentBytes(doc);
  doc.font('bold').fontSize(13).text(ACADEMY.name);
  doc.font('regular').fontSize(8.5).fillColor('#333').text(summary.grant).fillColor('#000');
  doc.moveDown(0.4).font('bold').fontSize(12).text(`Audit summary: ${event.number} ${event.title}`);
  const venue = [event.venueName, event.venueCity, event.venueCountry].filter(Boolean).join(', ');
  doc
    .font('regular')
    .fontSize(9)
    .text(`${eventDates(event, day)}${venue ? ` · ${venue}` : ''}`);

  heading(doc, 'Counts');
  table(doc, [260, 80], ['', 'Number'], summary.counts);

  const euro = (value: number | string) => formatEuro(Number(value));
  heading(doc, 'Claims per distance band (as in the reports)');
  table(
    doc,
    [170, 50, 95, 100, 100],
    ['Band', 'Claims', 'Travel', 'Accommodation', 'Total'],
    [
      ...summary.bands.map((b) => [b.label, String(b.claims), euro(b.travel), euro(b.accommodation), euro(b.total)]),
      [
        'All claims',
        String(summary.totals.claims),
        euro(summary.totals.travel),
        euro(summary.totals.accommodation),
        euro(summary.totals.total),
      ],
    ],
  );

  // Noto Sans has no arrows: the pair reads 'Belgium to Germany'.
  heading(doc, "Claims per country pair (the participant's country to the venue's)");
  table(
    doc,
    [150, 40, 80, 85, 85, 75],
    ['Country pair', 'Claims', 'Rate / night', 'Travel', 'Accommodation', 'Total'],
    summary.pairs.map((p) => [
      `${p.source} to ${p.target}`,
      String(p.claims),
      p.nightlyRates.map(euro).join(', ') || '–',
      euro(p.travel),
      euro(p.accommodation),
      euro(p.total),
    ]),
  );

  heading(doc, `Distance bands in force (version ${summary.bandVersion})`);
  table(
    doc,
    [170, 100],
    ['Distance', 'Amount'],
    summary.bandsInForce.map((b) => [`${b.min}–${b.max} km`, euro(b.amount)]),
  );

  heading(doc, `Refund rates per night into ${event.venueCountry ?? 'the venue country'}, in force`);
  table(
    doc,
    [170, 100],
    ['From', 'Rate / night'],
    summary.rates.map((r) => [r.source, euro(r.rate)]),
  );

  doc
    .moveDown(1)
    .font('regular')
    .fontSize(7.5)
    .fillColor('#555')
    .text(
      `Issued ${dayAndTime.format(summary.issuedAt)} (Europe/Berlin). Claims keep the figures of the day they were ` +
        'saved; the rates and bands above are those in force when this pack was made.',
      MARGIN,
      doc.y,
    );
  doc.end();
  return done;
}
