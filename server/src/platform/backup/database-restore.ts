import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

import { DataCipher } from '../common/crypto/data-cipher.js';
import { MigratingTransaction } from '../database/migrating-transaction.js';
import { MIGRATIONS_TABLE, newerThanThisRelease } from '../database/schema-version.js';
import { BackupKeys } from './backup-keys.js';
import { schemaVersion } from './backup-manifest.js';
import { BackupReader, BackupRefused } from './backup-reader.js';
import { qualified, quotedColumns } from './database-snapshot.js';

export interface RestoreRequest {
  file: string;
  databaseUrl: string;
  keys: BackupKeys;
  /** The DATA_KEY the restored server will run with: it must open the backup's bank data. */
  dataKey: string;
  /** Replace whatever the database holds (otherwise only an empty database is restored into). */
  replace: boolean;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The backup's schema version, and the migrations run after its data was in. */
  fromVersion: string;
  migrated: number;
}

/**
 * Restores a backup. Everything that can refuse it is checked before anything is written: the
 * manifest's signature (BACKUP_KEY), that this release knows every migration it was made at, that
 * DATA_KEY is the key its bank data was sealed with, every part's checksum, and that the database
 * is empty (unless `replace`). Then, in ONE transaction: the schema at the backup's version (the
 * migrations up to it), the rows (COPY, triggers off: the report rollups are restored as they
 * were), the sequences, the migrations this release adds, and a last check that DATA_KEY opens the
 * restored bank data. A failure anywhere leaves the database as it was.
 */
export async function restoreBackup(request: RestoreRequest): Promise<RestoreSummary> {
  const log = request.log ?? (() => undefined);
  const name = basename(request.file);
  const backup = await BackupReader.open(request.file, request.keys);
  const { manifest } = backup;
  const newer = newerThanThisRelease(manifest.migrations);
  if (newer) {
    throw new BackupRefused(`${name} is newer than this release: ${newer}. Restore it with the release that made it.`);
  }
  if (manifest.dataKeyCheck !== BackupKeys.dataKeyCheck(request.dataKey)) {
    throw new BackupRefused(
      `DATA_KEY is not the key that sealed the bank data in ${name}: set DATA_KEY (or DATA_DIR/secrets/data-key) ` +
        'to the key of the machine that made it. Nothing was written.',
    );
  }
  log(`Checking ${manifest.tables.length} parts of ${name} (taken ${manifest.takenAt})`);
  await backup.checkParts(request.keys, { open: false });

  const transaction = await MigratingTransaction.begin(request.databaseUrl);
  try {
    const tables = await publicTables(transaction);
    if (tables.length > 0 && !request.replace) {
      throw new BackupRefused(
        `The database is not empty (${tables.length} tables): restore into an empty database, or add --replace to replace everything in it.`,
      );
    }
    if (tables.length > 0) {
      log('Replacing everything in the database');
      await transaction.query('DROP SCHEMA public CASCADE');
      await transaction.query('CREATE SCHEMA public');
    }
    await transaction.migrate(manifest.migrations.length, request.dataKey);
    const rows = await copyRows(backup, transaction, request.keys, log);
    const migrated = await transaction.migrate(undefined, request.dataKey);
    await checkBankData(transaction, request.dataKey, name);
    await transaction.commit();
    return { tables: manifest.tables.length, rows, fromVersion: schemaVersion(manifest), migrated };
  } finally {
    await transaction.close();
  }
}

async function publicTables(transaction: MigratingTransaction): Promise<string[]> {
  const rows = await transaction.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.tablename);
}

/**
 * Empties what the migrations seeded (countries, the first distance bands), then copies each
 * table's rows back in the backup's order (a table after those it references), with the tables'
 * own triggers off: the rollups and change logs come from the backup as they were.
 */
async function copyRows(
  backup: BackupReader,
  transaction: MigratingTransaction,
  keys: BackupKeys,
  log: (line: string) => void,
): Promise<number> {
  const { manifest } = backup;
  const existing = (await publicTables(transaction)).filter((table) => table !== MIGRATIONS_TABLE);
  // Triggers off first: claim's own TRUNCATE trigger would empty the rollups inside this TRUNCATE.
  for (const table of existing) await transaction.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
  await transaction.query(`TRUNCATE ${existing.map(qualified).join(', ')} RESTART IDENTITY CASCADE`);
  // As pg_restore does: the secondary indexes are built once after the rows, not row by row during COPY.
  const indexes = await transaction.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const { name } of indexes) await transaction.query(`DROP INDEX public.${pg.escapeIdentifier(name)}`);
  let rows = 0;
  await backup.eachPart(async (part, entry) => {
    const into = transaction.client.query(
      copyFrom(`COPY ${qualified(part.table)} (${quotedColumns(part.columns)}) FROM STDIN`),
    );
    try {
      await pipeline(entry, keys.opening(part.entry, part), createGunzip(), into);
    } catch (error) {
      throw new BackupRefused(
        `${basename(backup.file)}: ${part.table} could not be restored (${(error as Error).message}). Nothing was written.`,
      );
    }
    if (into.rowCount !== part.rows) {
      throw new BackupRefused(`${part.table}: ${into.rowCount} rows restored, the manifest counts ${part.rows}.`);
    }
    rows += part.rows;
    log(`${part.table}: ${part.rows} rows`);
  });
  await transaction.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await transaction.query(definition);
  for (const table of existing) await transaction.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);
  for (const { sequence, lastValue, start } of manifest.sequences) {
    await transaction.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      qualified(sequence),
      lastValue ?? start,
      lastValue !== null,
    ]);
  }
  return rows;
}

/** The last check before committing: the restored bank data opens under the DATA_KEY the server will use. */
async function checkBankData(transaction: MigratingTransaction, dataKey: string, name: string): Promise<void> {
  const sample = await transaction.query<{ claim_id: string; sealed: string }>(
    'SELECT claim_id, sealed FROM claim_bank_data ORDER BY updated_at DESC LIMIT 1',
  );
  const cipher = new DataCipher(dataKey);
  for (const row of sample) {
    try {
      cipher.open(row.sealed, row.claim_id);
    } catch {
      throw new BackupRefused(`DATA_KEY does not open the bank data restored from ${name}. Nothing was written.`);
    }
  }
}
