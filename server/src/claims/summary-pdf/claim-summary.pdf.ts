import PDFDocument from 'pdfkit';
import {
  ACADEMY_TIME_ZONE,
  countryNameIn,
  eventTitleIn,
  formatsOf,
  knownStatus,
  type Language,
  LOCALES,
  type MessageKey,
  type MessageValues,
  translate,
} from '@unit-costs/contract';

import { documentBytes, withNotoSans } from '../../common/pdf/noto-sans.js';
import { academyDateFormat, eventDates } from '../../common/event-calendar.js';
import { rejectReasonIn } from '../claim-mails.js';
import type { TravelClaimDto } from '../dto/travel-claim.dto.js';
import { statusDate } from './status-date.js';

/** The academy as the participant app's footer names it. */
export const ACADEMY = {
  name: 'European Academy for Legal Training',
  address: 'Kornmarkt 12, 54290 Trier, Germany',
};

/** The academy's name and address in `language` ('Europäische Akademie …', '…, 54290 Trier, Deutschland'). */
export function academyIn(language: Language): { name: string; address: string } {
  if (language === 'en') return ACADEMY;
  return {
    name: translate(language, 'academy.name'),
    address: `Kornmarkt 12, 54290 Trier, ${translate(language, 'academy.country')}`,
  };
}

const MARGIN = 56;
const LABEL_WIDTH = 150;

export type Rows = [string, string][];

/**
 * The summary's sections of a claim: title and rows of label and value, in `language` (docs/decisions.md,
 * "Languages": the claim's own, as its mails): its words, dates, numbers and euros.
 */
export function claimSections(claim: TravelClaimDto, language: Language = claim.language): [string, Rows][] {
  const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  const { euro, number } = formatsOf(language);
  const day = academyDateFormat('long', false, language);
  const dayAndTime = academyDateFormat('long', true, language);
  const { event, institution, calculatedTravelCosts: travel, calculatedAccommodationCosts: stay } = claim;
  const address = institution.address;
  const status = t(`claimStatus.${knownStatus(claim.status)}`);
  const statusRows: Rows = [
    [t('mail.row.status'), t('pdf.statusSince', { status, date: dayAndTime.format(new Date(statusDate(claim))) })],
  ];
  if (claim.rejectReason !== null) statusRows.push([t('pdf.reason'), rejectReasonIn(claim, language)]);
  const calculation: Rows = [
    [
      t('mail.row.distance'),
      t('pdf.distance', { distance: number(travel.distance), version: event.distanceBandVersion }),
    ],
    [
      t('mail.row.travel'),
      t('pdf.travel', { type: t(`travelType.${travel.travelType}`), amount: euro(travel.amount) }),
    ],
  ];
  if (stay) {
    calculation.push(
      [t('pdf.nights'), String(stay.nights)],
      [t('pdf.ratePerNight'), euro(stay.amount)],
      [t('mail.row.accommodation'), euro(stay.totalAmount)],
    );
  }
  calculation.push([t('mail.row.total'), euro(claim.totalAmount)]);
  const venueCountry = countryNameIn({ name: event.location.country, iso_3166: event.location.iso_3166 }, language);
  const result: [string, Rows][] = [
    [
      t('pdf.claim'),
      [
        [t('mail.row.transactionNumber'), claim.identifier],
        ...statusRows,
        [t('pdf.saved'), dayAndTime.format(new Date(claim.submitted))],
      ],
    ],
    [
      t('pdf.participant'),
      [
        [t('pdf.name'), `${claim.firstname} ${claim.lastname}`],
        [t('mail.row.email'), claim.email],
        [t('mail.row.phone'), claim.phone],
        [t('pdf.employer'), institution.name],
        [
          t('pdf.address'),
          `${address.street}, ${address.postalCode} ${address.city}, ${countryNameIn(address.country, language)}`,
        ],
      ],
    ],
    [
      t('pdf.seminar'),
      [
        [t('pdf.number'), event.number],
        [t('pdf.title'), eventTitleIn(event, language)],
        [t('mail.row.dates'), eventDates(event, day, language)],
        [t('mail.row.venue'), `${event.location.name}, ${event.location.city}, ${venueCountry}`],
      ],
    ],
    [t('pdf.calculation'), calculation],
  ];
  if (claim.elvData) {
    result.push([
      t('pdf.bankAccount'),
      [
        [t('pdf.accountHolder'), claim.elvData.accountHolderName],
        [t('pdf.iban'), claim.elvData.iban],
        ...(claim.elvData.bankname ? ([[t('pdf.bank'), claim.elvData.bankname]] as Rows) : []),
      ],
    ]);
  }
  return result;
}

/** An A4 document of the academy with its letterhead and `heading`; `done` resolves to the file once ended. */
export function academyDocument(
  title: string,
  heading: string,
  language: Language = 'en',
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const academy = academyIn(language);
  const doc = withNotoSans(
    new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: LOCALES[language],
      info: { Title: title, Author: academy.name },
    }),
  );
  const done = documentBytes(doc);
  doc.font('bold').fontSize(16).text(academy.name);
  doc.font('regular').fontSize(9).fillColor('#555').text(academy.address);
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
export function endWithIssued(doc: PDFKit.PDFDocument, issued: Date = new Date(), language: Language = 'en'): void {
  const date = academyDateFormat('long', true, language).format(issued);
  doc
    .moveDown(1.5)
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(translate(language, 'pdf.issued', { date, timeZone: ACADEMY_TIME_ZONE }), MARGIN, doc.y, {
      width: doc.page.width - 2 * MARGIN,
    });
  doc.end();
}

/**
 * The one-page summary of a claim, as a PDF: what was claimed, how it was calculated and where it
 * stands, in the claim's language as its mails are. The IBAN comes as the caller passes it: masked
 * for a document that leaves the house.
 */
export function renderClaimSummary(claim: TravelClaimDto): Promise<Buffer> {
  const language = claim.language;
  const heading = translate(language, 'pdf.heading', { identifier: claim.identifier });
  const { doc, done } = academyDocument(heading, heading, language);
  drawSections(doc, claimSections(claim, language));
  endWithIssued(doc, new Date(), language);
  return done;
}
