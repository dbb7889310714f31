import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

import { reasonOf } from './mail-delivery.js';
import type { MailDispatcher } from './mail-dispatcher.js';
import type { MailOutboxRepository, OutboxId } from './mail-outbox.repository.js';
import { MailQueue, type MailMessage } from './mail-queue.js';

/** How often every replica looks for mails that were written but never (or too long ago) handed over. */
const SWEEP_MS = 10_000;
const SWEEP_BATCH = 200;

/**
 * The mail port as a transactional outbox. send() writes the mail as a row, in the caller's
 * transaction when given one; once that commits (a TypeORM subscriber sees the commit), the row is
 * handed to the dispatcher. A crash between commit and hand-over, or a Redis that lost its jobs,
 * loses nothing: at start and every SWEEP_MS the rows still unsent are handed over again, and the
 * delivery's lease on the row keeps a mail from being sent twice.
 */
export class MailOutbox
  extends MailQueue
  implements EntitySubscriberInterface, OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger('Mail');
  /** Mails written inside a transaction still open, by its query runner. */
  private readonly uncommitted = new WeakMap<QueryRunner, OutboxId[]>();
  private sweeper?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    dataSource: DataSource,
    private readonly outbox: MailOutboxRepository,
    private readonly dispatcher: MailDispatcher,
  ) {
    super();
    dataSource.subscribers.push(this);
  }

  async send(mail: MailMessage, within?: EntityManager): Promise<void> {
    const id = await this.outbox.add(mail, within);
    const transaction = within?.queryRunner;
    if (transaction?.isTransactionActive) {
      const ids = this.uncommitted.get(transaction) ?? [];
      this.uncommitted.set(transaction, [...ids, id]);
    } else {
      this.dispatcher.hand([id]);
    }
  }

  /** Also called for a savepoint's release: only the outermost commit makes the rows visible. */
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return;
    const ids = this.uncommitted.get(queryRunner);
    if (!ids) return;
    this.uncommitted.delete(queryRunner);
    this.dispatcher.hand(ids);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) this.uncommitted.delete(queryRunner);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.dispatcher.start(() => void this.sweep(true));
    void this.sweep(false);
    this.sweeper = setInterval(() => void this.sweep(false), SWEEP_MS).unref();
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
    await this.sweeping;
    await this.dispatcher.close();
  }
}
