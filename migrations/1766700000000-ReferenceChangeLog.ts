import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who changed which refund rate or distance band, when, and from what to what: one row per change,
 * with the record as it was and as it is (null before a creation, after a deletion). Written in the
 * change's own transaction, read by the console's change lists (newest first, per record).
 */
export class ReferenceChangeLog1766700000000 implements MigrationInterface {
  name = 'ReferenceChangeLog1766700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "reference_change" (
        "id" bigserial PRIMARY KEY,
        "kind" varchar(20) NOT NULL CHECK ("kind" IN ('refund_rate', 'distance_band')),
        "record_id" integer NOT NULL,
        "action" varchar(10) NOT NULL CHECK ("action" IN ('created', 'changed', 'deleted')),
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        "changed_by" varchar(320) NOT NULL,
        "old_value" jsonb,
        "new_value" jsonb
      )`,
    );
    await db.query(`CREATE INDEX "reference_change_record" ON "reference_change" ("kind", "record_id", "id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "reference_change"`);
  }
}
