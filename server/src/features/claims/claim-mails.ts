import {
  countryNameIn,
  eventTitleIn,
  formatsOf,
  knownStatus,
  type Language,
  type MessageKey,
  type MessageValues,
  REJECT_REASON_LABELS,
  RejectReason,
  returnReasonInWords,
  translate,
} from '@unit-costs/contract';

import { academyDateFormat, eventDates } from '../../platform/common/event-calendar.js';
import { escapeHtml, mailHtml } from '../../platform/mail/mail-html.js';
import type { MailAttachmentRef, MailMessage } from '../../platform/mail/mail-queue.js';
import type { TravelClaimDto } from './dto/travel-claim.dto.js';

/**
 * The value of a message argument that is missing (no account, no run, no deadline): the catalogues'
 * `{x, select, none {…} other {…}}` then leave its words out, in every language; it is never written.
 */
export const NONE = 'none';

/** The words of the claim's mails, in the language the claim was saved in (docs/decisions.md, "Languages"). */
export function wordsOf(claim: TravelClaimDto) {
  const language: Language = claim.language;
  const day = academyDateFormat('medium', false, language);
  return {
    t: (key: MessageKey, values?: MessageValues) => translate(language, key, values),
    euro: formatsOf(language).euro,
    number: formatsOf(language).number,
    /** 'YYYY-MM-DD' (Europe/Berlin) as the language writes a day. */
    day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
    dates: (event: TravelClaimDto['event']) => eventDates(event, day, language),
    greeting: translate(language, 'mail.greeting', { firstname: claim.firstname, lastname: claim.lastname }),
    /** The event's title in the claim's language where the event has one. */
    title: eventTitleIn(claim.event, language),
    /** A country's name in the claim's language ('Belgien', 'Belgique'). */
    country: (country: { name: string; iso_3166?: string }) => countryNameIn(country, language),
    language,
  };
}

/**
 * The claim's summary as label/value rows, shared by the plain-text and HTML parts of every claim
 * mail. `publicForm`: for the mail the anonymous claim form triggers, which echoes only the checked
 * name of the free text typed into it (docs/decisions.md: never a relay for anyone's text or links).
 */
function summaryRows(claim: TravelClaimDto, publicForm = false): [string, string][] {
  const { t, euro, number, dates, title, country } = wordsOf(claim);
  const { event, institution, calculatedTravelCosts: travel, calculatedAccommodationCosts: stay } = claim;
  const address = institution.address;
  const rows: [string, string][] = [
    [t('mail.row.transactionNumber'), claim.identifier],
    [t('mail.row.status'), t(`claimStatus.${knownStatus(claim.status)}`)],
    [t('mail.row.participant'), `${claim.firstname} ${claim.lastname}`],
    [t('mail.row.email'), claim.email],
  ];
  if (!publicForm) {
    rows.push(
      [t('mail.row.phone'), claim.phone],
      [
        t('mail.row.employer'),
        `${institution.name}, ${address.street}, ${address.postalCode} ${address.city}, ${country(address.country)}`,
      ],
    );
  }
  rows.push(
    [t('mail.row.event'), `${event.number}: ${title}`],
    [t('mail.row.dates'), dates(event)],
    [
      t('mail.row.venue'),
      `${event.location.name}, ${event.location.city}, ${country({ name: event.location.country, iso_3166: event.location.iso_3166 })}`,
    ],
    [t('mail.row.distance'), `${number(travel.distance)} km`],
    [t('mail.row.travel'), `${t(`travelType.${travel.travelType}`)}: ${euro(travel.amount)}`],
  );
  if (stay) {
    rows.push([t('mail.row.accommodation'), `${stay.nights} × ${euro(stay.amount)} = ${euro(stay.totalAmount)}`]);
  }
  rows.push([t('mail.row.total'), euro(claim.totalAmount)]);
  return rows;
}

/** A claim's reject reason in words of `language`: the free text for 'other', else the reason's label. */
export function rejectReasonIn(claim: Pick<TravelClaimDto, 'rejectReason' | 'othertxt'>, language: Language): string {
  const other = claim.rejectReason === RejectReason.Other ? claim.othertxt?.trim() : undefined;
  if (other) return other;
  const known = claim.rejectReason !== null && Object.hasOwn(REJECT_REASON_LABELS, claim.rejectReason);
  return known ? translate(language, `rejectReason.${claim.rejectReason as RejectReason}`) : '';
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

/** A claim mail of its parts: plain text, and HTML with the rows as a table. */
export function message(
  t: (key: MessageKey, values?: MessageValues) => string,
  kind: string,
  to: string,
  subject: string,
  intro: string[],
  rows: [string, string][],
  outro: string[],
): MailMessage {
  // 'Statut :' in French (a narrow no-break space before the colon), 'Status:' in English and German.
  const labels = rows.map(([label]) => t('common.labelled', { label }));
  const width = Math.max(...labels.map((label) => label.length));
  const text = [
    ...intro,
    '',
    ...rows.map(([, value], index) => `${labels[index]!.padEnd(width + 1)}${value}`),
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
  const { t, greeting } = wordsOf(claim);
  const mail = message(
    t,
    ClaimMailKind.Saved,
    claim.email,
    t('mail.saved.subject', { identifier: claim.identifier }),
    [greeting, t('mail.saved.intro')],
    summaryRows(claim, true),
    [...(withSummary ? [t('mail.saved.pdfAttached')] : []), t('mail.saved.signIn', { url: `${publicUrl}/me/claims` })],
  );
  return withSummary ? { ...mail, attachments: summaryPdf(claim) } : mail;
}

/** The full summary, sent by staff to any address ("Resend Claim"). */
export function claimSummaryMail(claim: TravelClaimDto, recipient: string): MailMessage {
  const { t } = wordsOf(claim);
  const mail = message(
    t,
    ClaimMailKind.Summary,
    recipient,
    t('mail.summary.subject', { identifier: claim.identifier }),
    [t('mail.summary.intro', { identifier: claim.identifier, firstname: claim.firstname, lastname: claim.lastname })],
    summaryRows(claim),
    [],
  );
  return { ...mail, attachments: summaryPdf(claim) };
}

/** To the participant once the bank details are in and the payment is requested: what happens next. */
export function claimRequestedMail(claim: TravelClaimDto, publicUrl: string): MailMessage {
  const { t, euro, greeting } = wordsOf(claim);
  return message(
    t,
    ClaimMailKind.Requested,
    claim.email,
    t('mail.requested.subject', { identifier: claim.identifier }),
    [greeting, t('mail.requested.intro', { amount: euro(claim.totalAmount) })],
    summaryRows(claim),
    [t('mail.follow', { url: `${publicUrl}/me/claims` })],
  );
}

export function claimApprovedMail(claim: TravelClaimDto, publicUrl: string): MailMessage {
  const { t, euro, greeting } = wordsOf(claim);
  return message(
    t,
    ClaimMailKind.Approved,
    claim.email,
    t('mail.approved.subject', { identifier: claim.identifier }),
    [greeting, t('mail.approved.intro', { amount: euro(claim.totalAmount) })],
    summaryRows(claim),
    [t('mail.follow', { url: `${publicUrl}/me/claims` })],
  );
}

export function claimRejectedMail(claim: TravelClaimDto, publicUrl: string): MailMessage {
  const { t, greeting, language } = wordsOf(claim);
  const reason = rejectReasonIn(claim, language);
  return message(
    t,
    ClaimMailKind.Rejected,
    claim.email,
    t('mail.rejected.subject', { identifier: claim.identifier }),
    [greeting, t('mail.rejected.intro', { reason })],
    summaryRows(claim),
    [t('mail.rejected.outro', { url: `${publicUrl}/me/claims` })],
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
  /** The ISO 20022 reason code, and the bank's own words (AddtlInf): read in the claim's language. */
  reasonCode: string | null;
  details: string | null;
}

/**
 * To the participant when the bank sent the refund back: why, and that new bank details bring it
 * into the next payment run.
 */
export function claimPaymentReturnedMail(claim: TravelClaimDto, notice: ReturnNotice, publicUrl: string): MailMessage {
  const { t, euro, day, greeting } = wordsOf(claim);
  return message(
    t,
    ClaimMailKind.PaymentReturned,
    claim.email,
    t('mail.returned.subject', { identifier: claim.identifier }),
    [
      greeting,
      t('mail.returned.intro', {
        amount: euro(claim.totalAmount),
        account: claim.elvData?.iban ?? NONE,
        date: day(notice.date),
        reason: returnReasonInWords(notice.reasonCode, notice.details, claim.language),
      }),
      t('mail.returned.again'),
    ],
    summaryRows(claim),
    [t('mail.returned.outro', { url: `${publicUrl}/me/claims/${claim.guid}/bankdetails` })],
  );
}

/** To the participant once the refund is paid: the amount, the account (masked) and the date. */
export function claimPaidMail(claim: TravelClaimDto, payment: PaymentNotice, publicUrl: string): MailMessage {
  const { t, euro, day, greeting } = wordsOf(claim);
  return message(
    t,
    ClaimMailKind.Paid,
    claim.email,
    t('mail.paid.subject', { identifier: claim.identifier }),
    [
      greeting,
      t('mail.paid.intro', {
        amount: euro(claim.totalAmount),
        account: claim.elvData?.iban ?? NONE,
        date: day(payment.date),
        run: payment.runNumber ?? NONE,
      }),
    ],
    summaryRows(claim),
    [t('mail.paid.outro', { url: `${publicUrl}/me/claims` })],
  );
}
