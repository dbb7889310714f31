import { ACADEMY_ADDRESS, ACADEMY_TIME_ZONE, type Language, LOCALES, translate } from '@unit-costs/contract';
import PDFDocument from 'pdfkit';

import { academyDateFormat } from '../event-calendar.js';
import { documentBytes, withNotoSans } from './noto-sans.js';

/** The academy's name and address in `language` ('Europäische Akademie …', '…, 54290 Trier, Deutschland'). */
export function academyIn(language: Language): { name: string; address: string } {
  const { street, postalCode, city } = ACADEMY_ADDRESS;
  return {
    name: translate(language, 'academy.name'),
    address: `${street}, ${postalCode} ${city}, ${translate(language, 'academy.country')}`,
  };
}

/** The academy as the participant app's footer names it, in English. */
export const ACADEMY = academyIn('en');

const MARGIN = 56;
const LABEL_WIDTH = 150;

/** Rows of label and value. */
export type Rows = [string, string][];

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
