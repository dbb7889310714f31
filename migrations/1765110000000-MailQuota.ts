import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per recipient and kind of mail, when it was sent in the last hour (at most the limit's number of
 * times): the hourly limit of the claim form's confirmations as one row, which a save updates in
 * its own statement (INSERT ... ON CONFLICT DO UPDATE takes the row's lock and sees the latest
 * version, so parallel saves agree) instead of counting the outbox under an advisory lock in a
 * transaction of its own. Filled from the outbox's last hour, so the limit holds across the upgrade;
 * the outbox's index for that count goes (one index less to write per mail).
 */
export class MailQuota1765110000000 implements MigrationInterface {
  name = 'MailQuota1765110000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "mail_quota" (
        "recipient" varchar(254) NOT NULL,
        "kind" varchar(40) NOT NULL,
        "sent_at" timestamptz[] NOT NULL,
        "granted" boolean NOT NULL,
        PRIMARY KEY ("recipient", "kind")
      )`,
    );
    await db.query(
      `INSERT INTO "mail_quota" ("recipient", "kind", "sent_at", "granted")
       SELECT "recipient", "kind", array_agg("created_at" ORDER BY "created_at"), true FROM "mail_outbox"
        WHERE "kind" = 'claim-saved' AND "created_at" > now() - interval '1 hour'
        GROUP BY "recipient", "kind"`,
    );
    await db.query(`DROP INDEX "mail_outbox_recipient"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "mail_outbox_recipient" ON "mail_outbox" ("recipient", "kind", "created_at")`);
    await db.query(`DROP TABLE "mail_quota"`);
  }
}
