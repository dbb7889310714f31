import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts managed in the console, and sessions that end:
 * - staff_account gains a display name, an e-mail, `enabled`, the directory id of Entra ID people
 *   (listed as they sign in; they have no password here) and `session_version`, which every staff
 *   token carries: raising it ends the account's sessions. Changes the token check depends on are
 *   announced on the change feed as `staff:<id>`.
 * - staff_refresh_token: the console's rotating refresh tokens, as the guests' are.
 * - A revoked session (either kind) is announced as `session:<family id>`, so every replica stops
 *   accepting its access tokens at once.
 */
export class StaffSessions1766600000000 implements MigrationInterface {
  name = 'StaffSessions1766600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "staff_account"
      ADD COLUMN IF NOT EXISTS "email" character varying(254),
      ADD COLUMN "display_name" character varying(200),
      ADD COLUMN "enabled" boolean NOT NULL DEFAULT true,
      ADD COLUMN "session_version" integer NOT NULL DEFAULT 0,
      ADD COLUMN "entra_id" character varying(100),
      ALTER COLUMN "password_hash" DROP NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX "staff_account_entra_id" ON "staff_account" ("entra_id")`);
    await db.query(
      `CREATE TABLE "staff_refresh_token" ("id" SERIAL NOT NULL, "family_id" uuid NOT NULL, "account_id" integer NOT NULL, "session_version" integer NOT NULL, "token_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "rotated_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_staff_refresh_token_hash" UNIQUE ("token_hash"), CONSTRAINT "PK_staff_refresh_token" PRIMARY KEY ("id"), CONSTRAINT "FK_staff_refresh_token_account" FOREIGN KEY ("account_id") REFERENCES "staff_account"("id") ON DELETE CASCADE)`,
    );
    await db.query(`CREATE INDEX "staff_refresh_token_family" ON "staff_refresh_token" ("family_id")`);
    await db.query(`CREATE INDEX "staff_refresh_token_account" ON "staff_refresh_token" ("account_id")`);

    await db.query(`
      CREATE FUNCTION notify_staff_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('reference_data', 'staff:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END));
        RETURN NULL;
      END $$`);
    // Only what the token check reads: a sign-in's last_login_at is no news to the other replicas.
    await db.query(`CREATE TRIGGER "staff_account_changed" AFTER INSERT OR DELETE OR UPDATE OF "username", "roles",
      "enabled", "session_version", "display_name" ON "staff_account" FOR EACH ROW EXECUTE FUNCTION notify_staff_account_change()`);
    await db.query(`CREATE TRIGGER "staff_account_truncated" AFTER TRUNCATE ON "staff_account"
      FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_change()`);

    await db.query(`
      CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('reference_data', 'session:' || NEW.family_id);
        RETURN NULL;
      END $$`);
    for (const table of ['guest_refresh_token', 'staff_refresh_token']) {
      await db.query(`CREATE TRIGGER "${table}_revoked" AFTER UPDATE OF "revoked_at" ON "${table}" FOR EACH ROW
        WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_session_revoked()`);
      await db.query(`CREATE INDEX "${table}_revoked" ON "${table}" ("revoked_at") WHERE "revoked_at" IS NOT NULL`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['guest_refresh_token', 'staff_refresh_token']) {
      await db.query(`DROP INDEX "${table}_revoked"`);
      await db.query(`DROP TRIGGER "${table}_revoked" ON "${table}"`);
    }
    await db.query(`DROP FUNCTION notify_session_revoked()`);
    await db.query(`DROP TRIGGER "staff_account_truncated" ON "staff_account"`);
    await db.query(`DROP TRIGGER "staff_account_changed" ON "staff_account"`);
    await db.query(`DROP FUNCTION notify_staff_account_change()`);
    await db.query(`DROP TABLE "staff_refresh_token"`);
    await db.query(`DROP INDEX "staff_account_entra_id"`);
    await db.query(`DELETE FROM "staff_account" WHERE "password_hash" IS NULL`);
    await db.query(`ALTER TABLE "staff_account" ALTER COLUMN "password_hash" SET NOT NULL,
      DROP COLUMN "entra_id", DROP COLUMN "session_version", DROP COLUMN "enabled", DROP COLUMN "display_name"`);
  }
}
