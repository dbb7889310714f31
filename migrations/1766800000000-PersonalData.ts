import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention and anonymisation (docs/decisions.md, "Personal data"):
 * - claim.anonymised_at: when its personal fields were removed; claim.restricted_at: when its owner
 *   asked for erasure while a retention duty keeps it (hidden from lists, exports and mails but to Admins);
 * - event_retention: per event, a later retention end set by an Admin and a legal hold (who, when, why);
 * - privacy_log: what staff and the retention job did (counts and reasons, never a person's data);
 * - claim_email.id is no longer unique: an anonymised claim's placeholder address shares the id of the
 *   address it replaces, so the report rollups count the same distinct participants before and after.
 */
export class PersonalData1766800000000 implements MigrationInterface {
  name = 'PersonalData1766800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim" ADD "anonymised_at" timestamptz, ADD "restricted_at" timestamptz`);
    await db.query(
      `CREATE TABLE "event_retention" (
        "event_id" integer PRIMARY KEY REFERENCES "event"("id") ON DELETE CASCADE,
        "retain_until" date,
        "retain_until_reason" varchar(500),
        "retain_until_by" varchar(254),
        "retain_until_at" timestamptz,
        "hold_reason" varchar(500),
        "hold_by" varchar(254),
        "hold_at" timestamptz
      )`,
    );
    await db.query(
      `CREATE TABLE "privacy_log" (
        "id" bigserial PRIMARY KEY,
        "at" timestamptz NOT NULL DEFAULT now(),
        "action" varchar(40) NOT NULL,
        "actor" varchar(254) NOT NULL,
        "reason" varchar(500),
        "event_id" integer,
        "claims" integer NOT NULL DEFAULT 0
      )`,
    );
    await db.query(`ALTER TABLE "claim_email" DROP CONSTRAINT "claim_email_id_key"`);
    await db.query(`CREATE INDEX "claim_email_participant" ON "claim_email" ("id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "claim_email_participant"`);
    await db.query(`DELETE FROM "claim_email" WHERE "email" LIKE 'anonymised-%@anonymised.invalid'`);
    await db.query(`ALTER TABLE "claim_email" ADD CONSTRAINT "claim_email_id_key" UNIQUE ("id")`);
    await db.query(`DROP TABLE "privacy_log"`);
    await db.query(`DROP TABLE "event_retention"`);
    await db.query(`ALTER TABLE "claim" DROP COLUMN "restricted_at", DROP COLUMN "anonymised_at"`);
  }
}
