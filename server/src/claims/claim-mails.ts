import { CLAIM_STATUS_LABELS, formatEuro, rejectReasonText, TRAVEL_TYPE_LABELS } from '@unit-costs/contract';

import { escapeHtml, mailHtml } from '../mail/mail-html.js';
import type { MailAttachmentRef, MailMessage } from '../mail/mail-queue.js';
import { academyDateFormat, eventDates } from '../common/event-calendar.js';
import type { TravelClaimDto } from './dto/travel-claim.dto.js';

const day = academyDateFormat('medium');

/**
 * The claim's summary as label/value rows, shared by the plain-text and HTML parts of every claim
 * mail. `publicForm`: for the mail the anonymous claim form triggers, which echoes only the checked
 * name of the free text typed into it (docs/decisions.md: never a relay for anyone's text or links).
 */
function summaryRows(claim: TravelClaimDto, publicForm = false): [string, string][] {
  const { event, institution, calculatedTravelCosts: travel, calculatedAccommodationCosts: stay } = claim;
  const address = institution.address;
  const rows: [string, string][] = [
    ['Transaction number', claim.identifier],
    ['Status', CLAIM_STATUS_LABELS[claim.status]],
    ['Participant', `${claim.firstname} ${claim.lastname}`],
    ['E-mail', claim.email],
  ];
  if (!publicForm) {
    rows.push(
      ['Phone', claim.phone],
      [
        'Place of employment',
        `${institution.name}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country.name}`,
      ],
    );
  }
  rows.push(
    ['Event', `${event.number}: ${event.title}`],
    ['Dates', eventDates(event, day)],
    ['Venue', `${event.location.name}, ${event.location.city}, ${event.location.country}`],
    ['Distance', `${travel.distance} km`],
    ['Travel', `${TRAVEL_TYPE_LABELS[travel.travelType]}: ${formatEuro(travel.amount)}`],
  );
  if (stay) {
    rows.push(['Accommodation', `${stay.nights} × ${formatEuro(stay.amount)} = ${formatEuro(stay.totalAmount)}`]);
  }
  rows.push(['Total refund', formatEuro(claim.totalAmount)]);
  return rows;
}

/** What each claim mail reports (MailMessage.kind). */
export const ClaimMailKind = {
  Saved: 'claim-saved',
  Summary: 'claim-summary',
  Requested: 'claim-requested',
  Approved: 'claim-approved',
  Rejected: 'claim-rejected',
  Paid: 'claim-paid',
  PaymentReturned: 'claim-payment-returned',
  ReminderAfterEvent: 'claim-reminder-after-event',
  ReminderBeforeDeadline: 'claim-reminder-before-deadline',
} as const;

function message(
  kind: string,
  to: string,
  subject: string,
  intro: string[],
  rows: [string, string][],
  outro: string[],
): MailMessage {
  const width = Math.max(...rows.map(([label]) => label.length));
  const text = [
    ...intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    '',
    ...outro,
  ].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align: left; padding: 2px 16px 2px 0; vertical-align: top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = mailHtml(`${paragraphs(intro)}
<table style="border-collapse: collapse; margin: 16px 0">
${table}
</table>
${paragraphs(outro)}`);
  return { kind, to, subject, text, html };
}

/** The claim's PDF summary, rendered when the mail is sent (see ClaimSummaryAttachment). */
export const CLAIM_SUMMARY_PDF = 'claim-summary-pdf';
const summaryPdf = (claim: TravelClaimDto): MailAttachmentRef[] => [{ kind: CLAIM_SUMMARY_PDF, claimId: claim.guid }];

/**
 * To the participant, right after saving: what was saved and how to go on. The PDF summary
 * (`withSummary`) only for a participant signed in with the claim's address (savedByAddressOwner):
 * the anonymous form may name anyone's address, and the summary echoes all the free text typed into it.
 */
export function claimSavedMail(claim: TravelClaimDto, publicUrl: string, withSummary: boolean): MailMessage {
  const mail = message(
    ClaimMailKind.Saved,
    claim.email,
    `Your unit-cost claim ${claim.identifier} has been saved`,
    [
      `Dear ${claim.firstname} ${claim.lastname},`,
      'thank you: your claim for travel and accommodation costs has been saved.',
    ],
    summaryRows(claim, true),
    [
      ...(withSummary ? ["The claim's full summary is attached as a PDF."] : []),
      `To see it and, once the event has ended, to request the payment with your bank details, sign in at ${publicUrl}/me/claims with this e-mail address.`,
    ],
  );
  return withSummary ? { ...mail, attachments: summaryPdf(claim) } : mail;
}

/** The full summary, sent by staff to any address ("Resend Claim"). */
export function claimSummaryMail(claim: TravelClaimDto, recipient: string): MailMessage {
  const mail = message(
    ClaimMailKind.Summary,
    recipient,
    `Unit-cost claim ${claim.identifier}: summary`,
    [`Summary of the unit-cost claim ${claim.identifier} of ${claim.firstname} ${claim.lastname}.`],
    summaryRows(claim),
    [],
  );
  return { ...mail, attachments: summaryPdf(claim) };
}

/** To the participant once the bank details are in and the payment is requested: what happens next. */
export function claimRequestedMail(claim: TravelClaimDto, publicUrl: string): MailMessage {
  return message(
    ClaimMailKind.Requested,
    claim.email,
    `Your unit-cost claim ${claim.identifier}: bank details received`,
    [
      `Dear ${claim.firstname} ${claim.lastname},`,
      `we have received your bank details and your request for the payment of ${formatEuro(claim.totalAmount)}. The academy checks the claim; you get a mail once it has been decided.`,
    ],
    summaryRows(claim),
    [`You can follow it at ${publicUrl}/me/claims.`],
  );
}

export function claimApprovedMail(claim: TravelClaimDto, publicUrl: string): MailMessage {
  return message(
    ClaimMailKind.Approved,
    claim.email,
    `Your unit-cost claim ${claim.identifier} has been approved`,
    [
      `Dear ${claim.firstname} ${claim.lastname},`,
      `your claim has been approved. ${formatEuro(claim.totalAmount)} will be paid in the next payment run.`,
    ],
    summaryRows(claim),
    [`You can follow it at ${publicUrl}/me/claims.`],
  );
}

export function claimRejectedMail(claim: TravelClaimDto, publicUrl: string): MailMessage {
  return message(
    ClaimMailKind.Rejected,
    claim.email,
    `Your unit-cost claim ${claim.identifier} has been rejected`,
    [
      `Dear ${claim.firstname} ${claim.lastname},`,
      `your claim has been rejected. Reason: ${rejectReasonText(claim.rejectReason, claim.othertxt)}.`,
    ],
    summaryRows(claim),
    [`If you have questions, please reply to the organisers of the event. Your claim: ${publicUrl}/me/claims.`],
  );
}

/** How the refund left the academy: the run's execution date and number, or the day it was marked as paid. */
export interface PaymentNotice {
  /** 'YYYY-MM-DD' (Europe/Berlin). */
  date: string;
  runNumber: string | null;
}

/** A transfer the bank returned or rejected: when, in which run, and why in plain words. */
export interface ReturnNotice {
  /** 'YYYY-MM-DD' (Europe/Berlin). */
  date: string;
  runNumber: string;
  /** 'the account has been closed' (paymentReturnReason). */
  reason: string;
}

/**
 * To the participant when the bank sent the refund back: why, and that new bank details bring it
 * into the next payment run.
 */
export function claimPaymentReturnedMail(claim: TravelClaimDto, notice: ReturnNotice, publicUrl: string): MailMessage {
  const account = claim.elvData ? ` to the account ${claim.elvData.iban}` : '';
  return message(
    ClaimMailKind.PaymentReturned,
    claim.email,
    `Your refund for claim ${claim.identifier} could not be paid`,
    [
      `Dear ${claim.firstname} ${claim.lastname},`,
      `we tried to pay ${formatEuro(claim.totalAmount)}${account}, but your bank sent the payment back on ${day.format(new Date(`${notice.date}T12:00:00Z`))} because ${notice.reason}.`,
      'Please check your bank details and enter them again: the refund is then paid in the next payment run.',
    ],
    summaryRows(claim),
    [`Enter your bank details at ${publicUrl}/me/claims/${claim.guid}/bankdetails (sign in with this e-mail address).`],
  );
}

/** To the participant once the refund is paid: the amount, the account (masked) and the date. */
export function claimPaidMail(claim: TravelClaimDto, payment: PaymentNotice, publicUrl: string): MailMessage {
  const account = claim.elvData ? ` to the account ${claim.elvData.iban}` : '';
  const run = payment.runNumber ? ` (payment run ${payment.runNumber})` : '';
  return message(
    ClaimMailKind.Paid,
    claim.email,
    `Your refund for claim ${claim.identifier} is on its way`,
    [
      `Dear ${claim.firstname} ${claim.lastname},`,
      `${formatEuro(claim.totalAmount)} has been paid${account} on ${day.format(new Date(`${payment.date}T12:00:00Z`))}${run}. Depending on your bank it arrives within one to three business days.`,
    ],
    summaryRows(claim),
    [`You can see the claim at ${publicUrl}/me/claims.`],
  );
}

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
  const { event } = claim;
  const until = deadline ? ` The claim can be requested until ${day.format(deadline)}.` : '';
  const [kind, subject, why] =
    reminder === 'after-event'
      ? [
          ClaimMailKind.ReminderAfterEvent,
          `Your unit-cost claim ${claim.identifier}: you can now request the payment`,
          `the seminar ${event.number} "${event.title}" has ended, and your claim ${claim.identifier} for ${formatEuro(claim.totalAmount)} is saved, but the payment has not been requested yet.${until}`,
        ]
      : [
          ClaimMailKind.ReminderBeforeDeadline,
          `Your unit-cost claim ${claim.identifier}: request the payment by ${deadline ? day.format(deadline) : 'the deadline'}`,
          `your claim ${claim.identifier} for ${formatEuro(claim.totalAmount)} for the seminar ${event.number} "${event.title}" is saved, but the payment has not been requested yet.${until}`,
        ];
  return message(
    kind,
    claim.email,
    subject,
    [
      `Dear ${claim.firstname} ${claim.lastname},`,
      why,
      'To receive the refund, sign in with this e-mail address and enter the bank account it should be paid to.',
    ],
    [
      ['Transaction number', claim.identifier],
      ['Event', `${event.number}: ${event.title}`],
      ['Dates', eventDates(event, day)],
      ['Total refund', formatEuro(claim.totalAmount)],
      ...(deadline ? ([['Request by', day.format(deadline)]] as [string, string][]) : []),
    ],
    [
      `Request the payment at ${publicUrl}/me/claims/${claim.guid}/bankdetails`,
      'If you do not want the refund, you can ignore this mail.',
    ],
  );
}
