import type { DataSource } from 'typeorm';

/**
 * Fills the claim table with `count` claims (and one audit row each) in set-based SQL, spread over
 * `events` events, 5,000 e-mail addresses, every status and three years of submission dates, so
 * that the staff filters meet a realistic mix. Transaction numbers come from the real sequence.
 */
export async function seedClaims(db: DataSource, count: number, events = 200): Promise<void> {
  const [{ de }] = await db.query(`SELECT id AS de FROM country WHERE iso_3166 = 'DE'`);
  const [{ be }] = await db.query(`SELECT id AS be FROM country WHERE iso_3166 = 'BE'`);
  await db.query(
    `INSERT INTO event (number, title, start_date, end_date, distance_band_version, accommodation_eligible, max_nights, row_version)
     SELECT 'B' || lpad(n::text, 5, '0'), 'Benchmark seminar ' || n,
            now() - (n || ' days')::interval, now() - (n || ' days')::interval + interval '2 days', 1, true, 2, 1
     FROM generate_series(1, $1) AS n`,
    [events],
  );
  // A bulk load: the secondary indexes are built once afterwards (far faster than row by row), and
  // the trigger remembering addresses is replaced by one statement.
  const indexes: { indexdef: string; indexname: string }[] = await db.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename IN ('claim', 'claim_audit') AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
  await db.query('ALTER TABLE claim DISABLE TRIGGER USER');
  const batch = 100_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.query(
      `WITH seeded AS (
         INSERT INTO claim (id, identifier, status, confirmed, event_id, firstname, lastname, email, phone,
           institution, street, postal_code, city, country_id, latitude, longitude, travel_type,
           venue_name, venue_city, venue_country_id, distance_km, distance_band_version, travel_amount,
           nights, nightly_rate, accommodation_total, total_amount, submitted_at, row_version)
         SELECT gen_random_uuid(),
                'UC-' || extract(year FROM now())::int || '-' || lpad(v::text, greatest(length(v::text), 6), '0'),
                (ARRAY[0, 1, 2, 3, 5])[1 + n % 5], n % 5 > 0,
                (SELECT min(id) FROM event) + n % $3,
                'First' || n, 'Last' || n, 'participant' || (n % 5000) || '@court' || (n % 37) || '.example',
                '+32 2 555 01 23', 'Court ' || (n % 900), 'Rue ' || n, '1000', 'Brussels', $4, 50.8366, 4.3517, n % 2,
                'Venue', 'Trier', $5, 202, 1, 180, 2, 98, 196, 376,
                now() - ((n % 1095) || ' days')::interval - ((n % 86400) || ' seconds')::interval, 1
         FROM (SELECT n, nextval('claim_identifier_seq') AS v FROM generate_series($1::int, $2::int) AS n) AS seq
         RETURNING id
       )
       INSERT INTO claim_audit (claim_id, action, description, username)
       SELECT id, 4, 'Claim saved', 'participant@court.example' FROM seeded`,
      [from, to, events, be, de],
    );
  }
  await db.query('ALTER TABLE claim ENABLE TRIGGER USER');
  await db.query('INSERT INTO claim_email SELECT DISTINCT lower(email) FROM claim ON CONFLICT DO NOTHING');
  // The report's rollups, which the disabled triggers did not keep.
  await db.query('SELECT rebuild_claim_rollup()');
  for (const { indexdef } of indexes) await db.query(indexdef);
  // The possible-duplicate flags the disabled triggers did not keep, for every address at once
  // (with the triggers off again: the rollups' would only add up nothing). Every claim of the seed
  // shares its address with others for its event, so each is flagged.
  await db.query('ALTER TABLE claim DISABLE TRIGGER USER');
  await db.query('SELECT refresh_duplicate_flags(ARRAY(SELECT id FROM claim))');
  await db.query('ALTER TABLE claim ENABLE TRIGGER USER');
  // What autovacuum does after a bulk insert: statistics, and the visibility map that lets counts
  // read the indexes alone.
  await db.query('VACUUM ANALYZE claim');
  await db.query('VACUUM ANALYZE claim_audit');
  await db.query('VACUUM ANALYZE event');
  await db.query('VACUUM ANALYZE claim_email');
  await db.query('VACUUM ANALYZE claim_rollup');
  await db.query('VACUUM ANALYZE claim_rollup_participant');
}
