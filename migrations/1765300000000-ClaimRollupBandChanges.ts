import type { MigrationInterface, QueryRunner } from 'typeorm';

import { counted, rebuildOnBandChanges, rollupStatements } from './1765020000003-ClaimRollup.js';

/** What decides which band a claim is in: a band's id, version and range (not its amount). */
const BAND = 'id, version, min_value, max_value';

interface BandOperation {
  name: 'inserted' | 'updated' | 'deleted';
  event: string;
  tables: string;
  /** The band rows whose id, version or range the statement changed, as they were and as they are. */
  changed: string;
  /** The band table as it was before the statement (`distance_band` is as it is after). */
  before: string;
}

const OPERATIONS: BandOperation[] = [
  {
    name: 'inserted',
    event: 'INSERT',
    tables: 'NEW TABLE AS new_bands',
    changed: `SELECT ${BAND} FROM new_bands`,
    before: `SELECT ${BAND} FROM distance_band WHERE id NOT IN (SELECT id FROM new_bands)`,
  },
  {
    name: 'updated',
    event: 'UPDATE',
    tables: 'NEW TABLE AS new_bands OLD TABLE AS old_bands',
    changed: `(SELECT ${BAND} FROM new_bands EXCEPT SELECT ${BAND} FROM old_bands)
      UNION (SELECT ${BAND} FROM old_bands EXCEPT SELECT ${BAND} FROM new_bands)`,
    before: `SELECT ${BAND} FROM distance_band WHERE id NOT IN (SELECT id FROM new_bands)
      UNION ALL SELECT ${BAND} FROM old_bands`,
  },
  {
    name: 'deleted',
    event: 'DELETE',
    tables: 'OLD TABLE AS old_bands',
    changed: `SELECT ${BAND} FROM old_bands`,
    before: `SELECT ${BAND} FROM distance_band UNION ALL SELECT ${BAND} FROM old_bands`,
  },
];

/**
 * Moves only the claims a distance band change can move. ClaimRollup rebuilt both rollups after any
 * change to distance_band, holding every save for the whole rebuild (~45 s at a million claims).
 * A claim's band can change only if its saved distance lies in the range of a band row the statement
 * inserted, deleted or changed (old or new range, same version); elsewhere the band covering it is an
 * unchanged row (bands of a version never overlap: distance_band_no_overlap). Of those, the claims whose
 * band is another now are counted out with the band they had and in with the one they have, in the
 * statement's transaction; an amount-only change moves nothing and locks nothing.
 * Claim writes wait meanwhile (SHARE lock on claim, as the rebuild took it), so no save is counted with
 * a band this change makes stale; the EXCLUSIVE lock on claim_rollup makes concurrent band changes
 * take turns, each seeing the one before it.
 */
export class ClaimRollupBandChanges1765300000000 implements MigrationInterface {
  name = 'ClaimRollupBandChanges1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "claim_rollup_bands" ON "distance_band"`);
    await db.query('DROP FUNCTION distance_bands_changed()');
    for (const { name, event, tables, changed, before } of OPERATIONS) {
      // Schema-qualified: never a table of that name elsewhere on the search path.
      const moves = 'pg_temp.claim_band_moves';
      const statements = [
        `LOCK TABLE claim IN SHARE MODE`,
        `LOCK TABLE claim_rollup IN EXCLUSIVE MODE`,
        // Created and dropped within the call (an error rolls the creation back with the rest).
        `CREATE TEMP TABLE claim_band_moves ON COMMIT DROP AS
         WITH before AS MATERIALIZED (${before}),
         moved AS MATERIALIZED (
           SELECT claim.* FROM claim
           LEFT JOIN distance_band band ON band.version = claim.distance_band_version
             AND claim.distance_km BETWEEN band.min_value AND band.max_value
           LEFT JOIN before ON before.version = claim.distance_band_version
             AND claim.distance_km BETWEEN before.min_value AND before.max_value
           WHERE band.id IS DISTINCT FROM before.id AND EXISTS (SELECT 1 FROM (${changed}) AS changed
             WHERE changed.version = claim.distance_band_version
               AND claim.distance_km BETWEEN changed.min_value AND changed.max_value))
         ${counted('moved', 1)} UNION ALL ${counted('moved', -1, 'before')}`,
        `ANALYZE ${moves}`,
        ...rollupStatements(`SELECT * FROM ${moves}`, null),
        // Rows left at zero, found by a scan rather than by key: thousands of keys (the claim triggers
        // look up a few) would be matched one by one (band_id IS NOT DISTINCT FROM is no join key).
        `DELETE FROM claim_rollup WHERE claims = 0 AND travel = 0 AND accommodation = 0 AND total = 0`,
        `DELETE FROM claim_rollup_participant WHERE claims = 0`,
        `DROP TABLE ${moves}`,
      ];
      await db.query(`CREATE FUNCTION claim_rollup_bands_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NOT EXISTS (${changed}) THEN RETURN NULL; END IF;
          ${statements.map((statement) => `${statement};`).join('\n')}
          RETURN NULL;
        END $$`);
      await db.query(
        `CREATE TRIGGER "claim_rollup_bands_${name}" AFTER ${event} ON "distance_band"
         REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION claim_rollup_bands_${name}()`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { name } of OPERATIONS) {
      await db.query(`DROP TRIGGER "claim_rollup_bands_${name}" ON "distance_band"`);
      await db.query(`DROP FUNCTION claim_rollup_bands_${name}()`);
    }
    await rebuildOnBandChanges(db);
  }
}
