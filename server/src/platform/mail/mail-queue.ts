import type { OutboxId } from './mail-outbox.repository.js';

/**
 * A file attached to a mail, named by reference and rendered when the mail is sent (never bytes in
 * the outbox): e.g. `{ kind: 'claim-summary-pdf', claimId }`. See MailAttachments.
 */
export interface MailAttachmentRef {
  kind: string;
  [detail: string]: string | number;
}

export interface MailMessage {
  /** What the mail reports, e.g. 'claim-saved' or 'guest-code': limits and logs count by it. */
  kind: string;
  to: string;
  subject: string;
  /** Plain-text part; every mail also carries the HTML part. */
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
}

/**
 * The port every feature sends mail through: one call with a JSON-serialisable mail. Inside a unit
 * of work (TransactionHost.run) the mail is written to the outbox in its transaction and goes out
 * only if that commits; outside one it is written on its own. send() resolves once the mail is
 * stored, not once it is delivered.
 */
export abstract class MailQueue {
  abstract send(mail: MailMessage): Promise<void>;

  /**
   * A mail its caller wrote into the outbox itself, as part of a larger statement (a claim's save):
   * handed over for delivery once the unit of work commits, like a mail of send().
   */
  abstract written(id: OutboxId): void;
}

/**
 * How logs name a mail: its outbox id and template, never its recipient, subject or body (an
 * address, a name, a sign-in code); the outbox row says the rest to whoever may read it.
 */
export function describeMail(id: OutboxId, mail: Pick<MailMessage, 'kind'>): string {
  return `outbox mail ${id} (${mail.kind})`;
}
