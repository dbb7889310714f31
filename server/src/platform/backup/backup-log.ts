import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';
import { hostname } from 'node:os';

/** A query on whichever connection the caller has (the server's pool, or a command's own client). */
export type LogQuery = <Row>(sql: string, parameters?: unknown[]) => Promise<Row[]>;

/** Seconds since the last backup that was written whole (NULL when none was), as one SQL expression. */
export const LAST_GOOD_BACKUP_AGE_SQL = `(SELECT extract(epoch FROM now() - max(started_at))::float8
   FROM backup_log WHERE finished_at IS NOT NULL AND failure IS NULL)`;

/**
 * The record of backups taken (table backup_log, itself left out of backups: it describes this
 * machine's copies, not the academy's data). Health and /metrics read the last good one from it, and
 * the schedule reads it to take each day's backup once across replicas.
 */
export class BackupLog {
  constructor(private readonly query: LogQuery) {}

  /** Runs `work` (a backup), recording when it started and how it ended; a failure is recorded and rethrown. */
  async recording<Written extends { file: string; bytes: number }>(work: () => Promise<Written>): Promise<Written> {
    // A database of a release before backups (backed up before its upgrade) has no record to write.
    const [{ present }] = await this.query<{ present: boolean }>(
      `SELECT to_regclass('backup_log') IS NOT NULL AS present`,
    );
    if (!present) return work();
    const [{ id }] = await this.query<{ id: number }>('INSERT INTO backup_log (host) VALUES ($1) RETURNING id', [
      hostname(),
    ]);
    try {
      const written = await work();
      await this.query('UPDATE backup_log SET finished_at = now(), file = $2, bytes = $3 WHERE id = $1', [
        id,
        written.file,
        written.bytes,
      ]);
      return written;
    } catch (error) {
      await this.query('UPDATE backup_log SET finished_at = now(), failure = $2 WHERE id = $1', [
        id,
        error instanceof Error ? error.message : String(error),
      ]).catch(() => undefined);
      throw error;
    }
  }

  /** Seconds since the last backup that was written whole; null when none was. */
  async lastGoodAgeSeconds(): Promise<number | null> {
    const [row] = await this.query<{ age: number | null }>(`SELECT ${LAST_GOOD_BACKUP_AGE_SQL} AS age`);
    return row?.age ?? null;
  }

  /**
   * The latest time at or before `now` that the daily backup is due (`dailyAt`, 'HH:MM' in the
   * academy's time zone), and whether a backup was started since then (by any replica, or by hand).
   */
  async dueSlot(dailyAt: string, now: Date): Promise<{ slot: Date; taken: boolean }> {
    const [row] = await this.query<{ slot: Date; taken: boolean }>(
      `WITH today AS (
         SELECT (($2::timestamptz AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date + $1::time) AT TIME ZONE '${ACADEMY_TIME_ZONE}' AS at
       ), due AS (
         SELECT CASE WHEN at > $2::timestamptz THEN at - interval '1 day' ELSE at END AS slot FROM today
       )
       SELECT slot, EXISTS (SELECT 1 FROM backup_log WHERE started_at >= slot) AS taken FROM due`,
      [dailyAt, now],
    );
    return row;
  }
}
