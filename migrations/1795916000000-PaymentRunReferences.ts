import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a run sent, kept to check the bank's answers against (docs/rules.md, "Payments"): the account
 * it pays from (the debtor IBAN when it was created; runs made before this record none and are read
 * against the configured account), and each transfer's InstrId, which a bank may quote instead of the
 * EndToEndId. Earlier files wrote the `sepa` library's positional InstrId, '<run>.0.<n>' in the order of
 * the transaction numbers; it is filled in as they had it.
 */
export class PaymentRunReferences1795916000000 implements MigrationInterface {
  name = 'PaymentRunReferences1795916000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payment_run" ADD "debtor_iban" character varying(34)`);
    await db.query(`ALTER TABLE "payment_run_claim" ADD "instruction_id" character varying(35)`);
    await db.query(
      `UPDATE "payment_run_claim" t SET "instruction_id" = numbered.id
         FROM (SELECT t2.run_id, t2.claim_id,
                      r.number || '.0.' || (row_number() OVER (PARTITION BY t2.run_id ORDER BY c.identifier) - 1) AS id
                 FROM "payment_run_claim" t2 JOIN "payment_run" r ON r.id = t2.run_id JOIN "claim" c ON c.id = t2.claim_id) numbered
        WHERE numbered.run_id = t.run_id AND numbered.claim_id = t.claim_id`,
    );
    await db.query(`ALTER TABLE "payment_run_claim" ALTER COLUMN "instruction_id" SET NOT NULL`);
    await db.query(
      `ALTER TABLE "payment_run_claim" ADD CONSTRAINT "payment_run_claim_instruction_id" UNIQUE ("instruction_id")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payment_run_claim" DROP CONSTRAINT "payment_run_claim_instruction_id"`);
    await db.query(`ALTER TABLE "payment_run_claim" DROP COLUMN "instruction_id"`);
    await db.query(`ALTER TABLE "payment_run" DROP COLUMN "debtor_iban"`);
  }
}
