import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';

import { describeMail, MailQueue, type MailMessage } from './mail-queue.js';
import type { MailTransport } from './mail.transport.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy.js';

/**
 * Runs tasks inside this process with the mail retry policy, waiting on timers between tries.
 * What it holds lives as long as the process: a restart loses the retries still waiting.
 */
export class InProcessRunner {
  private readonly waiting = new Map<NodeJS.Timeout, string>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly policy: RetryPolicy,
    private readonly logger: Logger,
  ) {}

  /** Starts `task` now and retries it on failure; `what` names it in the logs. */
  run(what: string, task: () => Promise<unknown>, attemptsMade = 0): void {
    const attempt = task()
      .then(
        () => undefined,
        (error: unknown) => this.failed(what, task, attemptsMade + 1, error),
      )
      .finally(() => this.running.delete(attempt));
    this.running.add(attempt);
  }

  private failed(what: string, task: () => Promise<unknown>, attemptsMade: number, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    const { attempts } = this.policy;
    if (attemptsMade >= attempts) {
      this.logger.error(`${what} failed for good after ${attempts} attempts: ${reason}`);
    } else if (this.closed) {
      this.logger.error(`${what} failed (${reason}) and is dropped: the server is shutting down`);
    } else {
      const delay = retryDelayMs(this.policy, attemptsMade);
      this.logger.warn(`${what}: attempt ${attemptsMade} of ${attempts} failed, next in ${delay} ms (${reason})`);
      // Unref'd: a pending retry alone does not keep the process alive.
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        this.run(what, task, attemptsMade);
      }, delay).unref();
      this.waiting.set(timer, what);
    }
  }

  /** Lets the attempts under way finish; the retries still waiting are dropped, and logged as such. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.running);
    for (const [timer, what] of this.waiting) {
      clearTimeout(timer);
      this.logger.error(`${what} is dropped before its next attempt: the server is shutting down`);
    }
    this.waiting.clear();
  }
}

/** The mail queue without REDIS_URL: the same delivery and retry policy as the Bull queue, in this process. */
export class InProcessMailQueue extends MailQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly runner: InProcessRunner;

  constructor(
    private readonly transport: MailTransport,
    retry: RetryPolicy = DEFAULT_RETRY_POLICY,
  ) {
    super();
    this.runner = new InProcessRunner(retry, this.logger);
  }

  onModuleInit(): void {
    this.logger.log('REDIS_URL is not set: mail jobs run in-process (retries still waiting are lost on restart)');
  }

  async send(mail: MailMessage): Promise<void> {
    this.runner.run(describeMail(mail), () => this.transport.send(mail));
  }

  onModuleDestroy(): Promise<void> {
    return this.runner.close();
  }
}
