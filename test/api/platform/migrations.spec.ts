import { DataSource } from 'typeorm';

import { dataSourceOptions } from '../../../server/src/database/data-source-options.js';
import { migrate } from '../../../server/src/database/migrate.js';
import { createTestDatabase } from '../../support/test-app.js';

describe('migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await new DataSource(dataSourceOptions(database.url)).initialize();
    await migrate(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('leave the schema exactly as the entities describe it', async () => {
    const pending = await db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('seed every ISO 3166-1 country with its English name', async () => {
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM country`);
    expect(count).toBeGreaterThanOrEqual(249);
    const rows = await db.query(
      `SELECT iso_3166, name FROM country WHERE iso_3166 IN ('DE', 'FR', 'LU') ORDER BY iso_3166`,
    );
    expect(rows).toEqual([
      { iso_3166: 'DE', name: 'Germany' },
      { iso_3166: 'FR', name: 'France' },
      { iso_3166: 'LU', name: 'Luxembourg' },
    ]);
  });

  it('seed distance-band version 1', async () => {
    const rows = await db.query(
      `SELECT min_value AS "min", max_value AS "max", amount::float AS amount FROM distance_band WHERE version = 1 ORDER BY min_value`,
    );
    expect(rows).toEqual([
      { min: 0, max: 9, amount: 0 },
      { min: 10, max: 99, amount: 23 },
      { min: 100, max: 499, amount: 180 },
      { min: 500, max: 1999, amount: 275 },
      { min: 2000, max: 2999, amount: 360 },
      { min: 3000, max: 3999, amount: 530 },
      { min: 4000, max: 7999, amount: 820 },
      { min: 8000, max: 20100, amount: 1500 },
    ]);
  });

  it('let the database refuse overlapping bands of one version, but not of different versions', async () => {
    await expect(
      db.query(`INSERT INTO distance_band (version, min_value, max_value, amount) VALUES (1, 99, 150, 5)`),
    ).rejects.toThrow(/distance_band_no_overlap/);
    await db.query(`INSERT INTO distance_band (version, min_value, max_value, amount) VALUES (2, 99, 150, 5)`);
  });

  it('are idempotent: running them again changes nothing', async () => {
    await migrate(db);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM distance_band WHERE version = 1`);
    expect(count).toBe(8);
  });
});
