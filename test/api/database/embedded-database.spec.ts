import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

import { loadConfig } from '../../../server/src/platform/config/config.js';
import { startEmbeddedDatabase } from '../../../server/src/platform/database/embedded-database.js';
import { freePort } from '../../support/redis-server.js';

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uc-embedded-'));
    // As root the database runs as the 'postgres' user, which must reach DATA_DIR (mkdtemp makes it 0700).
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates a UTF-8 database with ICU collation in DATA_DIR and keeps its data across a restart', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) });
    const first = await startEmbeddedDatabase(config, () => undefined);
    try {
      const [database] = await query(
        first.url,
        `SELECT pg_encoding_to_char(encoding) AS encoding, datlocprovider AS provider FROM pg_database WHERE datname = current_database()`,
      );
      expect(database).toEqual({ encoding: 'UTF8', provider: 'i' });
      const [sorted] = await query(
        first.url,
        `SELECT string_agg(name, ', ' ORDER BY name) AS names, lower('ÅLAND') AS lowered
         FROM (VALUES ('Zambia'), ('Åland Islands'), ('Austria')) AS countries(name)`,
      );
      expect(sorted).toEqual({ names: 'Åland Islands, Austria, Zambia', lowered: 'åland' });
      await query(first.url, `CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')`);
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedDatabase(config, () => undefined);
    try {
      expect(second.url).toBe(first.url);
      expect(await query(second.url, `SELECT value FROM kept`)).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('says plainly when its port is taken', async () => {
    const port = await freePort();
    const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(port) });
    const running = await startEmbeddedDatabase(config, () => undefined);
    try {
      await expect(startEmbeddedDatabase(config, () => undefined)).rejects.toThrow(
        `Port ${port} for the embedded PostgreSQL is in use (is the server already running?). Stop the other process or set EMBEDDED_DB_PORT.`,
      );
    } finally {
      await running.stop();
    }
  });
});
