import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

import { LAST_GOOD_BACKUP_AGE_SQL } from '../backup/backup-log.js';
import { withTimeLimit } from '../common/time-limit.js';

/** Figures of the whole deployment, read at scrape. */
export interface DeploymentFigures {
  outboxPending: number;
  /** Seconds; null when nothing is pending. */
  outboxOldestAgeSeconds: number | null;
  paymentRuns: { state: string; runs: number }[];
  claims: { status: number; claims: number }[];
  /** Seconds since the last good backup; null when none was taken. */
  backupAgeSeconds: number | null;
}

/** A scrape that finds the database this slow reports it down rather than hold Prometheus up. */
const SCRAPE_QUERY_MS = 2000;

@Injectable()
export class MetricsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** This process's pool (pg's), as TypeORM's PostgreSQL driver keeps it. */
  get pool(): Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'> {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  /**
   * One round trip, each part off an index or a small table: the outbox's pending index, the
   * report rollup (claims by status without counting the claim table), the payment runs and the
   * backup log.
   */
  async figures(): Promise<DeploymentFigures> {
    const [row] = await withTimeLimit(
      this.dataSource.query(
        `SELECT
          (SELECT count(*)::int FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL) AS "outboxPending",
          (SELECT extract(epoch FROM now() - created_at)::float8 FROM mail_outbox
            WHERE sent_at IS NULL AND failed_at IS NULL ORDER BY id LIMIT 1) AS "outboxOldestAgeSeconds",
          (SELECT coalesce(json_agg(json_build_object('state', state, 'runs', runs)), '[]')
             FROM (SELECT state, count(*)::int AS runs FROM payment_run GROUP BY state) r) AS "paymentRuns",
          (SELECT coalesce(json_agg(json_build_object('status', status, 'claims', claims)), '[]')
             FROM (SELECT status, sum(claims)::int AS claims FROM claim_rollup GROUP BY status) c) AS "claims",
          ${LAST_GOOD_BACKUP_AGE_SQL} AS "backupAgeSeconds"`,
      ),
      SCRAPE_QUERY_MS,
    );
    return row as DeploymentFigures;
  }
}
