import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';
import type { MigrationInterface, QueryRunner } from 'typeorm';

import { ADD_TO_PARTICIPANT_ROLLUP, ADD_TO_ROLLUP, createClaimTrigger, KEY } from './1765020000003-ClaimRollup.js';

/**
 * A saved claim is counted into the rollups by a row-level trigger of plain key lookups, instead of
 * ClaimRollup's statement-level one joining its transition table to claim_email and distance_band.
 * A statement without parameters gets one plan per connection, made the first time it runs: made
 * while claim_email was small, it scanned and hashed the whole table for every later save (seen: the
 * database's CPU per save growing from 2.4 to 4.9 ms over 30,000 saves), and its joins and grouping
 * cost a third of a save's database time even when well planned. Here each statement finds its rows
 * by index whatever the tables' size.
 * Saves insert one claim each; a statement inserting several counts them one by one, in its rows'
 * order (two such statements running at once on the same keys could deadlock, and one would be
 * retried by its caller; nothing in the application inserts claims several at a time). Updates and
 * deletes, which payment runs and clean-ups do many at a time, keep their statement-level triggers.
 * The claim's address is in claim_email already: claim_email_remembered, an AFTER INSERT row trigger
 * too, fires first (PostgreSQL fires triggers of one kind in the order of their names).
 */
export class ClaimRollupPerSave1765400000000 implements MigrationInterface {
  name = 'ClaimRollupPerSave1765400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "claim_rollup_inserted" ON "claim"`);
    await db.query(`DROP FUNCTION claim_rollup_inserted()`);
    await db.query(`CREATE FUNCTION claim_rollup_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        -- Named unlike any column: the statements below name the columns.
        saved_day CONSTANT date := (NEW.submitted_at AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date;
        saved_band integer;
        saved_participant integer;
      BEGIN
        -- The band of its saved version covering its saved distance (bands of a version never overlap).
        SELECT band.id INTO saved_band FROM distance_band band
         WHERE band.version = NEW.distance_band_version AND NEW.distance_km BETWEEN band.min_value AND band.max_value;
        -- Planned on each call (EXECUTE): a plan kept from the first saves, when claim_email was small,
        -- scans the whole table (and plans are kept until the table is analysed again).
        EXECUTE 'SELECT id FROM claim_email WHERE email = lower($1)' INTO saved_participant USING NEW.email;
        INSERT INTO claim_rollup AS rollup (${KEY}, shard, claims, travel, accommodation, total)
        VALUES (saved_day, NEW.status, NEW.event_id, NEW.country_id, saved_band, pg_backend_pid() % 8, 1,
          NEW.travel_amount, NEW.accommodation_total, NEW.total_amount)
        ${ADD_TO_ROLLUP};
        INSERT INTO claim_rollup_participant AS rollup (${KEY}, participant_id, claims)
        VALUES (saved_day, NEW.status, NEW.event_id, NEW.country_id, saved_band, saved_participant, 1)
        ${ADD_TO_PARTICIPANT_ROLLUP};
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE TRIGGER "claim_rollup_inserted" AFTER INSERT ON "claim" FOR EACH ROW EXECUTE FUNCTION claim_rollup_inserted()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "claim_rollup_inserted" ON "claim"`);
    await db.query(`DROP FUNCTION claim_rollup_inserted()`);
    await createClaimTrigger(db, 'inserted');
  }
}
