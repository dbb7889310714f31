import PDFDocument from 'pdfkit';
import {
  ACADEMY_TIME_ZONE,
  CLAIM_STATUS_LABELS,
  formatEuro,
  rejectReasonText,
  TRAVEL_TYPE_LABELS,
} from '@unit-costs/contract';

import { documentBytes, withNotoSans } from '../../common/pdf/noto-sans.js';
import { academyDateFormat, eventDates } from '../../common/event-calendar.js';
import type { TravelClaimDto } from '../dto/travel-claim.dto.js';
import { statusDate } from './status-date.js';

/** The academy as the participant app's footer names it. */
export const ACADEMY = {
  name: 'European Academy for Legal Training',
  address: 'Kornmarkt 12, 54290 Trier, Germany',
};

const day = academyDateFormat('long');
const dayAndTime = academyDateFormat('long', true);

const MARGIN = 56;
const LABEL_WIDTH = 150;

export type Rows = [string, string][];

/** The summary's sections of a claim: title and rows of label and value. */
export function claimSections(claim: TravelClaimDto): [string, Rows][] {
  const { event, institution, calculatedTravelCosts: travel, calculatedAccommodationCosts: stay } = claim;
  const address = institution.address;
  const status = statusDate(claim);
  const statusRows: Rows = [
    ['Status', `${CLAIM_STATUS_LABELS[claim.status]} since ${dayAndTime.format(new Date(status))}`],
  ];
  if (claim.rejectReason !== null) statusRows.push(['Reason', rejectReasonText(claim.rejectReason, claim.othertxt)]);
  const calculation: Rows = [
    ['Distance', `${travel.distance} km (distance band version ${event.distanceBandVersion})`],
    ['Travel', `${TRAVEL_TYPE_LABELS[travel.travelType]}: ${formatEuro(travel.amount)}`],
  ];
  if (stay) {
    calculation.push(
      ['Nights', String(stay.nights)],
      ['Rate per night', formatEuro(stay.amount)],
      ['Accommodation', formatEuro(stay.totalAmount)],
    );
  }
  calculation.push(['Total refund', formatEuro(claim.totalAmount)]);
  const result: [string, Rows][] = [
    [
      'Claim',
      [
        ['Transaction number', claim.identifier],
        ...statusRows,
        ['Saved', dayAndTime.format(new Date(claim.submitted))],
      ],
    ],
    [
      'Participant',
      [
        ['Name', `${claim.firstname} ${claim.lastname}`],
        ['E-mail', claim.email],
        ['Phone', claim.phone],
        ['Employer', institution.name],
        ['Address', `${address.street}, ${address.postalCode} ${address.city}, ${address.country.name}`],
      ],
    ],
    [
      'Seminar',
      [
        ['Number', event.number],
        ['Title', event.title],
        ['Dates', eventDates(event, day)],
        ['Venue', `${event.location.name}, ${event.location.city}, ${event.location.country}`],
      ],
    ],
    ['Calculation', calculation],
  ];
  if (claim.elvData) {
    result.push([
      'Bank account',
      [
        ['Account holder', claim.elvData.accountHolderName],
        ['IBAN', claim.elvData.iban],
        ...(claim.elvData.bankname ? ([['Bank', claim.elvData.bankname]] as Rows) : []),
      ],
    ]);
  }
  return result;
}

/** An A4 document of the academy with its letterhead and `heading`; `done` resolves to the file once ended. */
export function academyDocument(title: string, heading: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = withNotoSans(
    new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: ACADEMY.name } }),
  );
  const done = documentBytes(doc);
  doc.font('bold').fontSize(16).text(ACADEMY.name);
  doc.font('regular').fontSize(9).fillColor('#555').text(ACADEMY.address);
  doc.moveDown(1.2).fillColor('#000').font('bold').fontSize(14).text(heading);
  return { doc, done };
}

/** Sections of label-value rows under ruled titles. */
export function drawSections(doc: PDFKit.PDFDocument, sections: [string, Rows][]): void {
  const width = doc.page.width - 2 * MARGIN;
  for (const [title, rows] of sections) {
    doc.moveDown(0.8).font('bold').fontSize(11).text(title, MARGIN, doc.y);
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .lineWidth(0.5)
      .strokeColor('#999')
      .stroke();
    doc.moveDown(0.3).fontSize(9.5);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('bold').text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
      const labelBottom = doc.y;
      doc.font('regular').text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
      doc.y = Math.max(doc.y, labelBottom) + 2;
    }
  }
}

/** The closing line with the time the document was made, and the end of the document. */
export function endWithIssued(doc: PDFKit.PDFDocument, issued: Date = new Date()): void {
  doc
    .moveDown(1.5)
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(`Issued ${dayAndTime.format(issued)} (${ACADEMY_TIME_ZONE}).`, MARGIN, doc.y, {
      width: doc.page.width - 2 * MARGIN,
    });
  doc.end();
}

/**
 * The one-page summary of a claim, as a PDF: what was claimed, how it was calculated and where it
 * stands. The IBAN comes as the caller passes it: masked for a document that leaves the house.
 */
export function renderClaimSummary(claim: TravelClaimDto): Promise<Buffer> {
  const { doc, done } = academyDocument(`Unit-cost claim ${claim.identifier}`, `Unit-cost claim ${claim.identifier}`);
  drawSections(doc, claimSections(claim));
  endWithIssued(doc);
  return done;
}
