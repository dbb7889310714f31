import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Guest sign-in: mailed one-time codes and rotating refresh tokens, both stored hashed. */
export class GuestSignIn1763900000000 implements MigrationInterface {
  name = 'GuestSignIn1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "guest_login_code" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "code_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "spent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_guest_login_code" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "guest_login_code_email" ON "guest_login_code" ("email")`);
    await db.query(
      `CREATE TABLE "guest_refresh_token" ("id" SERIAL NOT NULL, "family_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_guest_refresh_token_hash" UNIQUE ("token_hash"), CONSTRAINT "PK_guest_refresh_token" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "guest_refresh_token_family" ON "guest_refresh_token" ("family_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "guest_refresh_token"`);
    await db.query(`DROP TABLE "guest_login_code"`);
  }
}
