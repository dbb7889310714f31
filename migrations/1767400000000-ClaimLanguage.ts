import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a claim was saved in (docs/decisions.md, "Languages"): every later mail about it is
 * written in it. Claims saved before speak English, as their mails did.
 */
export class ClaimLanguage1767400000000 implements MigrationInterface {
  name = 'ClaimLanguage1767400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "claim" ADD "language" varchar(2) NOT NULL DEFAULT 'en'
         CONSTRAINT "claim_language_known" CHECK ("language" IN ('en', 'de', 'fr'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim" DROP COLUMN "language"`);
  }
}
