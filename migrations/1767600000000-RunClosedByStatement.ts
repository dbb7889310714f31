import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a bank statement closed a payment run (its last transfer answered) rather than a person
 * confirming or cancelling it (docs/rules.md, "Payments"): the console then
 * says so instead of 'Confirmed executed'. Runs closed before this cannot be told apart and stay false.
 */
export class RunClosedByStatement1767600000000 implements MigrationInterface {
  name = 'RunClosedByStatement1767600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payment_run" ADD "closed_by_statement" boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payment_run" DROP COLUMN "closed_by_statement"`);
  }
}
