import { Logger } from '@nestjs/common';

import { MailDelivery, reasonOf } from './mail-delivery.js';
import type { MailDispatcher } from './mail-dispatcher.js';
import type { OutboxId } from './mail-outbox.repository.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy.js';

/** Attempts under way at once: a burst of saves must not open an SMTP connection per mail. */
export const IN_PROCESS_CONCURRENCY = 8;

interface Attempt {
  what: string;
  task: () => Promise<unknown>;
  settled: (error?: unknown) => void;
  attemptsMade: number;
}

/**
 * Runs tasks inside this process with the mail retry policy, at most `concurrency` at once, waiting
 * on timers between tries. A task waiting its turn has not started (for a mail: has not leased its
 * outbox row), so another replica may take it meanwhile. What it holds lives as long as the
 * process: the outbox's sweep picks up what a restart dropped.
 */
export class InProcessRunner {
  private readonly waiting = new Map<NodeJS.Timeout, string>();
  private readonly running = new Set<Promise<void>>();
  private readonly queued: Attempt[] = [];
  private closed = false;

  constructor(
    private readonly policy: RetryPolicy,
    private readonly logger: Logger,
    private readonly concurrency = IN_PROCESS_CONCURRENCY,
  ) {}

  /**
   * Starts `task` when a slot is free and retries it on failure; `what` names it in the logs. `settled`
   * is told once: without an error when the task succeeded or was dropped at shutdown, with the last
   * one when it failed for good.
   */
  run(what: string, task: () => Promise<unknown>, settled: (error?: unknown) => void, attemptsMade = 0): void {
    this.queued.push({ what, task, settled, attemptsMade });
    this.startNext();
  }

  private startNext(): void {
    while (!this.closed && this.running.size < this.concurrency) {
      const next = this.queued.shift();
      if (next === undefined) return;
      const { what, task, settled, attemptsMade } = next;
      const attempt = task()
        .then(
          () => settled(),
          (error: unknown) => this.failed(what, task, settled, attemptsMade + 1, error),
        )
        .finally(() => {
          this.running.delete(attempt);
          this.startNext();
        });
      this.running.add(attempt);
    }
  }

  private failed(
    what: string,
    task: () => Promise<unknown>,
    settled: (error?: unknown) => void,
    attemptsMade: number,
    error: unknown,
  ): void {
    const reason = reasonOf(error);
    const { attempts } = this.policy;
    if (attemptsMade >= attempts) {
      this.logger.error(`${what} failed for good after ${attempts} attempts: ${reason}`);
      settled(error);
    } else if (this.closed) {
      this.logger.error(`${what} failed (${reason}) and is left for the next start: the server is shutting down`);
      settled();
    } else {
      const delay = retryDelayMs(this.policy, attemptsMade);
      this.logger.warn(`${what}: attempt ${attemptsMade} of ${attempts} failed, next in ${delay} ms (${reason})`);
      // Unref'd: a pending retry alone does not keep the process alive.
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        this.run(what, task, settled, attemptsMade);
      }, delay).unref();
      this.waiting.set(timer, what);
    }
  }

  /** Lets the attempts under way finish; those not started and the retries waiting are left to the outbox's next sweep. */
  async close(): Promise<void> {
    this.closed = true;
    for (const { settled } of this.queued.splice(0)) settled();
    await Promise.all(this.running);
    for (const timer of this.waiting.keys()) clearTimeout(timer);
    this.waiting.clear();
  }
}

/** Delivers outbox mails inside this process (no REDIS_URL, or Redis unreachable), with the mail retry policy. */
export class InProcessMailDispatcher implements MailDispatcher {
  private readonly logger = new Logger('Mail');
  private readonly runner: InProcessRunner;
  /** Mails this process is trying or waiting to retry: the sweep must not start a second series. */
  private readonly underway = new Set<OutboxId>();

  constructor(
    private readonly delivery: MailDelivery,
    retry: RetryPolicy = DEFAULT_RETRY_POLICY,
    private readonly announce = true,
  ) {
    this.runner = new InProcessRunner(retry, this.logger);
  }

  async start(): Promise<void> {
    if (this.announce) this.logger.log('REDIS_URL is not set: mails are delivered in-process from the outbox');
  }

  hand(ids: OutboxId[]): void {
    for (const id of ids) {
      if (this.underway.has(id)) continue;
      this.underway.add(id);
      this.runner.run(
        `outbox mail ${id}`,
        () => this.delivery.deliver(id),
        (error) => {
          this.underway.delete(id);
          if (error !== undefined) {
            this.delivery.failedForGood(id, error).catch((cause: unknown) => {
              this.logger.error(`outbox mail ${id} could not be marked failed: ${reasonOf(cause)}`);
            });
          }
        },
      );
    }
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}
