import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A claim's rollup key: its academy day of saving, status, event, country and distance band (none: null). */
export const KEY = 'day, status, event_id, country_id, band_id';

/** The rollup columns of claims read as `claim` (a table or a transition table). */
export const CLAIM_KEY = `(claim.submitted_at AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date AS day, claim.status,
  claim.event_id, claim.country_id, band.id AS band_id`;

/** The claim's band: the band of its saved version covering its saved distance (as the report always chose). */
const bandJoin = (bands = 'distance_band') => `LEFT JOIN ${bands} band ON band.version = claim.distance_band_version
  AND claim.distance_km BETWEEN band.min_value AND band.max_value`;
const BAND_JOIN = bandJoin();

/** Each claim's address as claim_email's id. */
const PARTICIPANT_JOIN = 'JOIN claim_email participant ON participant.email = lower(claim.email)';

/** The rollup rows of a table's claims (`claims`, read as `claim`), counted in (sign 1) or out (-1), with their band in `bands`. */
export function counted(claims: string, sign: 1 | -1, bands?: string): string {
  const amount = (column: string) => (sign === 1 ? `claim.${column}` : `-claim.${column}`);
  return `SELECT ${CLAIM_KEY}, participant.id AS participant_id, ${sign} AS claims,
    ${amount('travel_amount')} AS travel, ${amount('accommodation_total')} AS accommodation,
    ${amount('total_amount')} AS total
    FROM ${claims} claim ${bandJoin(bands)} ${PARTICIPANT_JOIN}`;
}

interface Operation {
  name: 'inserted' | 'updated' | 'deleted';
  event: string;
  tables: string;
  /** The differences the statement makes, one row per claim counted in or out. */
  changes: string;
}

const OPERATIONS: Operation[] = [
  { name: 'inserted', event: 'INSERT', tables: 'NEW TABLE AS new_claims', changes: counted('new_claims', 1) },
  {
    name: 'updated',
    event: 'UPDATE',
    tables: 'NEW TABLE AS new_claims OLD TABLE AS old_claims',
    changes: `${counted('new_claims', 1)} UNION ALL ${counted('old_claims', -1)}`,
  },
  { name: 'deleted', event: 'DELETE', tables: 'OLD TABLE AS old_claims', changes: counted('old_claims', -1) },
];

/**
 * The trigger's statements: the differences added to both rollups in key order (the same lock
 * order in every transaction), an update of other columns adding up to nothing and writing
 * nothing; then rows left at zero go (only where claims were counted out).
 */
function changeStatements({ name, changes }: Operation): string {
  const statements = [];
  if (name !== 'deleted') {
    statements.push('INSERT INTO claim_email SELECT DISTINCT lower(email) FROM new_claims ON CONFLICT DO NOTHING');
  }
  statements.push(...rollupStatements(changes, name === 'inserted' ? null : counted('old_claims', -1)));
  return statements.map((statement) => `${statement};`).join('\n');
}

/** An INSERT INTO claim_rollup AS rollup adds its rows to those of the same key and shard. */
export const ADD_TO_ROLLUP = `ON CONFLICT (${KEY}, shard) DO UPDATE SET claims = rollup.claims + excluded.claims,
  travel = rollup.travel + excluded.travel, accommodation = rollup.accommodation + excluded.accommodation,
  total = rollup.total + excluded.total`;

/** An INSERT INTO claim_rollup_participant AS rollup adds its counts to those of the same key and participant. */
export const ADD_TO_PARTICIPANT_ROLLUP = `ON CONFLICT (${KEY}, participant_id) DO UPDATE SET claims = rollup.claims + excluded.claims`;

/**
 * Adds `changes` (rows of counted()) to both rollups in key order (the same lock order in every
 * transaction; differences that add up to nothing write nothing), then deletes the rows left at zero
 * among the keys of `countedOut` (rows of counted() with sign -1; null when nothing was counted out).
 */
export function rollupStatements(changes: string, countedOut: string | null): string[] {
  const statements = [
    `INSERT INTO claim_rollup AS rollup (${KEY}, shard, claims, travel, accommodation, total)
     SELECT ${KEY}, pg_backend_pid() % 8, sum(claims), sum(travel), sum(accommodation), sum(total)
     FROM (${changes}) AS change GROUP BY ${KEY}
     HAVING sum(claims) <> 0 OR sum(travel) <> 0 OR sum(accommodation) <> 0 OR sum(total) <> 0
     ORDER BY ${KEY}
     ${ADD_TO_ROLLUP}`,
    `INSERT INTO claim_rollup_participant AS rollup (${KEY}, participant_id, claims)
     SELECT ${KEY}, participant_id, sum(claims)
     FROM (${changes}) AS change GROUP BY ${KEY}, participant_id HAVING sum(claims) <> 0
     ORDER BY ${KEY}, participant_id
     ${ADD_TO_PARTICIPANT_ROLLUP}`,
  ];
  if (countedOut !== null) {
    const gone = `(SELECT DISTINCT ${KEY}, participant_id FROM (${countedOut}) AS counted) AS gone`;
    const sameKey = `rollup.day = gone.day AND rollup.status = gone.status AND rollup.event_id = gone.event_id
      AND rollup.country_id = gone.country_id AND rollup.band_id IS NOT DISTINCT FROM gone.band_id`;
    statements.push(
      `DELETE FROM claim_rollup rollup USING ${gone} WHERE ${sameKey}
       AND rollup.claims = 0 AND rollup.travel = 0 AND rollup.accommodation = 0 AND rollup.total = 0`,
      `DELETE FROM claim_rollup_participant rollup USING ${gone} WHERE ${sameKey}
       AND rollup.participant_id = gone.participant_id AND rollup.claims = 0`,
    );
  }
  return statements;
}

/** Creates the statement-level trigger of one claim operation, and its function. */
export async function createClaimTrigger(db: QueryRunner, name: Operation['name']): Promise<void> {
  const operation = OPERATIONS.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`No claim operation ${name}`);
  await db.query(`CREATE FUNCTION claim_rollup_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${changeStatements(operation)} RETURN NULL; END $$`);
  await db.query(
    `CREATE TRIGGER "claim_rollup_${name}" AFTER ${operation.event} ON "claim"
     REFERENCING ${operation.tables} FOR EACH STATEMENT EXECUTE FUNCTION claim_rollup_${name}()`,
  );
}

/** Any change to the distance bands rebuilds both rollups (ClaimRollupBandChanges moves only the claims concerned). */
export async function rebuildOnBandChanges(db: QueryRunner): Promise<void> {
  await db.query(`
    CREATE FUNCTION distance_bands_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM rebuild_claim_rollup();
      RETURN NULL;
    END $$`);
  await db.query(
    `CREATE TRIGGER "claim_rollup_bands" AFTER INSERT OR UPDATE OR DELETE ON "distance_band"
     FOR EACH STATEMENT EXECUTE FUNCTION distance_bands_changed()`,
  );
}

/**
 * The report figures at a million claims, kept by triggers instead of added up on each request:
 * - claim_rollup: claims and amounts per key (day, status, event, country, band) and `shard`;
 *   concurrent saves of one key write different shards (the saving backend's pid modulo 8), so a
 *   busy seminar's row does not serialise every save until commit;
 * - claim_rollup_participant: claims per key and participant (claim_email's new id), from which
 *   distinct participants are counted exactly under any filter (distinct counts do not add up).
 * One statement-level trigger per operation adds its transition tables' differences. rebuild_claim_rollup() recomputes
 * both from the claims: after a bulk load with triggers disabled, and after any distance band
 * changes (a claim's band is looked up when it is saved).
 */
export class ClaimRollup1765020000003 implements MigrationInterface {
  name = 'ClaimRollup1765020000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "claim_email" ADD "id" integer GENERATED ALWAYS AS IDENTITY UNIQUE`);
    await db.query(
      `CREATE TABLE "claim_rollup" ("day" date NOT NULL, "status" smallint NOT NULL, "event_id" integer NOT NULL,
        "country_id" integer NOT NULL, "band_id" integer, "shard" smallint NOT NULL, "claims" integer NOT NULL,
        "travel" numeric NOT NULL, "accommodation" numeric NOT NULL, "total" numeric NOT NULL)`,
    );
    await db.query(`CREATE UNIQUE INDEX "claim_rollup_key" ON "claim_rollup" (${KEY}, shard) NULLS NOT DISTINCT`);
    await db.query(
      `CREATE TABLE "claim_rollup_participant" ("day" date NOT NULL, "status" smallint NOT NULL,
        "event_id" integer NOT NULL, "country_id" integer NOT NULL, "band_id" integer,
        "participant_id" integer NOT NULL, "claims" integer NOT NULL,
        "month" date GENERATED ALWAYS AS (date_trunc('month', "day"::timestamp)::date) STORED)`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "claim_rollup_participant_key" ON "claim_rollup_participant" (${KEY}, participant_id)
       NULLS NOT DISTINCT`,
    );
    // Per grouping, its groups' participants in order: counted off an index-only scan without
    // sorting or hashing a million rows, the filters' columns included. The status and event
    // indexes hold every column: a status or event filter reads only its part of them.
    const columns = ['day', 'status', 'event_id', 'country_id', 'band_id', 'month'];
    for (const grouping of columns.slice(1)) {
      const included = ['status', 'event_id'].includes(grouping) ? columns : ['day', 'status', 'event_id'];
      await db.query(
        `CREATE INDEX "claim_rollup_participant_${grouping}" ON "claim_rollup_participant" ("${grouping}", participant_id)
         INCLUDE (${included.filter((column) => column !== grouping).join(', ')})`,
      );
    }
    for (const operation of OPERATIONS) await createClaimTrigger(db, operation.name);
    await db.query(`CREATE FUNCTION claim_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE claim_rollup, claim_rollup_participant; RETURN NULL; END $$`);
    await db.query(
      `CREATE TRIGGER "claim_rollup_truncated" AFTER TRUNCATE ON "claim"
       FOR EACH STATEMENT EXECUTE FUNCTION claim_rollup_truncated()`,
    );
    await db.query(`
      CREATE FUNCTION rebuild_claim_rollup() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        indexes CONSTANT text[] := ARRAY(SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()
          AND tablename IN ('claim_rollup', 'claim_rollup_participant'));
        index_name text;
        definition text;
      BEGIN
        -- No claim changes meanwhile; the statements below then see every committed claim.
        LOCK TABLE claim IN SHARE MODE;
        TRUNCATE claim_rollup, claim_rollup_participant;
        -- A bulk load: the indexes are built once afterwards, far faster than row by row.
        FOR index_name IN SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()
          AND tablename IN ('claim_rollup', 'claim_rollup_participant') LOOP
          EXECUTE format('DROP INDEX %I', index_name);
        END LOOP;
        PERFORM set_config('work_mem', '256MB', true);
        INSERT INTO claim_email SELECT DISTINCT lower(email) FROM claim ON CONFLICT DO NOTHING;
        INSERT INTO claim_rollup (${KEY}, shard, claims, travel, accommodation, total)
        SELECT ${KEY}, 0, count(*), sum(travel_amount), sum(accommodation_total), sum(total_amount)
        FROM (SELECT ${CLAIM_KEY}, claim.travel_amount, claim.accommodation_total, claim.total_amount
              FROM claim ${BAND_JOIN}) AS claim
        GROUP BY ${KEY};
        INSERT INTO claim_rollup_participant (${KEY}, participant_id, claims)
        SELECT ${KEY}, participant_id, count(*)
        FROM (SELECT ${CLAIM_KEY}, participant.id AS participant_id FROM claim ${BAND_JOIN} ${PARTICIPANT_JOIN}) AS claim
        GROUP BY ${KEY}, participant_id;
        FOREACH definition IN ARRAY indexes LOOP
          EXECUTE definition;
        END LOOP;
        ANALYZE claim_rollup;
        ANALYZE claim_rollup_participant;
      END $$`);
    await rebuildOnBandChanges(db);
    await db.query('SELECT rebuild_claim_rollup()');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "claim_rollup_bands" ON "distance_band"`);
    for (const operation of ['inserted', 'updated', 'deleted', 'truncated']) {
      await db.query(`DROP TRIGGER "claim_rollup_${operation}" ON "claim"`);
      await db.query(`DROP FUNCTION claim_rollup_${operation}()`);
    }
    await db.query('DROP FUNCTION distance_bands_changed()');
    await db.query('DROP FUNCTION rebuild_claim_rollup()');
    await db.query('DROP TABLE "claim_rollup_participant"');
    await db.query('DROP TABLE "claim_rollup"');
    await db.query(`ALTER TABLE "claim_email" DROP COLUMN "id"`);
  }
}
