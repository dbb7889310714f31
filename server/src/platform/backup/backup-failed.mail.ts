import { escapeHtml, mailHtml } from '../mail/mail-html.js';
import type { MailMessage } from '../mail/mail-queue.js';

export const BACKUP_FAILED_KIND = 'backup-failed';

/** To an Admin: the day's backup failed, why, and what to do. */
export function backupFailedMail(to: string, publicUrl: string, failure: string, at: Date): MailMessage {
  const lines = [
    `The scheduled backup of ${publicUrl} failed at ${at.toISOString()}:`,
    '',
    failure,
    '',
    "The server tries again at the next day's time. Until a backup succeeds, the last good one grows older",
    '(GET /api/health reports its age). Fix the cause and run `npm run backup` on the server to take one now.',
  ];
  return {
    kind: BACKUP_FAILED_KIND,
    to,
    subject: `The backup of ${new URL(publicUrl).host} failed`,
    text: lines.join('\n'),
    html: mailHtml(
      lines
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('\n'),
    ),
  };
}
