import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox: every mail is a row written in the transaction of the change it reports, then
 * handed to the queue. `payload` (the whole mail) is cleared once it is sent: it may hold a sign-in code.
 */
export class MailOutbox1765020000000 implements MigrationInterface {
  name = 'MailOutbox1765020000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "mail_outbox" (
        "id" bigserial PRIMARY KEY,
        "kind" varchar(40) NOT NULL,
        "recipient" varchar(254) NOT NULL,
        "payload" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "handed_over_at" timestamptz,
        "lease_until" timestamptz,
        "attempts" int NOT NULL DEFAULT 0,
        "sent_at" timestamptz,
        "failed_at" timestamptz,
        "last_error" varchar(500)
      )`,
    );
    // The sweep looks only at mails still to send.
    await db.query(
      `CREATE INDEX "mail_outbox_pending" ON "mail_outbox" ("id") WHERE "sent_at" IS NULL AND "failed_at" IS NULL`,
    );
    // The per-recipient limit of confirmation mails counts the last hour's rows of one address.
    await db.query(`CREATE INDEX "mail_outbox_recipient" ON "mail_outbox" ("recipient", "kind", "created_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "mail_outbox"`);
  }
}
