import { Injectable } from '@nestjs/common';

import { MailAttachments } from './mail-attachments.js';
import { MailOutboxRepository, type OutboxId } from './mail-outbox.repository.js';
import { describeMail } from './mail-queue.js';
import { MailTransport } from './mail.transport.js';

export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One delivery attempt of an outbox mail: what the Bull worker and the in-process runner both run. */
@Injectable()
export class MailDelivery {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly attachments: MailAttachments,
  ) {}

  /**
   * Sends mail `id` unless it is sent, failed for good or being sent by another attempt right now
   * (the row's lease): however often a mail is handed over, it is sent once. Rejects, naming the
   * mail but never its body, when SMTP refuses it.
   */
  async deliver(id: OutboxId): Promise<void> {
    const mail = await this.outbox.lease(id);
    if (!mail) return;
    try {
      await this.transport.send(mail, await this.attachments.render(mail.attachments ?? []));
    } catch (error) {
      await this.outbox.release(id, reasonOf(error));
      throw new Error(`${describeMail(mail)}: ${reasonOf(error)}`, { cause: error });
    }
    await this.outbox.markSent(id);
  }

  /** Every attempt failed: the mail stays in the outbox as failed, with the last error. */
  failedForGood(id: OutboxId, error: unknown): Promise<void> {
    return this.outbox.markFailed(id, reasonOf(error));
  }
}
