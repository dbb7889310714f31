import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { Redis, type RedisOptions } from 'ioredis';

import { withTimeLimit } from '../common/time-limit.js';
import { redisNamespace } from '../config/redis-namespace.js';
import { InProcessMailDispatcher } from './in-process-mail.dispatcher.js';
import { MailDelivery, reasonOf } from './mail-delivery.js';
import type { MailDispatcher } from './mail-dispatcher.js';
import type { OutboxId } from './mail-outbox.repository.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.js';

export interface BullMailDispatcherOptions {
  redisUrl: string;
  /** Bull's key prefix: see bullPrefix(). */
  prefix: string;
  retry?: RetryPolicy;
}

/** A job names its outbox row; the mail itself stays in PostgreSQL. */
export interface MailJob {
  outboxId: OutboxId;
}

const QUEUE_NAME = 'mail';
const CONCURRENCY = 4;
/** How long a hand-over waits for Redis before the mail is delivered in-process instead. */
const ADD_TIME_LIMIT_MS = 500;
/** How long shutting down waits for Bull to finish the jobs under way and close its queues. */
const CLOSE_GRACE_MS = 5000;

/** Bull's key prefix: the deployment's Redis namespace (see redisNamespace). */
export function bullPrefix(databaseUrl: string | undefined): string {
  return `bull:${redisNamespace(databaseUrl)}`;
}

/** One job id per outbox row: Bull ignores the add of a job id it holds, so handing a mail over again is harmless. */
export const mailJobId = (id: OutboxId) => `outbox-${id}`;

/**
 * With REDIS_URL: outbox mails become jobs of the Bull queue 'mail', tried with the retry policy
 * (exponential backoff); a mail that fails for good is marked failed in the outbox, and its job stays
 * in Redis as failed.
 *
 * Two Bull handles share the queue. The producer's connection fails fast, so a hand-over learns at
 * once when Redis is down and delivers in-process instead. The worker's connections wait out an
 * outage. When the producer connects again after an outage, every unsent mail is handed over again:
 * a Redis that restarted without its data has lost the jobs it held.
 */
export class BullMailDispatcher implements MailDispatcher {
  private readonly logger = new Logger('Mail');
  private readonly connections: Redis[] = [];
  private readonly producer: Bull.Queue<MailJob>;
  private readonly worker: Bull.Queue<MailJob>;
  private readonly jobOptions: Bull.JobOptions;
  /** Delivers what Redis cannot take right now. */
  private readonly fallback: InProcessMailDispatcher;
  private redisUp?: boolean;
  private redeliverAll: () => void = () => undefined;
  private closing = false;

  constructor(
    private readonly delivery: MailDelivery,
    options: BullMailDispatcherOptions,
  ) {
    const retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.jobOptions = {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: true,
      removeOnFail: false,
    };
    this.fallback = new InProcessMailDispatcher(delivery, retry, false);
    const { redisUrl, prefix } = options;
    this.producer = new Bull(QUEUE_NAME, {
      prefix,
      createClient: () => this.connect(redisUrl, 'producer', { enableOfflineQueue: false }),
    });
    // Bull wants the worker's subscriber and blocking connections without a retry limit.
    this.worker = new Bull(QUEUE_NAME, {
      prefix,
      createClient: (type) => this.connect(redisUrl, `worker-${type}`, { maxRetriesPerRequest: null }),
    });
  }

  /** Named, so CLIENT LIST shows whose connections these are. No ready check: Bull requires none on its worker's. */
  private connect(url: string, role: string, options: RedisOptions): Redis {
    const connection = new Redis(url, {
      ...options,
      enableReadyCheck: false,
      connectionName: `unit-costs:mail:${role}`,
    });
    this.connections.push(connection);
    return connection;
  }

  async start(redeliverAll: () => void): Promise<void> {
    this.redeliverAll = redeliverAll;
    const producer = this.producer.client;
    producer.on('ready', () => this.redisState(true));
    producer.on('close', () => this.redisState(false));
    this.worker.on('failed', (job, error) => this.failed(job, error));
    // While Redis is down every reconnect attempt raises an error; the outage is logged once instead.
    this.worker.on('error', (error) => {
      if (this.redisUp) this.logger.error(`Mail queue: ${error.message}`);
    });
    this.worker
      .process(CONCURRENCY, (job) => this.delivery.deliver(job.data.outboxId))
      .catch((error: unknown) => this.logger.error(`Mail worker stopped: ${reasonOf(error)}`));
    // The first mails of a fresh start should not take the fallback only because the connection is still opening.
    if (producer.status !== 'ready') {
      const opened = new Promise((resolve) => producer.once('ready', resolve).once('close', resolve));
      await withTimeLimit(opened, 2000).catch(() => undefined);
    }
    this.redisState(producer.status === 'ready');
  }

  hand(ids: OutboxId[]): void {
    for (const id of ids) {
      withTimeLimit(
        this.producer.add({ outboxId: id }, { ...this.jobOptions, jobId: mailJobId(id) }),
        ADD_TIME_LIMIT_MS,
      )
        // Perhaps queued after all (a time-out): the row's lease keeps the two from both sending it.
        .catch((error: unknown) => {
          if (this.closing) return;
          this.logger.warn(`Redis did not take outbox mail ${id} (${reasonOf(error)}): it is delivered in-process`);
          this.fallback.hand([id]);
        });
    }
  }

  private redisState(up: boolean): void {
    if (up === this.redisUp || this.closing) return;
    const wasDown = this.redisUp === false;
    this.redisUp = up;
    if (!up) {
      this.logger.warn('Redis is unreachable: mails are delivered in-process until it is back');
      return;
    }
    this.logger.log('Mail jobs are queued in Redis');
    if (wasDown) this.redeliverAll();
  }

  private failed(job: Bull.Job<MailJob>, error: Error): void {
    const attempts = job.opts.attempts ?? 1;
    if (job.attemptsMade < attempts) {
      this.logger.warn(`${error.message}: attempt ${job.attemptsMade} of ${attempts} failed, retrying`);
      return;
    }
    this.logger.error(
      `${error.message}: failed for good after ${attempts} attempts, kept in Redis as failed job ${job.id}`,
    );
    this.delivery.failedForGood(job.data.outboxId, error).catch((cause: unknown) => {
      this.logger.error(`outbox mail ${job.data.outboxId} could not be marked failed: ${reasonOf(cause)}`);
    });
  }

  /** Waits for the jobs under way, then closes every connection; jobs still waiting stay in Redis. */
  async close(): Promise<void> {
    this.closing = true;
    // Waiting for the jobs under way makes Bull reconnect its blocking connection, which with Redis
    // gone never succeeds (and rejects where no one listens): then the worker closes without waiting,
    // and any wait is bounded before the connections are cut. A job cut off keeps its outbox row
    // unsent until its lease ends, so the next hand-over delivers it.
    const queues = Promise.all([this.worker.close(this.redisUp !== true), this.producer.close()]);
    await Promise.all([withTimeLimit(queues, CLOSE_GRACE_MS).catch(() => undefined), this.fallback.close()]);
    // Bull leaves connections it did not create (createClient) to their creator.
    for (const connection of this.connections) connection.disconnect();
  }
}
