import type { DataSource, MigrationInterface } from 'typeorm';

import { MIGRATIONS_TABLE, newerThanThisRelease } from './schema-version.js';

/** Any fixed number will do; it only has to be the same for every replica of this app. */
const MIGRATION_LOCK = 7_353_001;

/** A migration that needs DATA_KEY (to open or fingerprint sealed data of the rows there are). */
export interface UsesDataKey {
  useDataKey(dataKey: string): void;
}

export const usesDataKey = (migration: MigrationInterface): migration is MigrationInterface & UsesDataKey =>
  typeof (migration as Partial<UsesDataKey>).useDataKey === 'function';

/** The database's schema is newer than this release's code: starting would misread or damage its data. */
export class SchemaNewerThanCode extends Error {}

/**
 * Runs pending migrations; replicas starting together take turns instead of racing. Refuses a
 * database a newer release has migrated (a migration row this code does not know), before changing
 * anything. `dataKey` (DATA_KEY) goes to the migrations that need it; without it they refuse only
 * if there is data to open. The migrations run in one transaction (migrationsTransactionMode 'all'):
 * one that fails leaves the database as it was before any of them.
 */
export async function migrate(dataSource: DataSource, dataKey?: string): Promise<void> {
  if (dataKey !== undefined) {
    for (const migration of dataSource.migrations) if (usesDataKey(migration)) migration.useDataKey(dataKey);
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (await runner.hasTable(MIGRATIONS_TABLE)) {
      const applied: { name: string }[] = await runner.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
      const newer = newerThanThisRelease(applied.map((row) => row.name));
      if (newer) {
        throw new SchemaNewerThanCode(
          `The database was migrated by a newer release than this server: ${newer}. ` +
            'Start the release that migrated it (or a newer one), or restore a backup this release made.',
        );
      }
    }
    await dataSource.runMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
