import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One index per sort order of the staff's claim list, each ending in the id that breaks ties, so a
 * page in any order (either direction) is read off an index instead of sorting a million claims.
 * A status filter walks the same indexes; claim_event (event_id, status, id) serves the event-number
 * filter and the order by event number, event by event, with or without a status.
 *
 * The e-mail filter ("contains") searches claim_email, the distinct addresses (lower-cased), rather
 * than a trigram index over every claim: there, trigrams every address shares (a common domain)
 * make each search read posting lists as long as the claim table.
 */
export class ClaimListOrders1764100000201 implements MigrationInterface {
  name = 'ClaimListOrders1764100000201';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "claim_status_id" ON "claim" ("status", "id")`);
    await db.query(`CREATE INDEX "claim_identifier_id" ON "claim" ("identifier", "id")`);
    await db.query(`CREATE INDEX "claim_email_id" ON "claim" ("email", "id")`);
    await db.query(`CREATE INDEX "claim_lastname_id" ON "claim" ("lastname", "id")`);
    await db.query(`CREATE INDEX "claim_total_amount_id" ON "claim" ("total_amount", "id")`);
    await db.query(`DROP INDEX "claim_event"`);
    await db.query(`CREATE INDEX "claim_event" ON "claim" ("event_id", "status", "id")`);

    await db.query(`CREATE TABLE "claim_email" ("email" character varying(254) PRIMARY KEY)`);
    await db.query(`CREATE INDEX "claim_email_address_trgm" ON "claim_email" USING gin ("email" gin_trgm_ops)`);
    await db.query(`INSERT INTO "claim_email" SELECT DISTINCT lower("email") FROM "claim"`);
    await db.query(`
      CREATE FUNCTION remember_claim_email() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO claim_email VALUES (lower(NEW.email)) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE TRIGGER "claim_email_remembered" AFTER INSERT OR UPDATE OF "email" ON "claim"
       FOR EACH ROW EXECUTE FUNCTION remember_claim_email()`,
    );
    await db.query(`DROP INDEX "claim_email_trgm"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "claim_email_trgm" ON "claim" USING gin (lower("email") gin_trgm_ops)`);
    await db.query(`DROP TRIGGER "claim_email_remembered" ON "claim"`);
    await db.query(`DROP FUNCTION remember_claim_email()`);
    await db.query(`DROP TABLE "claim_email"`);
    await db.query(`DROP INDEX "claim_event"`);
    await db.query(`CREATE INDEX "claim_event" ON "claim" ("event_id")`);
    for (const index of [
      'claim_total_amount_id',
      'claim_lastname_id',
      'claim_email_id',
      'claim_identifier_id',
      'claim_status_id',
    ]) {
      await db.query(`DROP INDEX "${index}"`);
    }
  }
}
