import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';

import { MIGRATIONS } from '../../../migrations/index.js';
import { createApp } from '../../../server/src/app.factory.js';
import { loadConfig } from '../../../server/src/platform/config/config.js';
import { dataSourceOptions } from '../../../server/src/platform/database/data-source-options.js';
import { migrate } from '../../../server/src/platform/database/migrate.js';
import { KNOWN_MIGRATIONS } from '../../../server/src/platform/database/schema-version.js';
import { appEntities } from '../../support/entities.js';
import { createTestDatabase } from '../../support/test-app.js';

describe('migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await new DataSource({ ...dataSourceOptions(database.url), entities: appEntities() }).initialize();
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

describe('an upgrade', () => {
  it('that fails leaves the database as it was before any migration of the run', async () => {
    const database = await createTestDatabase();
    const before = MIGRATIONS.slice(0, -2);
    const older = await new DataSource({ ...dataSourceOptions(database.url), migrations: before }).initialize();
    try {
      await migrate(older);
      class Failing9999999999999 implements MigrationInterface {
        name = 'Failing9999999999999';
        async up(runner: QueryRunner): Promise<void> {
          await runner.query(`CREATE TABLE "half_done" (id int)`);
          await runner.query(`SELECT 1 / 0`);
        }
        async down(): Promise<void> {}
      }
      const upgrade = await new DataSource({
        ...dataSourceOptions(database.url),
        migrations: [...MIGRATIONS.slice(0, -1), Failing9999999999999],
      }).initialize();
      try {
        await expect(migrate(upgrade)).rejects.toThrow(/division by zero/);
      } finally {
        await upgrade.destroy();
      }
      // Neither the good migration before the failing one nor the failing one's first statement stayed.
      const names = await older.query(`SELECT name FROM migrations ORDER BY id`);
      expect(names.map((row: { name: string }) => row.name)).toEqual(KNOWN_MIGRATIONS.slice(0, -2));
      expect(await older.query(`SELECT to_regclass('half_done') AS t`)).toEqual([{ t: null }]);
    } finally {
      await older.destroy();
      await database.drop();
    }
  });

  it('is refused, with a sentence, on a database a newer release migrated: the server does not start', async () => {
    const database = await createTestDatabase();
    const newer = await new DataSource(dataSourceOptions(database.url)).initialize();
    try {
      await migrate(newer);
      await newer.query(
        `INSERT INTO migrations (timestamp, name) VALUES (1899999999999, 'FromTheFuture1899999999999')`,
      );
      const refusal =
        'The database was migrated by a newer release than this server: it has the migration FromTheFuture1899999999999, ' +
        'which this release does not know. Start the release that migrated it (or a newer one), or restore a backup this release made.';
      // What the server's start runs (DatabaseModule) before anything else touches the database.
      await expect(migrate(newer)).rejects.toThrow(refusal);

      // The server's start (main.ts's createApp) refuses at the first attempt: no retry, the sentence logged once.
      const lines: { level: number; msg: string; trace?: string }[] = [];
      const logOutput = new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      });
      const dataDir = await mkdtemp(join(tmpdir(), 'uc-newer-'));
      try {
        const config = loadConfig({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          SMTP_URL: 'smtp://127.0.0.1:9',
          LOG_LEVEL: 'info',
          SCHEDULED_JOBS: '0',
        });
        const secrets = { appSecret: 'a'.repeat(32), dataKey: 'd'.repeat(32), backupKey: 'b'.repeat(32) };
        await expect(createApp(config, secrets, { logOutput })).rejects.toThrow(refusal);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
      expect(lines.filter((line) => /Unable to connect|Retrying/.test(`${line.msg} ${line.trace}`))).toEqual([]);
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].msg).toContain(refusal);
    } finally {
      await newer.destroy();
      await database.drop();
    }
  });
});
