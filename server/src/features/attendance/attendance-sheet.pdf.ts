import PDFDocument from 'pdfkit';

import { RESTRICTED_PERSON } from '../../platform/auth/restriction.js';
import { ACADEMY } from '../../platform/common/pdf/letterhead.js';
import { documentBytes, withNotoSans } from '../../platform/common/pdf/noto-sans.js';
import type { AttendanceEvent, AttendeeRow } from './attendees.repository.js';
import { departureOf } from './dto/attendee.dto.js';

const MARGIN = 40;
const FOOTER = 24;
/** Room to sign in: a row is at least this tall. */
const SIGNATURE_HEIGHT = 30;
const PADDING = 5;

/** What a row of the sheet prints besides its number and the box to sign in. */
export interface SheetRow {
  name: string;
  institution: string;
  departure: string;
}

/**
 * The attendee's row: the place of departure from the claim if there is one. `hidesPerson`: their
 * claim is restricted and the reader may not see it, so the row prints RESTRICTED_PERSON and nothing
 * of the person, as the attendee list does (toAttendeeDto).
 */
export function sheetRow(attendee: AttendeeRow, hidesPerson: boolean): SheetRow {
  if (hidesPerson) return { name: RESTRICTED_PERSON, institution: '', departure: '' };
  const place = departureOf(attendee);
  return {
    name: `${attendee.lastname}, ${attendee.firstname}`,
    institution: attendee.institution ?? '',
    departure: place ? [place.city, place.country].filter(Boolean).join(', ') : '',
  };
}

interface Column {
  title: string;
  width: number;
  text(row: SheetRow, index: number): string;
}

const COLUMNS: Column[] = [
  { title: 'No.', width: 30, text: (_row, index) => String(index + 1) },
  { title: 'Name', width: 180, text: (row) => row.name },
  { title: 'Institution', width: 200, text: (row) => row.institution },
  { title: 'Place of departure', width: 160, text: (row) => row.departure },
  { title: 'Signature', width: 0, text: () => '' },
];

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface SheetHeading {
  /** The grant the seminar is funded by, as its documents must say (GRANT_HEADING). */
  grant: string;
  event: AttendanceEvent;
  /** 'YYYY-MM-DD' */
  day: string;
  /** 1-based, of `days`. */
  dayNumber: number;
  days: number;
}

/**
 * The signature sheet of one event day, A4 landscape, ready to print: the academy's and the grant's
 * headings and the seminar on every page, then a row per attendee (name, institution, place of
 * departure, a box to sign in), pages numbered "Page n of m". Noto Sans prints names in Latin, Greek
 * and Cyrillic script.
 */
export function renderAttendanceSheet(heading: SheetHeading, attendees: SheetRow[]): Promise<Buffer> {
  const { event } = heading;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Attendance ${event.number} ${heading.day}`, Author: ACADEMY.name },
  });
  withNotoSans(doc);
  const done = documentBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  const columns = COLUMNS.map((column) => ({
    ...column,
    width: column.width || width - COLUMNS.reduce((sum, other) => sum + other.width, 0),
  }));
  const bottom = () => doc.page.height - MARGIN - FOOTER;

  const pageHeading = () => {
    doc.x = MARGIN;
    doc.y = MARGIN;
    doc.font('bold').fontSize(13).fillColor('#000').text(ACADEMY.name, { width });
    doc.font('regular').fontSize(9).fillColor('#333').text(heading.grant, { width });
    doc
      .moveDown(0.5)
      .font('bold')
      .fontSize(12)
      .fillColor('#000')
      .text(`Attendance list: ${event.number} ${event.title}`, {
        width,
      });
    const venue = [event.venueName, event.venueCity, event.venueCountry].filter(Boolean).join(', ');
    doc
      .font('regular')
      .fontSize(10)
      .text(
        `${longDay.format(new Date(`${heading.day}T12:00:00Z`))} (day ${heading.dayNumber} of ${heading.days})` +
          (venue ? ` · ${venue}` : ''),
        { width },
      );
    doc.moveDown(0.6);
    const y = doc.y;
    let x = MARGIN;
    doc.font('bold').fontSize(9);
    for (const column of columns) {
      doc.text(column.title, x + PADDING, y + PADDING, { width: column.width - 2 * PADDING });
      x += column.width;
    }
    const headerBottom = y + 2 * PADDING + doc.currentLineHeight();
    doc
      .rect(MARGIN, y, width, headerBottom - y)
      .lineWidth(0.8)
      .strokeColor('#000')
      .stroke();
    doc.y = headerBottom;
  };

  pageHeading();
  doc.font('regular').fontSize(9.5);
  attendees.forEach((attendee, index) => {
    const texts = columns.map((column) => column.text(attendee, index));
    const height = Math.max(
      SIGNATURE_HEIGHT,
      ...texts.map(
        (text, i) => doc.heightOfString(text || ' ', { width: columns[i].width - 2 * PADDING }) + 2 * PADDING,
      ),
    );
    if (doc.y + height > bottom()) {
      doc.addPage();
      pageHeading();
      doc.font('regular').fontSize(9.5);
    }
    const y = doc.y;
    let x = MARGIN;
    texts.forEach((text, i) => {
      doc.text(text, x + PADDING, y + PADDING, { width: columns[i].width - 2 * PADDING });
      doc.rect(x, y, columns[i].width, height).lineWidth(0.5).strokeColor('#444').stroke();
      x += columns[i].width;
    });
    doc.y = y + height;
  });
  if (attendees.length === 0) {
    doc.moveDown(1).text('No attendees are registered for this event.', MARGIN, doc.y, { width });
  }

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // Below the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555')
      .text(
        `${event.number} · ${heading.day} · Page ${page + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN - 10,
        { width, align: 'right', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
