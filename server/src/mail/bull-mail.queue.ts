import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import Bull from 'bull';
import { Redis, type RedisOptions } from 'ioredis';
import { randomUUID } from 'node:crypto';

import { redisNamespace } from '../config/redis-namespace.js';
import { InProcessRunner } from './in-process-mail.queue.js';
import { describeMail, MailQueue, type MailMessage } from './mail-queue.js';
import type { MailTransport } from './mail.transport.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.js';

export interface BullMailQueueOptions {
  redisUrl: string;
  /** Bull's key prefix: see bullPrefix(). */
  prefix: string;
  retry?: RetryPolicy;
}

const QUEUE_NAME = 'mail';
const CONCURRENCY = 4;
/** How long send() waits for Redis to confirm a job: a request never hangs on an unreachable Redis. */
const ADD_TIME_LIMIT_MS = 2000;
/** ioredis' refusal of a command it never wrote to the socket (the producer has no offline queue). */
const NOT_SENT = "Stream isn't writeable and enableOfflineQueue options is false";

/** Bull's key prefix: the deployment's Redis namespace (see redisNamespace). */
export function bullPrefix(databaseUrl: string | undefined): string {
  return `bull:${redisNamespace(databaseUrl)}`;
}

function withTimeLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The mail queue with REDIS_URL: a Bull queue named 'mail'. A job is tried with the retry policy
 * (exponential backoff); a job that fails for good stays in Redis as failed and is logged.
 *
 * Two Bull handles share the queue. The producer's connection fails fast, so send() learns at once
 * when Redis is down. The worker's connections wait out an outage instead, so a mail delivered
 * just before Redis went away is still recorded as done rather than failed and sent again.
 */
export class BullMailQueue extends MailQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly connections: Redis[] = [];
  private readonly producer: Bull.Queue<MailMessage>;
  private readonly worker: Bull.Queue<MailMessage>;
  private readonly jobOptions: Bull.JobOptions;
  /** Runs what Redis cannot take right now: see send(). */
  private readonly fallback: InProcessRunner;
  private redisUp?: boolean;
  private closing = false;

  constructor(
    private readonly transport: MailTransport,
    options: BullMailQueueOptions,
  ) {
    super();
    const retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.jobOptions = {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      removeOnComplete: true,
      removeOnFail: false,
    };
    this.fallback = new InProcessRunner(retry, this.logger);
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

  async onModuleInit(): Promise<void> {
    const producer = this.producer.client;
    producer.on('ready', () => this.redisState(true));
    producer.on('close', () => this.redisState(false));
    this.worker.on('failed', (job, error) => this.failed(job, error));
    // While Redis is down every reconnect attempt raises an error; the outage is logged once instead.
    this.worker.on('error', (error) => {
      if (this.redisUp) this.logger.error(`Mail queue: ${error.message}`);
    });
    this.worker
      .process(CONCURRENCY, (job) => this.transport.send(job.data))
      .catch((error: unknown) => this.logger.error(`Mail worker stopped: ${reasonOf(error)}`));
    // The first mails of a fresh start should not take the fallback only because the connection is still opening.
    if (producer.status !== 'ready') {
      const opened = new Promise((resolve) => producer.once('ready', resolve).once('close', resolve));
      await withTimeLimit(opened, ADD_TIME_LIMIT_MS).catch(() => undefined);
    }
    this.redisState(producer.status === 'ready');
  }

  /**
   * Resolves once Redis holds the job, or once the mail has been handed to the in-process runner
   * (Redis down). Either way it goes out exactly once while this process lives:
   * - a job ioredis never wrote cannot be in Redis, so sending it in-process cannot double it;
   * - a job written but not confirmed (timeout, connection lost) may be in Redis. It is added
   *   again under the same job id until Redis confirms; Bull ignores an add of an existing id.
   */
  async send(mail: MailMessage): Promise<void> {
    const jobId = randomUUID();
    try {
      await this.add(mail, jobId);
    } catch (error) {
      const what = describeMail(mail);
      if (reasonOf(error) === NOT_SENT) {
        this.logger.warn(`Redis is unreachable: ${what} is sent in-process`);
        this.fallback.run(what, () => this.transport.send(mail));
      } else {
        this.logger.warn(`Redis did not confirm ${what} (${reasonOf(error)}): adding it again until it does`);
        this.fallback.run(`queueing of ${what}`, () => this.add(mail, jobId));
      }
    }
  }

  private add(mail: MailMessage, jobId: string): Promise<Bull.Job<MailMessage>> {
    return withTimeLimit(this.producer.add(mail, { ...this.jobOptions, jobId }), ADD_TIME_LIMIT_MS);
  }

  private redisState(up: boolean): void {
    if (up === this.redisUp || this.closing) return;
    if (up) this.logger.log('Mail jobs are queued in Redis');
    else this.logger.warn('Redis is unreachable: mails are sent in-process until it is back');
    this.redisUp = up;
  }

  private failed(job: Bull.Job<MailMessage>, error: Error): void {
    const what = describeMail(job.data);
    const attempts = job.opts.attempts ?? 1;
    if (job.attemptsMade < attempts) {
      this.logger.warn(`${what}: attempt ${job.attemptsMade} of ${attempts} failed, retrying (${error.message})`);
    } else {
      this.logger.error(
        `${what} failed for good after ${attempts} attempts, kept in Redis as failed job ${job.id}: ${error.message}`,
      );
    }
  }

  /** Waits for the jobs under way, then closes every connection; jobs still waiting stay in Redis. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await Promise.all([this.worker.close(), this.producer.close(), this.fallback.close()]);
    // Bull leaves connections it did not create (createClient) to their creator.
    for (const connection of this.connections) connection.disconnect();
  }
}
