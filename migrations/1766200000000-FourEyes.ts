import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A claim's event days, as the academy counts them: calendar days in Europe/Berlin. */
const firstDay = (event: string) => `(${event}.start_date AT TIME ZONE 'Europe/Berlin')::date`;
const lastDay = (event: string) => `(${event}.end_date AT TIME ZONE 'Europe/Berlin')::date`;

/**
 * Four eyes and duplicates (docs/rules.md, "Four eyes and duplicates").
 *
 * - `staff_account.email`: the local account's address, compared with a claim's to refuse deciding or
 *   paying one's own claim (Entra staff bring theirs in the token).
 * - `claim.possible_duplicate`: another claim of the same address, not Rejected, is for the same
 *   event or one whose days overlap. Kept by triggers on whatever writes claims or event dates (a
 *   save, a status change, a date change, SQL by hand), so the staff list can filter on it from an
 *   index: `claim_possible_duplicate` holds only the flagged claims, with every sort key, so that a
 *   few of them are read and sorted; where many are flagged the planner walks a sort's index instead.
 *   A refresh reads the address's own claims (claim_email_owner) and writes only the flags that change.
 * - `bank_data_access`: every time an Approver or Admin had a claim's account shown in full.
 */
export class FourEyes1766200000000 implements MigrationInterface {
  name = 'FourEyes1766200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "staff_account" ADD "email" character varying(254)`);

    await db.query(`ALTER TABLE "claim" ADD "possible_duplicate" boolean NOT NULL DEFAULT false`);
    await createAddressDuplicates(db);
    await db.query(
      `CREATE INDEX "claim_possible_duplicate" ON "claim" ("submitted_at", "id")
       INCLUDE ("status", "identifier", "lastname", "email", "total_amount", "event_id") WHERE "possible_duplicate"`,
    );

    await db.query(
      `CREATE TABLE "bank_data_access" ("id" BIGSERIAL PRIMARY KEY,
        "claim_id" uuid NOT NULL REFERENCES "claim" ("id") ON DELETE CASCADE,
        "username" character varying(254) NOT NULL,
        "accessed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now())`,
    );
    await db.query(`CREATE INDEX "bank_data_access_claim" ON "bank_data_access" ("claim_id", "accessed_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "bank_data_access"`);
    await dropAddressDuplicates(db);
    await db.query(`DROP INDEX "claim_possible_duplicate"`);
    await db.query(`ALTER TABLE "claim" DROP COLUMN "possible_duplicate"`);
    await db.query(`ALTER TABLE "staff_account" DROP COLUMN "email"`);
  }
}

/**
 * The flag's rule and upkeep as this migration made them (by e-mail address only), and every flag
 * set by it: also what DuplicatesByPerson's down puts back.
 */
export async function createAddressDuplicates(db: QueryRunner): Promise<void> {
  // The rule in one place: the refresh below and ClaimsRepository.duplicatesOf both ask it.
  await db.query(`
    CREATE FUNCTION events_may_duplicate(mine integer, other integer) RETURNS boolean STABLE LANGUAGE sql AS $$
      SELECT mine = other OR EXISTS (
        SELECT 1 FROM event my_event, event other_event
        WHERE my_event.id = mine AND other_event.id = other
          AND ${firstDay('other_event')} <= ${lastDay('my_event')}
          AND ${lastDay('other_event')} >= ${firstDay('my_event')})
    $$`);
  await db.query(`
    CREATE FUNCTION refresh_possible_duplicates(emails character varying[]) RETURNS void LANGUAGE sql AS $$
      UPDATE claim SET possible_duplicate = found.duplicate
      FROM (
        SELECT mine.id, EXISTS (
          SELECT 1 FROM claim other
          WHERE other.email = mine.email AND other.id <> mine.id AND other.status <> 5
            AND events_may_duplicate(mine.event_id, other.event_id)
        ) AS duplicate
        FROM claim mine WHERE mine.email = ANY(emails)
      ) AS found
      WHERE claim.id = found.id AND claim.possible_duplicate <> found.duplicate
    $$`);
  await db.query(`
    CREATE FUNCTION claim_duplicates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Most saves are an address's first claim: nothing to refresh, and no UPDATE (whose
      -- statement triggers would run for nothing).
      IF TG_OP = 'INSERT' THEN
        IF EXISTS (SELECT 1 FROM claim WHERE email = NEW.email AND id <> NEW.id) THEN
          PERFORM refresh_possible_duplicates(ARRAY[NEW.email]);
        END IF;
      ELSIF TG_OP = 'DELETE' THEN PERFORM refresh_possible_duplicates(ARRAY[OLD.email]);
      ELSE PERFORM refresh_possible_duplicates(ARRAY[OLD.email, NEW.email]);
      END IF;
      RETURN NULL;
    END $$`);
  await db.query(
    `CREATE TRIGGER "claim_duplicates_added" AFTER INSERT OR DELETE ON "claim"
     FOR EACH ROW EXECUTE FUNCTION claim_duplicates_changed()`,
  );
  // Only a move into or out of Rejected, another address or event changes who duplicates whom.
  await db.query(
    `CREATE TRIGGER "claim_duplicates_updated" AFTER UPDATE OF "status", "email", "event_id" ON "claim"
     FOR EACH ROW WHEN ((OLD.status = 5) <> (NEW.status = 5) OR OLD.email <> NEW.email OR OLD.event_id <> NEW.event_id)
     EXECUTE FUNCTION claim_duplicates_changed()`,
  );
  await db.query(`
    CREATE FUNCTION event_dates_duplicates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_possible_duplicates(ARRAY(SELECT DISTINCT email FROM claim WHERE event_id = NEW.id));
      RETURN NULL;
    END $$`);
  await db.query(
    `CREATE TRIGGER "event_dates_duplicates" AFTER UPDATE OF "start_date", "end_date" ON "event"
     FOR EACH ROW WHEN (OLD.start_date <> NEW.start_date OR OLD.end_date <> NEW.end_date)
     EXECUTE FUNCTION event_dates_duplicates_changed()`,
  );
  await db.query(
    `SELECT refresh_possible_duplicates(ARRAY(SELECT email FROM claim GROUP BY email HAVING count(*) > 1))`,
  );
}

/** Removes what createAddressDuplicates made (the flags stay as they are). */
export async function dropAddressDuplicates(db: QueryRunner): Promise<void> {
  await db.query(`DROP TRIGGER "event_dates_duplicates" ON "event"`);
  await db.query(`DROP FUNCTION event_dates_duplicates_changed()`);
  await db.query(`DROP TRIGGER "claim_duplicates_updated" ON "claim"`);
  await db.query(`DROP TRIGGER "claim_duplicates_added" ON "claim"`);
  await db.query(`DROP FUNCTION claim_duplicates_changed()`);
  await db.query(`DROP FUNCTION refresh_possible_duplicates(character varying[])`);
  await db.query(`DROP FUNCTION events_may_duplicate(integer, integer)`);
}
