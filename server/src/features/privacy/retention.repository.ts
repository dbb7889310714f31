import { Inject, Injectable } from '@nestjs/common';

import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { DUE_ATTENDANCE_EVENTS, DUE_CLAIMS, type DueReason, EVENT_RETENTION, OWNER_CLAIMS } from './retention.sql.js';

export interface EventRetentionRow {
  event_id: number;
  number: string;
  title: string;
  end_date: Date;
  kept: number;
  anonymised: number;
  open: boolean;
  last_decided: Date | null;
  default_end: string | null;
  retain_until: string | null;
  retain_until_reason: string | null;
  retain_until_by: string | null;
  retain_until_at: Date | null;
  retention_end: string | null;
  hold_reason: string | null;
  hold_by: string | null;
  hold_at: Date | null;
}

export interface DueClaim {
  id: string;
  event_id: number;
  reason: DueReason;
}

export interface OwnerClaimRow {
  id: string;
  identifier: string;
  status: number;
  restricted_at: Date | null;
  event_number: string;
  retention_end: string | null;
  held: boolean;
  rejected_at: Date | null;
}

/** A staff action or a run of the job, as privacy_log records it (counts and reasons, never a person's data). */
export interface PrivacyLogEntry {
  action:
    | 'retention-run'
    | 'anonymise-claim'
    | 'anonymise-address'
    | 'erasure'
    | 'legal-hold'
    | 'legal-hold-lifted'
    | 'retain-until';
  actor: string;
  reason?: string | null;
  eventId?: number | null;
  claims?: number;
}

/** The named queries of retention: per-event facts, the claims due, holds, later dates and the log. */
@Injectable()
export class RetentionRepository {
  constructor(
    private readonly db: TransactionHost,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  private get rules() {
    return this.config.privacy;
  }

  async events(eventId?: number): Promise<EventRetentionRow[]> {
    const where = eventId === undefined ? '' : 'WHERE retention.event_id = $2';
    return this.db.manager.query(
      `SELECT * FROM (${EVENT_RETENTION}) retention ${where} ORDER BY retention.end_date DESC, retention.event_id DESC`,
      eventId === undefined ? [this.rules.retentionYears] : [this.rules.retentionYears, eventId],
    );
  }

  /** The claims that may be anonymised at `now` (of `ids` only, when given). */
  due(now: Date, ids: string[] | null = null, limit = 2_147_483_647): Promise<DueClaim[]> {
    const { retentionYears, unrequestedRetentionDays, rejectionAppealDays } = this.rules;
    return this.db.manager.query(`${DUE_CLAIMS} ORDER BY claim.id LIMIT $6`, [
      retentionYears,
      now,
      unrequestedRetentionDays,
      rejectionAppealDays,
      ids,
      limit,
    ]);
  }

  /** The events whose attendance records may go at `now`. */
  async dueAttendance(now: Date): Promise<number[]> {
    const { retentionYears, unrequestedRetentionDays } = this.rules;
    const rows: { event_id: number }[] = await this.db.manager.query(DUE_ATTENDANCE_EVENTS, [
      retentionYears,
      now,
      unrequestedRetentionDays,
    ]);
    return rows.map((row) => row.event_id);
  }

  ownerClaims(email: string): Promise<OwnerClaimRow[]> {
    return this.db.manager.query(OWNER_CLAIMS, [this.rules.retentionYears, email]);
  }

  /** Takes the retention job's turn for this transaction; false when another replica holds it. */
  async takeJobTurn(): Promise<boolean> {
    const [row]: { taken: boolean }[] = await this.db.manager.query(
      `SELECT pg_try_advisory_xact_lock(hashtext('unit-costs:retention-job')) AS taken`,
    );
    return row.taken;
  }

  async setHold(eventId: number, reason: string, by: string, at: Date): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO event_retention (event_id, hold_reason, hold_by, hold_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (event_id) DO UPDATE SET hold_reason = $2, hold_by = $3, hold_at = $4`,
      [eventId, reason, by, at],
    );
  }

  async liftHold(eventId: number): Promise<void> {
    await this.db.manager.query(
      `UPDATE event_retention SET hold_reason = NULL, hold_by = NULL, hold_at = NULL WHERE event_id = $1`,
      [eventId],
    );
  }

  async setRetainUntil(eventId: number, until: string | null, reason: string, by: string, at: Date): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO event_retention (event_id, retain_until, retain_until_reason, retain_until_by, retain_until_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_id) DO UPDATE SET retain_until = $2, retain_until_reason = $3, retain_until_by = $4,
         retain_until_at = $5`,
      [eventId, until, reason, by, at],
    );
  }

  async log(entry: PrivacyLogEntry, at: Date): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO privacy_log (at, action, actor, reason, event_id, claims) VALUES ($1, $2, $3, $4, $5, $6)`,
      [at, entry.action, entry.actor, entry.reason ?? null, entry.eventId ?? null, entry.claims ?? 0],
    );
  }

  /** The latest run of the retention job. */
  async lastRun(): Promise<{ at: Date; claims: number } | null> {
    const [row] = await this.db.manager.query(
      `SELECT at, claims FROM privacy_log WHERE action = 'retention-run' ORDER BY id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** The not yet anonymised claims of `email` (normalised), or the one claim `id`. */
  async claimsOf(
    where: { email: string } | { id: string },
  ): Promise<
    { id: string; identifier: string; status: number; event_id: number; event_number: string; held: boolean }[]
  > {
    const [column, value] = 'email' in where ? ['claim.email', where.email] : ['claim.id', where.id];
    return this.db.manager.query(
      `SELECT claim.id, claim.identifier, claim.status, claim.event_id, event.number AS event_number,
         kept.hold_at IS NOT NULL AS held
       FROM claim JOIN event ON event.id = claim.event_id LEFT JOIN event_retention kept ON kept.event_id = claim.event_id
       WHERE ${column} = $1 AND claim.anonymised_at IS NULL ORDER BY claim.submitted_at, claim.id`,
      [value],
    );
  }

  async eventNumber(eventId: number): Promise<string | null> {
    const [row] = await this.db.manager.query(`SELECT number FROM event WHERE id = $1`, [eventId]);
    return row?.number ?? null;
  }
}
