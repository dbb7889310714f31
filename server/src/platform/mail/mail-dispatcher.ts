import type { OutboxId } from './mail-outbox.repository.js';

/** Hands committed outbox mails to whatever delivers them: Bull on Redis, or this process. */
export interface MailDispatcher {
  /** `redeliverAll`: to call when queued mails may have been lost (Redis came back, perhaps empty). */
  start(redeliverAll: () => void): Promise<void>;
  /** Never throws and never waits on Redis: mails it cannot queue it delivers in-process. */
  hand(ids: OutboxId[]): void;
  close(): Promise<void>;
}
