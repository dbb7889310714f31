import { academyDateFormat } from '../../../platform/common/event-calendar.js';
import type { MailMessage } from '../../../platform/mail/mail-queue.js';
import { ClaimMailKind, message, NONE, wordsOf } from '../claim-mails.js';
import type { TravelClaimDto } from '../dto/travel-claim.dto.js';

/** Which of a Saved claim's two reminders (ClaimReminderJob). */
export type ClaimReminder = 'after-event' | 'before-deadline';

/**
 * To the owner of a claim still Saved: a week after the event ended, and a week before the claim
 * deadline (the event's offline date, `deadline`). What to do, and the link that does it.
 */
export function claimReminderMail(
  claim: TravelClaimDto,
  reminder: ClaimReminder,
  deadline: Date | null,
  publicUrl: string,
): MailMessage {
  const { t, euro, dates, greeting, language, title } = wordsOf(claim);
  const { event } = claim;
  const by = deadline ? academyDateFormat('medium', false, language).format(deadline) : NONE;
  const about = {
    identifier: claim.identifier,
    number: event.number,
    title,
    amount: euro(claim.totalAmount),
    until: by,
  };
  const [kind, subject, why] =
    reminder === 'after-event'
      ? [
          ClaimMailKind.ReminderAfterEvent,
          t('mail.reminder.afterEvent.subject', about),
          t('mail.reminder.afterEvent.why', about),
        ]
      : [
          ClaimMailKind.ReminderBeforeDeadline,
          t('mail.reminder.beforeDeadline.subject', about),
          t('mail.reminder.beforeDeadline.why', about),
        ];
  return message(
    t,
    kind,
    claim.email,
    subject,
    [greeting, why, t('mail.reminder.howTo')],
    [
      [t('mail.row.transactionNumber'), claim.identifier],
      [t('mail.row.event'), `${event.number}: ${title}`],
      [t('mail.row.dates'), dates(event)],
      [t('mail.row.total'), euro(claim.totalAmount)],
      ...(deadline ? ([[t('mail.row.requestBy'), by]] as [string, string][]) : []),
    ],
    [t('mail.reminder.link', { url: `${publicUrl}/me/claims/${claim.guid}/bankdetails` }), t('mail.reminder.ignore')],
  );
}
