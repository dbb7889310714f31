import { type Language, translate } from '@unit-costs/contract';

import { escapeHtml, mailHtml } from '../../mail/mail-html.js';
import type { MailMessage } from '../../mail/mail-queue.js';

export const GUEST_CODE_MAIL = 'guest-code';

/**
 * The mail with a guest's sign-in code, in the language of the page that asked for it: what it is
 * for, how long it lasts, and what to do if unexpected.
 */
export function guestCodeMail(
  to: string,
  code: string,
  minutes: number,
  publicUrl: string,
  language: Language = 'en',
): MailMessage {
  const signIn = `${publicUrl}/login`;
  const codeIs = translate(language, 'mail.code.is');
  const ignore = translate(language, 'mail.code.ignore');
  const text = [
    `${codeIs} ${code}`,
    '',
    translate(language, 'mail.code.use', { url: signIn, minutes }),
    '',
    ignore,
  ].join('\n');
  const link = `<a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a>`;
  const html = mailHtml(`<p>${escapeHtml(codeIs)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>
<p>${escapeHtml(translate(language, 'mail.code.use', { url: '\u0000', minutes })).replace('\u0000', link)}</p>
<p style="color: #666">${escapeHtml(ignore)}</p>`);
  // Not in the subject: subjects show in mail previews and logs.
  return { kind: GUEST_CODE_MAIL, to, subject: translate(language, 'mail.code.subject'), text, html };
}
