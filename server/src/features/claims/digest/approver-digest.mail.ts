import { ClaimStatus, formatEuro } from '@unit-costs/contract';

import { academyDateFormat } from '../../../platform/common/event-calendar.js';
import { escapeHtml, mailHtml } from '../../../platform/mail/mail-html.js';
import type { MailMessage } from '../../../platform/mail/mail-queue.js';
import type { DigestRecipient, WaitingClaim } from './approver-digest.repository.js';

export const APPROVER_DIGEST_KIND = 'approver-digest';

const day = academyDateFormat('medium');
const DAY_MS = 86_400_000;

/** The console's page of a claim, where it is approved or declined. */
export const consoleClaimUrl = (publicUrl: string, guid: string) => `${publicUrl}/admin/claim/${guid}`;

/** The daily digest to one approver: every listed claim with its age and a link to its console page. */
export function approverDigestMail(
  to: DigestRecipient,
  claims: WaitingClaim[],
  total: number,
  days: number,
  now: Date,
  publicUrl: string,
): MailMessage {
  const line = (claim: WaitingClaim) => {
    const waited = Math.floor((now.getTime() - new Date(claim.requestedAt).getTime()) / DAY_MS);
    return `${claim.identifier}: ${claim.name}, ${claim.eventNumber}, ${formatEuro(claim.totalAmount)}, requested ${day.format(new Date(claim.requestedAt))} (${waited} days ago)`;
  };
  const intro = `${total === 1 ? 'One claim has' : `${total} claims have`} been waiting for a decision for more than ${days} days.`;
  const more = total > claims.length ? [`And ${total - claims.length} more: see the claim list below.`] : [];
  const listUrl = `${publicUrl}/admin/claims?filter=${encodeURIComponent(JSON.stringify({ status: ClaimStatus.Requested }))}`;
  const text = [
    `Dear ${to.name},`,
    '',
    intro,
    '',
    ...claims.flatMap((claim) => [line(claim), `  ${consoleClaimUrl(publicUrl, claim.guid)}`]),
    ...more,
    '',
    `All claims waiting for a decision: ${listUrl}`,
    '',
    'You get this mail once a day while claims wait longer than that.',
  ].join('\n');
  const items = claims
    .map(
      (claim) =>
        `<li><a href="${escapeHtml(consoleClaimUrl(publicUrl, claim.guid))}">${escapeHtml(line(claim))}</a></li>`,
    )
    .join('\n');
  const html = mailHtml(`<p>${escapeHtml(`Dear ${to.name},`)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${items}
</ul>
${more.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<p><a href="${escapeHtml(listUrl)}">All claims waiting for a decision</a></p>
<p>You get this mail once a day while claims wait longer than that.</p>`);
  return {
    kind: APPROVER_DIGEST_KIND,
    to: to.email,
    subject: `${total === 1 ? '1 claim waits' : `${total} claims wait`} for your decision`,
    text,
    html,
  };
}
