import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every committed change of data the servers keep in memory (countries, refund rates, distance
 * bands, events and their venues) is announced on the channel `reference_data`, whoever makes it
 * (any replica, a migration, a script). Payload: the table name, or `event:<id>` for one event's
 * calculation facts (`event:*` after a TRUNCATE). See server/src/platform/database/change-feed.
 */
export class ReferenceChangeNotify1764100000200 implements MigrationInterface {
  name = 'ReferenceChangeNotify1764100000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_reference_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('reference_data', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    // TG_ARGV[0]: the column holding the event's id.
    await db.query(`
      CREATE FUNCTION notify_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('reference_data', 'event:*');
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM pg_notify('reference_data', 'event:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM pg_notify('reference_data', 'event:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['country', 'refund_rate', 'distance_band']) {
      await db.query(
        `CREATE TRIGGER "${table}_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_change()`,
      );
    }
    for (const [table, column] of [
      ['event', 'id'],
      ['event_location', 'event_id'],
    ]) {
      await db.query(
        `CREATE TRIGGER "${table}_changed" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION notify_event_change('${column}')`,
      );
      await db.query(
        `CREATE TRIGGER "${table}_truncated" AFTER TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION notify_event_change('${column}')`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['event', 'event_location']) {
      await db.query(`DROP TRIGGER "${table}_truncated" ON "${table}"`);
      await db.query(`DROP TRIGGER "${table}_changed" ON "${table}"`);
    }
    for (const table of ['country', 'refund_rate', 'distance_band']) {
      await db.query(`DROP TRIGGER "${table}_changed" ON "${table}"`);
    }
    await db.query(`DROP FUNCTION notify_event_change()`);
    await db.query(`DROP FUNCTION notify_reference_change()`);
  }
}
