import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { TransactionHost } from '../database/transaction-host.js';
import type { MailMessage } from './mail-queue.js';
import { StatementBatch } from './statement-batch.js';

/** How long one delivery attempt may hold a mail before another worker may try it. */
const LEASE_SECONDS = 300;
/** A mail handed over this long ago and still unsent is handed over again by the sweep. */
const REDELIVERY_SECONDS = 30;

/** Sent mails are kept this long (who was told what, and when), then deleted. */
export const SENT_KEPT_DAYS = 90;
/** Rows deleted per statement: a long backlog is pruned in short transactions. */
const PRUNE_BATCH = 5000;

/** TypeORM answers an UPDATE ... RETURNING with [rows, affected count]. */
const updatedRows = <T>(result: [T[], number]): T[] => result[0];

/** Ids of outbox rows travel as text: bigserial exceeds what a JS number holds exactly. */
export type OutboxId = string;

/**
 * The named queries of the mail outbox (table mail_outbox). A mail is written in the caller's unit of
 * work; the delivery's bookkeeping (claim, lease, sent, failed) commits on its own, on the pool.
 */
@Injectable()
export class MailOutboxRepository {
  private readonly leases = new StatementBatch<OutboxId, MailMessage>(async (ids) => {
    const rows = updatedRows<{ id: OutboxId; payload: MailMessage }>(
      await this.db.pool.query(
        `UPDATE mail_outbox SET lease_until = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id = ANY($1::bigint[]) AND sent_at IS NULL AND failed_at IS NULL AND (lease_until IS NULL OR lease_until < now())
        RETURNING id::text AS id, payload`,
        [ids, LEASE_SECONDS],
      ),
    );
    return new Map(rows.map((row) => [row.id, row.payload]));
  });

  private readonly sent = new StatementBatch<OutboxId, true>(async (ids) => {
    await this.db.pool.query(
      `UPDATE mail_outbox SET sent_at = now(), lease_until = NULL, payload = NULL, last_error = NULL
        WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    return new Map(ids.map((id) => [id, true]));
  });

  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  /** Writes the mail as a row, in the open unit of work if there is one. */
  async add(mail: MailMessage): Promise<OutboxId> {
    const [{ id }] = await this.manager.query(
      `INSERT INTO mail_outbox (kind, recipient, payload) VALUES ($1, $2, $3) RETURNING id::text AS id`,
      [mail.kind, mail.to, JSON.stringify(mail)],
    );
    return id;
  }

  /** Deletes sent mails older than SENT_KEPT_DAYS (failed ones stay for the operator); answers how many. */
  async pruneSent(): Promise<number> {
    let pruned = 0;
    for (;;) {
      const [, deleted]: [unknown, number] = await this.db.pool.query(
        `DELETE FROM mail_outbox WHERE id IN (SELECT id FROM mail_outbox
          WHERE sent_at < now() - make_interval(days => $1) LIMIT $2)`,
        [SENT_KEPT_DAYS, PRUNE_BATCH],
      );
      pruned += deleted;
      if (deleted < PRUNE_BATCH) return pruned;
    }
  }

  /**
   * Deletes the failed mails that failed more than SENT_KEPT_DAYS before `now`, in the caller's unit of
   * work (the retention job's, which keeps them that long for the operator); answers how many.
   */
  async pruneFailed(now: Date): Promise<number> {
    const [, deleted]: [unknown, number] = await this.manager.query(
      `DELETE FROM mail_outbox WHERE failed_at < $1::timestamptz - make_interval(days => $2)`,
      [now, SENT_KEPT_DAYS],
    );
    return deleted;
  }

  /**
   * Forgets `addresses` (lower-cased): their mails, sent or not, and their quotas go, in the caller's
   * unit of work (erasing a person who has no claim left).
   */
  async forget(addresses: string[]): Promise<void> {
    await this.manager.query(`DELETE FROM mail_outbox WHERE lower(recipient) = ANY($1::text[])`, [addresses]);
    await this.manager.query(`DELETE FROM mail_quota WHERE lower(recipient) = ANY($1::text[])`, [addresses]);
  }

  /**
   * Deletes the rows of mail_quota (per address, when its limited mails went out) whose last mail
   * is older than a day, longer than any limit's window: an address that comes back starts afresh.
   */
  async pruneQuotas(): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.pool.query(
      `DELETE FROM mail_quota WHERE coalesce(sent_at[cardinality(sent_at)], '-infinity') < now() - interval '1 day'`,
    );
    return deleted;
  }

  /**
   * Claims mails to hand over (again): never handed over within REDELIVERY_SECONDS of being written
   * or handed over, or, with `all`, every unsent one. SKIP LOCKED: replicas sweeping at once never
   * claim the same row.
   */
  async claimDue(limit: number, all = false): Promise<OutboxId[]> {
    const rows = updatedRows<{ id: string }>(
      await this.db.pool.query(
        `UPDATE mail_outbox SET handed_over_at = now()
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE sent_at IS NULL AND failed_at IS NULL
                        AND ($2 OR coalesce(handed_over_at, created_at) < now() - make_interval(secs => $3))
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id::text AS id`,
        [limit, all, REDELIVERY_SECONDS],
      ),
    );
    return rows.map((row) => row.id);
  }

  /**
   * Takes the mail for one delivery attempt: only if it is unsent, not failed for good, and no
   * other attempt holds it. Null otherwise, and the caller must not send it. Leases asked for while
   * one is being taken are taken together, in one statement.
   */
  async lease(id: OutboxId): Promise<MailMessage | null> {
    return (await this.leases.call(id)) ?? null;
  }

  /** Sent: done for good, and the body (which may hold a sign-in code) is not kept. Batched as lease(). */
  async markSent(id: OutboxId): Promise<void> {
    await this.sent.call(id);
  }

  /** The attempt failed: the lease is given up so the next attempt may take it. */
  async release(id: OutboxId, error: string): Promise<void> {
    await this.db.pool.query(`UPDATE mail_outbox SET lease_until = NULL, last_error = left($2, 500) WHERE id = $1`, [
      id,
      error,
    ]);
  }

  /** Every attempt failed: the sweep leaves it alone from now on. */
  async markFailed(id: OutboxId, error: string): Promise<void> {
    await this.db.pool.query(
      `UPDATE mail_outbox SET failed_at = now(), lease_until = NULL, last_error = left($2, 500) WHERE id = $1`,
      [id, error],
    );
  }
}
