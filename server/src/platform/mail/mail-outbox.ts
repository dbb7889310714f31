import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import type { TransactionHost } from '../database/transaction-host.js';
import { reasonOf } from './mail-delivery.js';
import type { MailDispatcher } from './mail-dispatcher.js';
import type { MailOutboxRepository, OutboxId } from './mail-outbox.repository.js';
import { MailQueue, type MailMessage } from './mail-queue.js';

/** How often every replica looks for mails that were written but never (or too long ago) handed over. */
const SWEEP_MS = 10_000;
const SWEEP_BATCH = 200;
/** How often the sent mails past their keeping time are deleted. */
const PRUNE_MS = 60 * 60_000;

/**
 * The mail port as a transactional outbox. send() writes the mail as a row, in the caller's unit of
 * work if one is open; once that commits (TransactionHost.afterCommit), the row is handed to the
 * dispatcher; a rolled-back mail never is. A crash between commit and hand-over, or a Redis that lost its jobs,
 * loses nothing: at start and every SWEEP_MS the rows still unsent are handed over again, and the
 * delivery's lease on the row keeps a mail from being sent twice.
 */
export class MailOutbox extends MailQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private sweeper?: NodeJS.Timeout;
  private pruner?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    private readonly transactions: TransactionHost,
    private readonly outbox: MailOutboxRepository,
    private readonly dispatcher: MailDispatcher,
  ) {
    super();
  }

  async send(mail: MailMessage): Promise<void> {
    this.written(await this.outbox.add(mail));
  }

  written(id: OutboxId): void {
    this.transactions.afterCommit(() => this.dispatcher.hand([id]));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.dispatcher.start(() => void this.sweep(true));
    void this.sweep(false);
    this.sweeper = setInterval(() => void this.sweep(false), SWEEP_MS).unref();
    this.pruner = setInterval(() => void this.prune(), PRUNE_MS).unref();
  }

  /** Every replica prunes; deleting what another already deleted is harmless. */
  private async prune(): Promise<void> {
    try {
      const pruned = await this.outbox.pruneSent();
      if (pruned > 0) this.logger.log(`Deleted ${pruned} sent mails past their keeping time`);
      await this.outbox.pruneQuotas();
    } catch (error) {
      this.logger.warn(`Pruning sent mails failed, next in ${PRUNE_MS} ms: ${reasonOf(error)}`);
    }
  }

  /** Hands over what is due again (`all`: every unsent mail); one sweep at a time. */
  private sweep(all: boolean): Promise<void> {
    const previous = this.sweeping ?? Promise.resolve();
    const next = previous.then(async () => {
      try {
        let ids: OutboxId[];
        do {
          ids = await this.outbox.claimDue(SWEEP_BATCH, all);
          this.dispatcher.hand(ids);
        } while (ids.length === SWEEP_BATCH);
      } catch (error) {
        this.logger.warn(`Mail outbox sweep failed, next in ${SWEEP_MS} ms: ${reasonOf(error)}`);
      }
    });
    this.sweeping = next;
    return next;
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.pruner);
    await this.sweeping;
    await this.dispatcher.close();
  }
}
