import { DemoDataSeeder } from '../../../server/src/features/demo/demo-data.seeder.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('demo data', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('is not created unless DEMO_DATA is on', async () => {
    t = await startTestApp({ DEMO_DATA: '0' });
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM event`);
    expect(count).toBe(0);
  });

  it('creates events (one ended last month), employees and refund rates, once', async () => {
    t = await startTestApp({ DEMO_DATA: '1' });
    const events = await t.db.query(
      `SELECT e.number, e.end_date AS "endDate", count(DISTINCT ec.contact_id)::int AS contacts, count(DISTINCT l.id)::int AS venues
       FROM event e LEFT JOIN event_contact ec ON ec.event_id = e.id LEFT JOIN event_location l ON l.event_id = e.id AND l.is_primary
       GROUP BY e.id ORDER BY e.start_date`,
    );
    expect(events.map((e: { number: string }) => e.number)).toEqual(['126DT01', '226DT02', '226DT03', '226DT04']);
    for (const event of events) expect(event).toMatchObject({ contacts: 2, venues: 1 });
    const now = new Date();
    const ended: Date = events[0].endDate;
    expect(now.getUTCFullYear() * 12 + now.getUTCMonth() - (ended.getUTCFullYear() * 12 + ended.getUTCMonth())).toBe(1);

    const [{ rates }] = await t.db.query(
      `SELECT count(*)::int AS rates FROM refund_rate r JOIN country s ON s.id = r.source_country_id JOIN country d ON d.id = r.target_country_id
       WHERE s.iso_3166 = 'FR' AND d.iso_3166 IN ('DE', 'BE', 'PT', 'AT')`,
    );
    expect(rates).toBe(4);

    await t.app.get(DemoDataSeeder).onApplicationBootstrap();
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM event`);
    expect(count).toBe(4);
  });
});
