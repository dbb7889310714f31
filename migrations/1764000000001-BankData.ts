import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Bank data of claims: one row per claim, the account sealed under DATA_KEY (nothing of it in clear text). */
export class BankData1764000000001 implements MigrationInterface {
  name = 'BankData1764000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "claim_bank_data" ("claim_id" uuid NOT NULL, "sealed" text NOT NULL, "sepa" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0fcfa1b4d8563e870960dff2bae" PRIMARY KEY ("claim_id"))`,
    );
    await db.query(
      `ALTER TABLE "claim_bank_data" ADD CONSTRAINT "FK_0fcfa1b4d8563e870960dff2bae" FOREIGN KEY ("claim_id") REFERENCES "claim"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "claim_bank_data"`);
  }
}
