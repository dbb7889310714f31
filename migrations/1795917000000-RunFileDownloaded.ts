import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When and by whom a run's SEPA file was first downloaded: the run's page leads with the download
 * until then, and with the bank statement's upload after (docs/rules.md, "Payments"). Runs made
 * before this count as downloaded when they were created, which is what their staff did then.
 */
export class RunFileDownloaded1795917000000 implements MigrationInterface {
  name = 'RunFileDownloaded1795917000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "payment_run" ADD "file_downloaded_at" TIMESTAMP WITH TIME ZONE, ADD "file_downloaded_by" character varying(254)`,
    );
    await db.query(`UPDATE "payment_run" SET "file_downloaded_at" = "created_at", "file_downloaded_by" = "created_by"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payment_run" DROP COLUMN "file_downloaded_at", DROP COLUMN "file_downloaded_by"`);
  }
}
