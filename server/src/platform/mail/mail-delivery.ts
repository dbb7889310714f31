import { Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';

import { withoutAddresses } from '../common/email-address.js';
import { Metrics } from '../metrics/metrics.js';
import { MailAttachments } from './mail-attachments.js';
import { MailOutboxRepository, type OutboxId } from './mail-outbox.repository.js';
import { describeMail } from './mail-queue.js';
import { MailTransport } from './mail.transport.js';

/**
 * An error's message for a log line or the outbox row, without e-mail addresses: an SMTP server's
 * refusal quotes the recipient ("550 5.1.1 <jane@...>: Recipient address rejected").
 */
export const reasonOf = (error: unknown): string =>
  withoutAddresses(error instanceof Error ? error.message : String(error));

/**
 * Waits between tries of marking a sent mail as sent: doubling from 50 ms to 5 s, about two minutes
 * in all, well inside the lease (5 minutes) that keeps every other attempt from sending it again.
 */
const MARK_RETRY_MS = [50, 100, 200, 400, 800, 1600, 3200, ...Array<number>(22).fill(5000)];

/** One delivery attempt of an outbox mail: what the Bull worker and the in-process runner both run. */
@Injectable()
export class MailDelivery {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly attachments: MailAttachments,
    private readonly metrics: Metrics,
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
      this.metrics.mailAttemptsFailed.inc({ kind: mail.kind });
      await this.outbox.release(id, reasonOf(error));
      throw new Error(`${describeMail(id, mail)}: ${reasonOf(error)}`, { cause: error });
    }
    this.metrics.mailsSent.inc({ kind: mail.kind });
    await this.markSent(id, describeMail(id, mail));
  }

  /**
   * The SMTP server took the mail: it must be marked sent, or the next attempt after the lease sends
   * it again. A mark lost with its database connection (the pool replaces it) is tried again.
   */
  private async markSent(id: OutboxId, described: string): Promise<void> {
    for (const waitMs of [...MARK_RETRY_MS, undefined]) {
      try {
        return await this.outbox.markSent(id);
      } catch (error) {
        if (waitMs === undefined) {
          throw new Error(`${described} was sent, but could not be marked sent: ${reasonOf(error)}`, { cause: error });
        }
        this.logger.warn(`${described} was sent; marking it sent failed (${reasonOf(error)}), trying again`);
        await sleep(waitMs);
      }
    }
  }

  /** Every attempt failed: the mail stays in the outbox as failed, with the last error. */
  failedForGood(id: OutboxId, error: unknown): Promise<void> {
    this.metrics.mailsFailed.inc();
    return this.outbox.markFailed(id, reasonOf(error));
  }
}
