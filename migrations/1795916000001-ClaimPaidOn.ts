import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A claim's paid date: the day the bank executed its transfer (or the day it was marked paid by
 * hand), the one date the claim page, the mail, the exports and the audit pack show. Paid claims get
 * their transfer's day; one marked by hand the day of its latest Paid entry in Europe/Berlin (before
 * audit action 6 existed, its Payment initiated entry).
 */
export class ClaimPaidOn1795916000001 implements MigrationInterface {
  name = 'ClaimPaidOn1795916000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim" ADD "paid_on" date`);
    await db.query(
      `UPDATE "claim" c SET "paid_on" = coalesce(
         (SELECT max(t.settled_on) FROM "payment_run_claim" t WHERE t.claim_id = c.id AND t.outcome = 'paid'),
         (SELECT max(a.created_at AT TIME ZONE 'Europe/Berlin')::date FROM "claim_audit" a WHERE a.claim_id = c.id AND a.action = 6),
         (SELECT max(a.created_at AT TIME ZONE 'Europe/Berlin')::date FROM "claim_audit" a WHERE a.claim_id = c.id AND a.action = 3))
       WHERE c.status = 3`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim" DROP COLUMN "paid_on"`);
  }
}
