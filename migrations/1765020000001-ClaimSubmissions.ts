import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The claim form's submissions by Idempotency-Key: a repeated key within 24 hours gets the first
 * answer and saves nothing. In PostgreSQL, so the rule holds across replicas.
 */
export class ClaimSubmissions1765020000001 implements MigrationInterface {
  name = 'ClaimSubmissions1765020000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "claim_submission" (
        "idempotency_key" varchar(200) PRIMARY KEY,
        "fingerprint" char(64) NOT NULL,
        "claim_id" uuid NOT NULL,
        "answer" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "claim_submission"`);
  }
}
