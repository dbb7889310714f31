import { academyDateFormat } from '../common/event-calendar.js';
import {
  academyDocument,
  claimSections,
  drawSections,
  endWithIssued,
  type Rows,
} from '../claims/summary-pdf/claim-summary.pdf.js';
import type { ParticipantExportDto } from './dto/participant-data.dto.js';

const dayAndTime = academyDateFormat('long', true);

/** The export as a document a person reads: each claim as its summary shows it, its history, the mails. */
export function renderParticipantExport(data: ParticipantExportDto): Promise<Buffer> {
  const { doc, done } = academyDocument(`Your data: ${data.email}`, `Your data held by the academy`);
  drawSections(doc, [
    [
      'About this document',
      [
        ['E-mail address', data.email],
        ['Claims', String(data.claims.length)],
        ['Retention', data.retention],
      ],
    ],
  ]);
  for (const claim of data.claims) {
    doc.moveDown(1).font('bold').fontSize(13).text(`Claim ${claim.identifier}`);
    const history: Rows = (claim.audits ?? []).map((audit) => [
      dayAndTime.format(new Date(audit.timestamp)),
      `${audit.description} (${audit.username})`,
    ]);
    drawSections(doc, [...claimSections(claim, 'en'), ['History', history]]);
  }
  const attendance: Rows = data.attendance.map((entry) => [
    entry.eventNumber,
    `${entry.firstname} ${entry.lastname}${entry.institution ? `, ${entry.institution}` : ''}; ` +
      `${entry.checkedInOn.length ? `checked in on ${entry.checkedInOn.join(', ')}` : 'not checked in'}; ` +
      `fee ${entry.feePaid ? 'paid' : 'not paid'}`,
  ]);
  drawSections(doc, [['Attendance', attendance.length ? attendance : [['None', 'No attendance list names you.']]]]);
  const mails: Rows = data.mails.map((mail) => [
    dayAndTime.format(new Date(mail.createdAt)),
    `${mail.kind}${mail.sentAt ? `, sent ${dayAndTime.format(new Date(mail.sentAt))}` : ', not sent'}`,
  ]);
  drawSections(doc, [['Mails to you', mails.length ? mails : [['None', 'The outbox holds no mail to you.']]]]);
  endWithIssued(doc, new Date(data.generatedAt));
  return done;
}
