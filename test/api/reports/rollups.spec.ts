import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';

import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The report reads rollups the claim triggers keep (migration ClaimRollup). Whatever happens to
 * the claims (saves, several at once, status and amount changes, moves between events and
 * countries, other days or distances, other addresses, deletes, band changes), its figures must
 * equal a direct aggregate over the claims for every grouping and filter.
 */
let t: TestApp;
let numbers: string[];

/** The figures added up over the claims themselves, as the report answered before the rollups. */
async function direct(groupBy: string, filters: Filters): Promise<unknown[]> {
  const group = new Map([
    ['event', 'event.number'],
    ['country', 'country.iso_3166'],
    ['band', `'v' || band.version || ':' || band.min_value || '-' || band.max_value`],
    ['status', 'claim.status'],
    ['month', `to_char(claim.submitted_at AT TIME ZONE '${ACADEMY_TIME_ZONE}', 'YYYY-MM')`],
  ]).get(groupBy)!;
  const rows: {
    key: string | null;
    claims: number;
    participants: number;
    travel: string;
    stay: string;
    total: string;
  }[] = await t.db.query(
    `SELECT ${group} AS key, count(*)::int AS claims, count(DISTINCT lower(claim.email))::int AS participants,
              sum(travel_amount)::text AS travel, sum(accommodation_total)::text AS stay, sum(total_amount)::text AS total
       FROM claim JOIN event ON event.id = claim.event_id JOIN country ON country.id = claim.country_id
       LEFT JOIN distance_band band ON band.version = claim.distance_band_version
         AND claim.distance_km BETWEEN band.min_value AND band.max_value
       WHERE ($1::smallint IS NULL OR claim.status = $1) AND ($2::text IS NULL OR lower(event.number) = lower($2))
         AND ($3::date IS NULL OR (claim.submitted_at AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date >= $3)
         AND ($4::date IS NULL OR (claim.submitted_at AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date <= $4)
       GROUP BY 1`,
    [filters.status ?? null, filters.number ?? null, filters.from ?? null, filters.to ?? null],
  );
  return rows.map((row) => ({
    key: groupBy === 'status' ? Number(row.key) : row.key,
    claims: row.claims,
    participants: row.participants,
    travelAmount: Number(row.travel),
    accommodationAmount: Number(row.stay),
    totalAmount: Number(row.total),
  }));
}

interface Filters {
  status?: number;
  number?: string;
  from?: string;
  to?: string;
}

const byKey = (a: { key: unknown }, b: { key: unknown }) => String(a.key).localeCompare(String(b.key));

async function expectRollupToMatch(): Promise<void> {
  const filterSets: Filters[] = [
    {},
    { status: 0 },
    { status: 3 },
    { number: numbers[1].toLowerCase() },
    { from: '2025-03-30', to: '2025-10-26' },
    { from: '2025-12-31' },
    { to: '2025-06-30', status: 1, number: numbers[0] },
  ];
  for (const groupBy of ['event', 'country', 'band', 'status', 'month']) {
    for (const filters of filterSets) {
      const query = new URLSearchParams({
        groupBy,
        ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
      });
      const response = await t.http
        .get(`/api/reports/claims?${query}`)
        .set('Authorization', `Bearer ${t.token('staff')}`);
      expect(response.status).toBe(200);
      const answered = (response.body as { key: unknown; label: string }[]).map(({ label, ...row }) => {
        expect(typeof label).toBe('string');
        return row;
      });
      expect({ query: query.toString(), figures: answered.sort(byKey) }).toEqual({
        query: query.toString(),
        figures: (await direct(groupBy, filters)).sort(byKey as never),
      });
    }
  }
}

/** Runs the statements on one connection after seeding its random(): random changes, the same each run. */
function randomly(seed: number, ...statements: [string, unknown[]?][]): Promise<void> {
  return t.db.transaction(async (manager) => {
    await manager.query('SELECT setseed($1)', [seed]);
    for (const [statement, parameters] of statements) await manager.query(statement, parameters);
  });
}

/** Claims in set-based SQL: addresses in any case, days around midnight in Berlin, some without a band. */
function addClaims(count: number, seed: number): Promise<void> {
  return randomly(seed, [
    `INSERT INTO claim (id, identifier, status, confirmed, event_id, firstname, lastname, email, phone,
       institution, street, postal_code, city, country_id, latitude, longitude, travel_type,
       venue_name, venue_city, venue_country_id, distance_km, distance_band_version, travel_amount,
       nights, nightly_rate, accommodation_total, total_amount, submitted_at, row_version)
     SELECT gen_random_uuid(), 'RT-' || nextval('claim_identifier_seq'), (ARRAY[-1, 0, 1, 2, 3, 5])[1 + floor(random() * 6)],
            true, events[1 + floor(random() * 3)],
            'F', 'L', (ARRAY['ana', 'ANA', 'Jane', 'jane', 'hans', 'local', 'józef', 'JÓZEF'])[1 + floor(random() * 8)]
              || '@court.example',
            '+32', 'Court', 'Rue', '1000', 'Brussels',
            countries[1 + floor(random() * 3)],
            50.8, 4.3, 1, 'Venue', 'Trier', (SELECT id FROM country WHERE iso_3166 = 'DE'),
            floor(random() * 3500)::int, (ARRAY[1, 1, 1, 2])[1 + floor(random() * 4)], travel, 1, stay, stay, travel + stay,
            timestamptz '2025-01-01 00:00 Europe/Berlin' + floor(random() * 730) * interval '1 day'
              + (ARRAY[interval '0', interval '1 second', interval '23:59:59', interval '22:30'])[1 + floor(random() * 4)], 1
     FROM (SELECT round((random() * 500)::numeric, 2) AS travel, round((random() * 200)::numeric, 2) AS stay
           FROM generate_series(1, $1)) AS amounts,
          (SELECT array_agg(id) AS events FROM event WHERE number = ANY ($2)) AS events,
          (SELECT array_agg(id) AS countries FROM country WHERE iso_3166 IN ('BE', 'DE', 'PT')) AS countries`,
    [count, numbers],
  ]);
}

beforeAll(async () => {
  t = await startTestApp();
  numbers = ['RU-1', 'RU-2', 'RU-3'];
  await t.db.query(
    `INSERT INTO event (number, title, start_date, end_date, distance_band_version, row_version)
     SELECT number, 'Rollup seminar ' || number, now(), now() + interval '1 day', 1, 1 FROM unnest($1::text[]) AS number`,
    [numbers],
  );
  await addClaims(300, 0.1);
});
afterAll(() => t.close());

describe('the report figures read from the rollups', () => {
  it('equal the claims added up directly after saves one by one and many at once', async () => {
    for (let claim = 0; claim < 20; claim += 1) await addClaims(1, claim / 100);
    await expectRollupToMatch();
  });

  it('follow status and amount changes, moves between events, countries, days and distances', async () => {
    await randomly(
      0.5,
      ['UPDATE claim SET status = 3 WHERE random() < 0.3'],
      [
        'UPDATE claim SET travel_amount = travel_amount + 1.01, total_amount = total_amount + 1.01 WHERE random() < 0.3',
      ],
      [
        `UPDATE claim SET event_id = (SELECT id FROM event WHERE number = 'RU-3'),
           country_id = (SELECT id FROM country WHERE iso_3166 = 'PT') WHERE random() < 0.2`,
      ],
      [`UPDATE claim SET submitted_at = submitted_at + interval '1 hour' WHERE random() < 0.3`],
      ['UPDATE claim SET distance_km = distance_km + 400, email = upper(email) WHERE random() < 0.3'],
    );
    // One claim at a time, as the app saves them.
    const ids: { id: string }[] = await t.db.query('SELECT id FROM claim ORDER BY identifier LIMIT 10');
    for (const { id } of ids) await t.db.query('UPDATE claim SET status = 5, nights = 0 WHERE id = $1', [id]);
    // Columns the figures do not read: nothing to add.
    await t.db.query('UPDATE claim SET confirmed = NOT confirmed, updated_at = now()');
    await expectRollupToMatch();
  });

  it('lose deleted claims and follow changed distance bands', async () => {
    await randomly(0.7, ['DELETE FROM claim WHERE random() < 0.25']);
    await t.db.query(`DELETE FROM claim WHERE id = (SELECT id FROM claim LIMIT 1)`);
    await expectRollupToMatch();
    await t.db.query(`INSERT INTO distance_band (version, min_value, max_value, amount) VALUES (2, 0, 999, 50)`);
    await t.db.query(`UPDATE distance_band SET max_value = 1499 WHERE version = 1 AND min_value = 500`);
    await expectRollupToMatch();
    // An amount moves no claim; a deleted band leaves its claims without one; several rows at once.
    await t.db.query(`UPDATE distance_band SET amount = amount + 1`);
    await t.db.query(`DELETE FROM distance_band WHERE version = 2`);
    await t.db.query(`UPDATE distance_band SET min_value = min_value + 100 WHERE version = 1 AND min_value >= 500`);
    await expectRollupToMatch();
    // Twice in one transaction: the second change sees the first.
    await t.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO distance_band (version, min_value, max_value, amount) VALUES (2, 0, 400, 20)`);
      await manager.query(`UPDATE distance_band SET max_value = 2000 WHERE version = 2`);
    });
    await expectRollupToMatch();
  });

  it('are what rebuild_claim_rollup() computes afresh, and empty after the claims are truncated', async () => {
    const rollups = () =>
      t.db.query(
        `SELECT (SELECT json_agg(r ORDER BY r::text) FROM (SELECT day, status, event_id, country_id, band_id,
                   sum(claims) AS claims, sum(travel) AS travel, sum(total) AS total FROM claim_rollup
                   GROUP BY 1, 2, 3, 4, 5 HAVING sum(claims) <> 0) r) AS sums,
                (SELECT json_agg(p ORDER BY p::text) FROM claim_rollup_participant p) AS participants`,
      );
    const kept = await rollups();
    await t.db.query('SELECT rebuild_claim_rollup()');
    expect(await rollups()).toEqual(kept);
    await t.db.query('TRUNCATE claim CASCADE');
    expect(
      await t.db.query(
        'SELECT (SELECT count(*) FROM claim_rollup) + (SELECT count(*) FROM claim_rollup_participant) AS n',
      ),
    ).toEqual([{ n: '0' }]);
  });
});
