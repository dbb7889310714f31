import { escapeHtml, mailHtml } from '../../mail/mail-html.js';
import type { MailMessage } from '../../mail/mail-queue.js';

export const GUEST_CODE_MAIL = 'guest-code';

/** The mail with a guest's sign-in code: what it is for, how long it lasts, and what to do if unexpected. */
export function guestCodeMail(to: string, code: string, minutes: number, publicUrl: string): MailMessage {
  const signIn = `${publicUrl}/login`;
  const text = [
    `Your sign-in code is ${code}`,
    '',
    `Enter it on ${signIn} to see your unit-cost claims for travel and accommodation and to request`,
    `their payment. The code is valid for ${minutes} minutes and can be used once.`,
    '',
    'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.',
  ].join('\n');
  const html = mailHtml(`<p>Your sign-in code is</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>
<p>Enter it on <a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a> to see your unit-cost claims for travel and
accommodation and to request their payment. The code is valid for ${minutes} minutes and can be used once.</p>
<p style="color: #666">If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it.</p>`);
  // Not in the subject: subjects show in mail previews and logs.
  return { kind: GUEST_CODE_MAIL, to, subject: 'Your sign-in code for your unit-cost claims', text, html };
}
