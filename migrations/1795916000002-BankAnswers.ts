import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the bank answered beyond paid or returned (docs/rules.md, "Payments"): per transfer the last
 * pain.002 status and its Verification of Payee answer, what a return cost and the bank's own words
 * (the name check and the return also kept with the account, which the claim pages show); and the entries that named a
 * transfer but disagreed with it, kept on the run for a person to review. An entry is recorded once:
 * its fingerprint is unique, so the same statement uploaded again adds nothing.
 */
export class BankAnswers1795916000002 implements MigrationInterface {
  name = 'BankAnswers1795916000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "payment_run_claim" ADD "bank_status" character varying(4), ADD "bank_status_on" date,
         ADD "payee_check" character varying(12), ADD "payee_check_name" character varying(140),
         ADD "return_charges" numeric(12,2), ADD "return_details" text`,
    );
    await db.query(
      `ALTER TABLE "claim_bank_data" ADD "return_charges" numeric(12,2), ADD "return_details" text,
         ADD "payee_check" character varying(12), ADD "payee_check_name" character varying(140)`,
    );
    await db.query(
      `CREATE TABLE "bank_entry_review" (
         "id" uuid NOT NULL,
         "run_id" uuid NOT NULL,
         "claim_id" uuid NOT NULL,
         "end_to_end_id" character varying(35) NOT NULL,
         "kind" character varying(10) NOT NULL,
         "reason" text NOT NULL,
         "amount" numeric,
         "currency" character varying(3),
         "booked_on" date,
         "charges" numeric,
         "return_reason" character varying(4),
         "return_details" text,
         "statement_id" character varying(35),
         "fingerprint" character varying(64) NOT NULL,
         "uploaded_by" character varying(254) NOT NULL,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "decision" character varying(10),
         "decided_by" character varying(254),
         "decided_at" TIMESTAMP WITH TIME ZONE,
         "note" text,
         CONSTRAINT "bank_entry_review_pk" PRIMARY KEY ("id"),
         CONSTRAINT "bank_entry_review_fingerprint" UNIQUE ("fingerprint"),
         CONSTRAINT "bank_entry_review_kind" CHECK ("kind" IN ('payment', 'return')),
         CONSTRAINT "bank_entry_review_decision" CHECK ("decision" IN ('recorded', 'left')))`,
    );
    await db.query(`CREATE INDEX "bank_entry_review_run" ON "bank_entry_review" ("run_id")`);
    await db.query(`CREATE INDEX "bank_entry_review_claim" ON "bank_entry_review" ("claim_id")`);
    await db.query(
      `ALTER TABLE "bank_entry_review" ADD CONSTRAINT "bank_entry_review_run_fk" FOREIGN KEY ("run_id") REFERENCES "payment_run"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "bank_entry_review" ADD CONSTRAINT "bank_entry_review_claim_fk" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "bank_entry_review"`);
    await db.query(
      `ALTER TABLE "claim_bank_data" DROP COLUMN "return_charges", DROP COLUMN "return_details",
         DROP COLUMN "payee_check", DROP COLUMN "payee_check_name"`,
    );
    await db.query(
      `ALTER TABLE "payment_run_claim" DROP COLUMN "bank_status", DROP COLUMN "bank_status_on", DROP COLUMN "payee_check",
         DROP COLUMN "payee_check_name", DROP COLUMN "return_charges", DROP COLUMN "return_details"`,
    );
  }
}
