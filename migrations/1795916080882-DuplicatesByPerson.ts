import type { MigrationInterface, QueryRunner } from 'typeorm';

import { IbanFingerprint } from '../server/src/features/claims/bank-data/iban-fingerprint.js';
import { nameAndEmployerKey } from '../server/src/features/claims/duplicates/person-key.js';
import { DataCipher } from '../server/src/platform/common/crypto/data-cipher.js';
import type { UsesDataKey } from '../server/src/platform/database/migrate.js';
import { createAddressDuplicates, dropAddressDuplicates } from './1766200000000-FourEyes.js';

/** Rows read and written per round while filling the new columns of existing rows. */
const BATCH = 5000;

/** A claim's event days as the academy counts them: calendar days in Europe/Berlin, both ends inclusive. */
const EVENT_DAYS = `CREATE FUNCTION event_days(start_date timestamptz, end_date timestamptz) RETURNS daterange
  IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
    SELECT daterange(least((start_date AT TIME ZONE 'Europe/Berlin')::date, (end_date AT TIME ZONE 'Europe/Berlin')::date),
                     greatest((start_date AT TIME ZONE 'Europe/Berlin')::date, (end_date AT TIME ZONE 'Europe/Berlin')::date), '[]')
  $$`;

/** One fact that makes two claims one person's: the column of `claim` or `claim_bank_data` that holds it. */
const FACTS = [
  { fact: 'email', from: 'claim other', column: 'other.email' },
  {
    fact: 'iban',
    from: 'claim_bank_data account JOIN claim other ON other.id = account.claim_id',
    column: 'account.iban_fingerprint',
  },
  { fact: 'nameAndEmployer', from: 'claim other', column: 'other.name_employer_key' },
] as const;

/** The claims other than `mine` that share a fact's value, for one of the events, not Rejected (as the indexes are). */
const sharing = (column: string, value: string) =>
  `${column} = ${value} AND other.event_id = ANY(events) AND other.status <> 5 AND other.id <> my_id`;

/**
 * One person, one payment (docs/rules.md, "Four eyes and duplicates"): a possible duplicate is another
 * claim, not Rejected, for the same event or one whose days overlap, of the same e-mail address, the
 * same IBAN or the same name and employer.
 *
 * - `claim.name_employer_key` (nameAndEmployerKey) and `claim_bank_data.iban_fingerprint`
 *   (IbanFingerprint, a keyed hash: no account is opened to compare) hold the two new facts; both are
 *   filled here for the rows there are, which needs DATA_KEY (migrate hands it over).
 * - The flag is kept by triggers that touch only the claims whose flag may change, found through
 *   indexes: a save looks up its own matches (an index probe per fact and overlapping event) and flags
 *   only those not flagged yet (the indexes end in the flag), so it costs the same whatever an address,
 *   a name or an account already holds. The first version refreshed every claim of the address on
 *   each save (docs/decisions.md, "Four eyes and duplicates").
 * - Writers that change the same person's facts at once take turns on a transaction-scoped advisory
 *   lock per fact value (in one order, so they never deadlock), so two saves on two replicas both see
 *   each other; an event's new dates take a lock that every such writer shares.
 */
export class DuplicatesByPerson1795916080882 implements MigrationInterface, UsesDataKey {
  name = 'DuplicatesByPerson1795916080882';

  private dataKey?: string;

  useDataKey(dataKey: string): void {
    this.dataKey = dataKey;
  }

  async up(db: QueryRunner): Promise<void> {
    await dropAddressDuplicates(db);

    await db.query(`ALTER TABLE "claim" ADD "name_employer_key" character varying(400)`);
    await db.query(`ALTER TABLE "claim_bank_data" ADD "iban_fingerprint" bytea`);
    await this.fillNameKeys(db);
    await this.fillFingerprints(db);

    await db.query(EVENT_DAYS);
    await db.query(`CREATE INDEX "event_days" ON "event" USING gist (event_days("start_date", "end_date"))`);
    // Each ends in the flag: a save finds the matches not flagged yet without reading those that are.
    await db.query(
      `CREATE INDEX "claim_duplicate_email" ON "claim" ("email", "event_id", "possible_duplicate") WHERE status <> 5`,
    );
    await db.query(
      `CREATE INDEX "claim_duplicate_name" ON "claim" ("name_employer_key", "event_id", "possible_duplicate") WHERE status <> 5`,
    );
    await db.query(`CREATE INDEX "claim_bank_data_iban" ON "claim_bank_data" ("iban_fingerprint")`);

    await db.query(`
      CREATE FUNCTION overlapping_events(event integer) RETURNS integer[] STABLE LANGUAGE sql AS $$
        SELECT array_agg(other.id) FROM event mine
          JOIN event other ON event_days(other.start_date, other.end_date) && event_days(mine.start_date, mine.end_date)
         WHERE mine.id = event
      $$`);
    // The rule in one place: the triggers below and ClaimsRepository.duplicatesOf ask it.
    await db.query(`
      CREATE FUNCTION claim_duplicate_matches(my_id uuid, my_email varchar, my_name_key varchar, my_iban bytea, my_event integer)
        RETURNS TABLE (claim_id uuid, fact text) STABLE LANGUAGE sql AS $$
        WITH overlapping AS (SELECT overlapping_events(my_event) AS events)
        ${FACTS.map(
          ({ fact, from, column }) =>
            `SELECT other.id, '${fact}' FROM ${from}, overlapping WHERE ${sharing(column, factValue(fact))}`,
        ).join(' UNION ALL ')}
      $$`);
    await db.query(`
      CREATE FUNCTION flag_duplicates_of(my_id uuid, my_email varchar, my_name_key varchar, my_iban bytea, my_event integer)
        RETURNS void LANGUAGE plpgsql AS $$
        DECLARE events integer[] := overlapping_events(my_event);
        BEGIN
          UPDATE claim other SET possible_duplicate = true
           WHERE ${sharing('other.email', 'my_email')} AND NOT other.possible_duplicate;
          UPDATE claim other SET possible_duplicate = true
           WHERE ${sharing('other.name_employer_key', 'my_name_key')} AND NOT other.possible_duplicate;
          UPDATE claim other SET possible_duplicate = true FROM claim_bank_data account
           WHERE account.claim_id = other.id AND ${sharing('account.iban_fingerprint', 'my_iban')}
             AND NOT other.possible_duplicate;
        END $$`);
    await db.query(`
      CREATE FUNCTION refresh_duplicate_flags(claims uuid[]) RETURNS void LANGUAGE sql AS $$
        UPDATE claim SET possible_duplicate = found.duplicate
        FROM (
          SELECT mine.id, mine.status <> 5 AND EXISTS (
            SELECT 1 FROM claim_duplicate_matches(mine.id, mine.email, mine.name_employer_key,
              (SELECT iban_fingerprint FROM claim_bank_data WHERE claim_id = mine.id), mine.event_id)
          ) AS duplicate
          FROM claim mine WHERE mine.id = ANY(claims)
        ) AS found
        WHERE claim.id = found.id AND claim.possible_duplicate <> found.duplicate
      $$`);
    // Sorted, so that two writers locking overlapping sets never wait for each other in a circle.
    await db.query(`
      CREATE FUNCTION lock_duplicate_facts(fact_values text[]) RETURNS void LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_advisory_xact_lock_shared(${EVENT_DATES_LOCK});
          PERFORM pg_advisory_xact_lock(fact_lock) FROM (
            SELECT DISTINCT hashtextextended(fact_value, 0) AS fact_lock FROM unnest(fact_values) AS fact_value
             WHERE fact_value IS NOT NULL
          ) AS fact_locks ORDER BY fact_lock;
        END $$`);
    await db.query(`
      CREATE FUNCTION claim_facts(one claim, account_iban bytea) RETURNS text[] IMMUTABLE LANGUAGE sql AS $$
        SELECT ARRAY['email:' || one.email, 'name:' || one.name_employer_key, 'iban:' || encode(account_iban, 'hex')]
      $$`);

    // A new claim: its own flag is set as it is written (no second write), and its matches are flagged.
    await db.query(`
      CREATE FUNCTION claim_duplicates_saved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM lock_duplicate_facts(claim_facts(NEW, NULL));
        NEW.possible_duplicate := NEW.status <> 5 AND EXISTS (
          SELECT 1 FROM claim_duplicate_matches(NEW.id, NEW.email, NEW.name_employer_key, NULL, NEW.event_id));
        IF NEW.possible_duplicate THEN
          PERFORM flag_duplicates_of(NEW.id, NEW.email, NEW.name_employer_key, NULL, NEW.event_id);
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(
      `CREATE TRIGGER "claim_duplicates_saved" BEFORE INSERT ON "claim"
       FOR EACH ROW EXECUTE FUNCTION claim_duplicates_saved()`,
    );
    // A claim that goes (deleted), leaves (Rejected) or changes a fact: who it matched is asked again,
    // and whom it matches now is flagged.
    await db.query(`
      CREATE FUNCTION claim_duplicates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        -- Deleted with its claim before this runs (the foreign key's cascade): then claim_account_duplicates_changed asks.
        account_iban bytea := (SELECT iban_fingerprint FROM claim_bank_data WHERE claim_id = OLD.id);
        former uuid[] := '{}';
      BEGIN
        PERFORM lock_duplicate_facts(claim_facts(OLD, account_iban) ||
          CASE WHEN TG_OP = 'UPDATE' THEN claim_facts(NEW, account_iban) ELSE '{}' END);
        IF OLD.status <> 5 THEN
          former := ARRAY(SELECT claim_id FROM claim_duplicate_matches(
            OLD.id, OLD.email, OLD.name_employer_key, account_iban, OLD.event_id));
        END IF;
        IF TG_OP = 'DELETE' THEN
          PERFORM refresh_duplicate_flags(former);
          RETURN NULL;
        END IF;
        PERFORM refresh_duplicate_flags(former || NEW.id);
        IF NEW.status <> 5 THEN
          PERFORM flag_duplicates_of(NEW.id, NEW.email, NEW.name_employer_key, account_iban, NEW.event_id);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE TRIGGER "claim_duplicates_deleted" AFTER DELETE ON "claim"
       FOR EACH ROW EXECUTE FUNCTION claim_duplicates_changed()`,
    );
    // Only a move into or out of Rejected, another address, name, employer or event changes who duplicates whom.
    await db.query(
      `CREATE TRIGGER "claim_duplicates_updated" AFTER UPDATE OF "status", "email", "name_employer_key", "event_id" ON "claim"
       FOR EACH ROW WHEN ((OLD.status = 5) <> (NEW.status = 5) OR OLD.email <> NEW.email OR OLD.event_id <> NEW.event_id
         OR OLD.name_employer_key IS DISTINCT FROM NEW.name_employer_key)
       EXECUTE FUNCTION claim_duplicates_changed()`,
    );
    // A claim's account entered, replaced or removed: the claims of the former and of the new IBAN.
    await db.query(`
      CREATE FUNCTION claim_account_duplicates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        account_claim uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.claim_id ELSE NEW.claim_id END;
        mine claim := (SELECT claim FROM claim WHERE id = account_claim);
        former bytea := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.iban_fingerprint END;
        now_held bytea := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.iban_fingerprint END;
      BEGIN
        -- Deleted with its claim: the account's other claims are asked again.
        IF mine IS NULL THEN
          PERFORM lock_duplicate_facts(ARRAY['iban:' || encode(former, 'hex')]);
          PERFORM refresh_duplicate_flags(ARRAY(SELECT claim_id FROM claim_bank_data WHERE iban_fingerprint = former));
          RETURN NULL;
        END IF;
        PERFORM lock_duplicate_facts(claim_facts(mine, former) || claim_facts(mine, now_held));
        IF mine.status <> 5 THEN
          PERFORM refresh_duplicate_flags(ARRAY(
            SELECT claim_id FROM claim_duplicate_matches(mine.id, NULL, NULL, former, mine.event_id)) || mine.id);
          PERFORM flag_duplicates_of(mine.id, NULL, NULL, now_held, mine.event_id);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE TRIGGER "claim_account_duplicates" AFTER INSERT OR DELETE OR UPDATE OF "iban_fingerprint" ON "claim_bank_data"
       FOR EACH ROW EXECUTE FUNCTION claim_account_duplicates_changed()`,
    );
    // New dates: the claims sharing a fact with one of the event's are asked again (a rare, staff-made change),
    // while no claim changes its facts (the lock each of them shares).
    await db.query(`
      CREATE FUNCTION event_dates_duplicates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(${EVENT_DATES_LOCK});
        PERFORM refresh_duplicate_flags(ARRAY(
          SELECT other.id FROM claim mine JOIN claim other ON other.email = mine.email WHERE mine.event_id = NEW.id
          UNION SELECT other.id FROM claim mine JOIN claim other ON other.name_employer_key = mine.name_employer_key
                 WHERE mine.event_id = NEW.id
          UNION SELECT theirs.claim_id FROM claim mine
                 JOIN claim_bank_data my_account ON my_account.claim_id = mine.id
                 JOIN claim_bank_data theirs ON theirs.iban_fingerprint = my_account.iban_fingerprint
                 WHERE mine.event_id = NEW.id));
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE TRIGGER "event_dates_duplicates" AFTER UPDATE OF "start_date", "end_date" ON "event"
       FOR EACH ROW WHEN (OLD.start_date <> NEW.start_date OR OLD.end_date <> NEW.end_date)
       EXECUTE FUNCTION event_dates_duplicates_changed()`,
    );

    await db.query(`SELECT refresh_duplicate_flags(ARRAY(SELECT id FROM claim))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "event_dates_duplicates" ON "event"`);
    await db.query(`DROP FUNCTION event_dates_duplicates_changed()`);
    await db.query(`DROP TRIGGER "claim_account_duplicates" ON "claim_bank_data"`);
    await db.query(`DROP FUNCTION claim_account_duplicates_changed()`);
    await db.query(`DROP TRIGGER "claim_duplicates_updated" ON "claim"`);
    await db.query(`DROP TRIGGER "claim_duplicates_deleted" ON "claim"`);
    await db.query(`DROP FUNCTION claim_duplicates_changed()`);
    await db.query(`DROP TRIGGER "claim_duplicates_saved" ON "claim"`);
    await db.query(`DROP FUNCTION claim_duplicates_saved()`);
    await db.query(`DROP FUNCTION claim_facts(claim, bytea)`);
    await db.query(`DROP FUNCTION lock_duplicate_facts(text[])`);
    await db.query(`DROP FUNCTION refresh_duplicate_flags(uuid[])`);
    await db.query(`DROP FUNCTION flag_duplicates_of(uuid, varchar, varchar, bytea, integer)`);
    await db.query(`DROP FUNCTION claim_duplicate_matches(uuid, varchar, varchar, bytea, integer)`);
    await db.query(`DROP FUNCTION overlapping_events(integer)`);
    await db.query(`DROP INDEX "claim_bank_data_iban"`);
    await db.query(`DROP INDEX "claim_duplicate_name"`);
    await db.query(`DROP INDEX "claim_duplicate_email"`);
    await db.query(`DROP INDEX "event_days"`);
    await db.query(`DROP FUNCTION event_days(timestamptz, timestamptz)`);
    await db.query(`ALTER TABLE "claim_bank_data" DROP COLUMN "iban_fingerprint"`);
    await db.query(`ALTER TABLE "claim" DROP COLUMN "name_employer_key"`);
    await db.query(`UPDATE claim SET possible_duplicate = false WHERE possible_duplicate`);
    await createAddressDuplicates(db);
  }

  /** Every claim's name and employer key, in rounds of BATCH claims. */
  private async fillNameKeys(db: QueryRunner): Promise<void> {
    for (let after = ''; ;) {
      const rows: { id: string; firstname: string; lastname: string; institution: string }[] = await db.query(
        `SELECT id::text AS id, firstname, lastname, institution FROM claim
          WHERE id::text > $1 AND anonymised_at IS NULL ORDER BY id::text LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      await db.query(
        `UPDATE claim SET name_employer_key = keyed.key
           FROM unnest($1::uuid[], $2::varchar[]) AS keyed (id, key) WHERE claim.id = keyed.id`,
        [
          rows.map((row) => row.id),
          rows.map((row) => nameAndEmployerKey(row.firstname, row.lastname, row.institution)),
        ],
      );
      after = rows[rows.length - 1].id;
    }
  }

  /** Every account's IBAN fingerprint: the account opened here in memory, never written out. */
  private async fillFingerprints(db: QueryRunner): Promise<void> {
    const [{ accounts }] = await db.query(`SELECT count(*)::int AS accounts FROM claim_bank_data`);
    if (accounts === 0) return;
    if (!this.dataKey) throw new Error('Migration DuplicatesByPerson needs DATA_KEY to fingerprint the IBANs on file.');
    const cipher = new DataCipher(this.dataKey);
    const fingerprint = new IbanFingerprint(this.dataKey);
    for (let after = ''; ;) {
      const rows: { id: string; sealed: string }[] = await db.query(
        `SELECT claim_id::text AS id, sealed FROM claim_bank_data WHERE claim_id::text > $1 ORDER BY claim_id::text LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      await db.query(
        `UPDATE claim_bank_data SET iban_fingerprint = printed.fingerprint
           FROM unnest($1::uuid[], $2::bytea[]) AS printed (id, fingerprint) WHERE claim_id = printed.id`,
        [
          rows.map((row) => row.id),
          rows.map((row) => fingerprint.of((JSON.parse(cipher.open(row.sealed, row.id)) as { iban: string }).iban)),
        ],
      );
      after = rows[rows.length - 1].id;
    }
  }
}

/** The lock (of the two-key form, apart from every fact's) that an event's new dates hold alone. */
const EVENT_DATES_LOCK = '7353, 2';

/** The parameter of claim_duplicate_matches that holds a fact's value. */
function factValue(fact: (typeof FACTS)[number]['fact']): string {
  return { email: 'my_email', iban: 'my_iban', nameAndEmployer: 'my_name_key' }[fact];
}
