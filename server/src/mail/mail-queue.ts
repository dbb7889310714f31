export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part; every mail also carries the HTML part. */
  text: string;
  html: string;
}

/**
 * The port every feature sends mail through. Call it after the database work the mail reports on
 * has committed: send() resolves once the mail is safely queued, not once it is delivered.
 */
export abstract class MailQueue {
  abstract send(mail: MailMessage): Promise<void>;
}

/** How logs name a mail: recipient and subject, never the body (it may hold a sign-in code). */
export function describeMail(mail: MailMessage): string {
  return `mail to ${mail.to} ("${mail.subject}")`;
}
