import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The backups taken, by the schedule or by hand (`npm run backup`): health and /metrics report the
 * last good one's age, and the schedule takes each day's backup once across replicas. Left out of
 * the backups themselves (it describes this machine's copies).
 */
export class BackupLog1795916015944 implements MigrationInterface {
  name = 'BackupLog1795916015944';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "backup_log" (
        "id" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "started_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz,
        "host" text NOT NULL,
        "file" text,
        "bytes" bigint,
        "failure" text
      )`,
    );
    await db.query(`CREATE INDEX "backup_log_started" ON "backup_log" ("started_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "backup_log"`);
  }
}
