import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The approvers' daily digest: one row per approver and academy day whose digest was written to the
 * outbox, in the same transaction as its mail. The primary key makes it once a day across replicas.
 */
export class ApproverDigest1767200000000 implements MigrationInterface {
  name = 'ApproverDigest1767200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "approver_digest" (
        "day" date NOT NULL,
        "account_id" integer NOT NULL REFERENCES "staff_account" ("id") ON DELETE CASCADE,
        "claims" integer NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("day", "account_id")
      )`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "approver_digest"`);
  }
}
