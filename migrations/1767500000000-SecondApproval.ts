import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claims above APPROVAL_SECOND_ABOVE need two approvals by different people (docs/decisions.md,
 * "Four eyes and duplicates"): the first approver is kept until the second decides.
 */
export class SecondApproval1767500000000 implements MigrationInterface {
  name = 'SecondApproval1767500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim" ADD "first_approved_by" varchar(255)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim" DROP COLUMN "first_approved_by"`);
  }
}
