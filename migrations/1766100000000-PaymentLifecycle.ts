import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment run asks the bank; its claims are Paid only once the bank has executed them
 * (docs/rules.md, "Payments"). A run is created, executed (on a date) or cancelled; each of its
 * claims' transfers (payment_run_claim) is pending, paid, returned or cancelled, under an
 * EndToEndId unique across runs, so a bank statement names exactly one transfer. A claim whose
 * transfer came back keeps the reason on its bank data until the participant enters new details.
 * Runs made before this were paid at once: they become executed on their execution date, their
 * claims' transfers paid, and each Paid claim gets the 'Paid' history entry the dates now read.
 */
export class PaymentLifecycle1766100000000 implements MigrationInterface {
  name = 'PaymentLifecycle1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "payment_run" ADD "state" character varying(10) NOT NULL DEFAULT 'created', ADD "executed_on" date, ADD "closed_by" character varying(254), ADD "closed_at" TIMESTAMP WITH TIME ZONE, ADD CONSTRAINT "payment_run_state" CHECK ("state" IN ('created', 'executed', 'cancelled'))`,
    );
    await db.query(
      `CREATE TABLE "payment_run_claim" ("run_id" uuid NOT NULL, "claim_id" uuid NOT NULL, "end_to_end_id" character varying(35) NOT NULL, "amount" numeric(12,2) NOT NULL, "outcome" character varying(10) NOT NULL DEFAULT 'pending', "settled_on" date, "reason_code" character varying(4), CONSTRAINT "payment_run_claim_pk" PRIMARY KEY ("run_id", "claim_id"), CONSTRAINT "payment_run_claim_end_to_end_id" UNIQUE ("end_to_end_id"), CONSTRAINT "payment_run_claim_outcome" CHECK ("outcome" IN ('pending', 'paid', 'returned', 'cancelled')))`,
    );
    await db.query(`CREATE INDEX "payment_run_claim_claim" ON "payment_run_claim" ("claim_id")`);
    await db.query(
      `ALTER TABLE "payment_run_claim" ADD CONSTRAINT "FK_0d6397a2bdc3f80ebb70feb5269" FOREIGN KEY ("run_id") REFERENCES "payment_run"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment_run_claim" ADD CONSTRAINT "FK_24a5bb3232cd01c8df570451ad3" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(`ALTER TABLE "claim_bank_data" ADD "returned_on" date, ADD "return_reason" character varying(4)`);
    // Runs of before: paid at once, so executed on their execution date.
    await db.query(
      `UPDATE "payment_run" SET "state" = 'executed', "executed_on" = "execution_date", "closed_by" = "created_by", "closed_at" = "created_at"`,
    );
    await db.query(
      `INSERT INTO "payment_run_claim" ("run_id", "claim_id", "end_to_end_id", "amount", "outcome", "settled_on")
       SELECT c."payment_run_id", c."id", c."identifier", c."total_amount", 'paid', r."execution_date"
       FROM "claim" c JOIN "payment_run" r ON r."id" = c."payment_run_id"`,
    );
    await db.query(
      `INSERT INTO "claim_audit" ("claim_id", "action", "description", "username", "created_at")
       SELECT a."claim_id", 6, 'Paid', a."username", a."created_at"
       FROM (SELECT DISTINCT ON ("claim_id") * FROM "claim_audit" WHERE "action" = 3 ORDER BY "claim_id", "id" DESC) a
       JOIN "claim" c ON c."id" = a."claim_id" AND c."status" = 3`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM "claim_audit" WHERE "action" IN (6, 7, 8)`);
    await db.query(`ALTER TABLE "claim_bank_data" DROP COLUMN "returned_on", DROP COLUMN "return_reason"`);
    await db.query(`DROP TABLE "payment_run_claim"`);
    await db.query(
      `ALTER TABLE "payment_run" DROP CONSTRAINT "payment_run_state", DROP COLUMN "state", DROP COLUMN "executed_on", DROP COLUMN "closed_by", DROP COLUMN "closed_at"`,
    );
  }
}
