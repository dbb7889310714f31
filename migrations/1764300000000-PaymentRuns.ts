import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment runs: batches of approved claims paid through one SEPA file. A claim names the run it was
 * paid in; the readable run numbers (PR-2026-0001) come from payment_run_number_seq.
 */
export class PaymentRuns1764300000000 implements MigrationInterface {
  name = 'PaymentRuns1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE "payment_run_number_seq"`);
    await db.query(
      `CREATE TABLE "payment_run" ("id" uuid NOT NULL, "number" character varying(20) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" character varying(254) NOT NULL, "execution_date" date NOT NULL, "claim_count" integer NOT NULL, "total_amount" numeric(12,2) NOT NULL, CONSTRAINT "payment_run_number_unique" UNIQUE ("number"), CONSTRAINT "PK_34b35361862d67503c92bf2d895" PRIMARY KEY ("id"))`,
    );
    await db.query(`ALTER TABLE "claim" ADD "payment_run_id" uuid`);
    await db.query(`CREATE INDEX "claim_payment_run" ON "claim" ("payment_run_id")`);
    await db.query(
      `ALTER TABLE "claim" ADD CONSTRAINT "FK_241bbef353af9372a425ac400fc" FOREIGN KEY ("payment_run_id") REFERENCES "payment_run"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim" DROP CONSTRAINT "FK_241bbef353af9372a425ac400fc"`);
    await db.query(`DROP INDEX "claim_payment_run"`);
    await db.query(`ALTER TABLE "claim" DROP COLUMN "payment_run_id"`);
    await db.query(`DROP TABLE "payment_run"`);
    await db.query(`DROP SEQUENCE "payment_run_number_seq"`);
  }
}
