import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The paid figures count Paid claims by the day the bank executed them (`paid_on`), not by their history. */
export class ClaimPaidOnIndex1795917100000 implements MigrationInterface {
  name = 'ClaimPaidOnIndex1795917100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "claim_paid_on" ON "claim" ("paid_on") WHERE "status" = 3`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "claim_paid_on"`);
  }
}
