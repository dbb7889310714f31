import { isMessageKey, type Language, type MessageValues, translate } from '@unit-costs/contract';

import { academyDateFormat } from '../../platform/common/event-calendar.js';
import { academyDocument, drawSections, endWithIssued, type Rows } from '../../platform/common/pdf/letterhead.js';
import { claimSections } from '../claims/dto/claim-sections.js';
import type { ParticipantExportDto } from './dto/participant-data.dto.js';

/**
 * The export as a document a person reads, in the language the participant reads the app in: each
 * claim as its summary shows it, its history, the attendance lists and the mails. English keeps the
 * history's own descriptions; German and French name each step by the catalogues' words.
 */
export function renderParticipantExport(data: ParticipantExportDto, language: Language = 'en'): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1], values?: MessageValues) => translate(language, key, values);
  const dayAndTime = academyDateFormat('long', true, language);
  const day = academyDateFormat('long', false, language);
  const { doc, done } = academyDocument(t('export.title', { email: data.email }), t('export.heading'), language);
  drawSections(doc, [
    [
      t('export.about'),
      [
        [t('export.email'), data.email],
        [t('export.claims'), String(data.claims.length)],
        [t('export.retentionLabel'), data.retention],
      ],
    ],
  ]);
  for (const claim of data.claims) {
    doc
      .moveDown(1)
      .font('bold')
      .fontSize(13)
      .text(t('export.claim', { identifier: claim.identifier }));
    const history: Rows = (claim.audits ?? []).map((audit) => {
      const step = `audit.${audit.action}`;
      const what = language === 'en' || !isMessageKey(step) ? audit.description : t(step);
      return [dayAndTime.format(new Date(audit.timestamp)), `${what} (${audit.username})`];
    });
    drawSections(doc, [...claimSections(claim, language), [t('export.history'), history]]);
  }
  const attendance: Rows = data.attendance.map((entry) => [
    entry.eventNumber,
    `${entry.firstname} ${entry.lastname}${entry.institution ? `, ${entry.institution}` : ''}; ` +
      `${
        entry.checkedInOn.length
          ? t('export.checkedIn', {
              days: entry.checkedInOn.map((date) => day.format(new Date(`${date}T12:00:00Z`))).join(', '),
            })
          : t('export.notCheckedIn')
      }; ${t(entry.feePaid ? 'export.feePaid' : 'export.feeNotPaid')}`,
  ]);
  drawSections(doc, [
    [t('export.attendance'), attendance.length ? attendance : [[t('export.none'), t('export.noAttendance')]]],
  ]);
  const mails: Rows = data.mails.map((mail) => {
    const kind = `mailKind.${mail.kind}`;
    const what = isMessageKey(kind) ? t(kind) : t('mailKind.other');
    const sent = mail.sentAt
      ? t('export.mailSent', { date: dayAndTime.format(new Date(mail.sentAt)) })
      : t('export.mailNotSent');
    return [dayAndTime.format(new Date(mail.createdAt)), `${what}, ${sent}`];
  });
  drawSections(doc, [[t('export.mails'), mails.length ? mails : [[t('export.none'), t('export.noMails')]]]]);
  endWithIssued(doc, new Date(data.generatedAt), language);
  return done;
}
