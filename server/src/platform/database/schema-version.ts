import type { MigrationInterface } from 'typeorm';

import { MIGRATIONS } from '../../../../migrations/index.js';

/** TypeORM's record of the migrations run (its default name). */
export const MIGRATIONS_TABLE = 'migrations';

/** The migrations this release knows, by the names TypeORM records in the migrations table, in order. */
export const KNOWN_MIGRATIONS: readonly string[] = MIGRATIONS.map(
  (Migration) => (new Migration() as MigrationInterface).name ?? Migration.name,
);

/**
 * Why a database (or a backup) with these migrations is newer than this release, or null when this
 * release knows every one of them in the same order (it may have more: those still to run).
 */
export function newerThanThisRelease(applied: readonly string[]): string | null {
  const unknown = applied.find((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown) return `it has the migration ${unknown}, which this release does not know`;
  const outOfOrder = applied.findIndex((name, index) => KNOWN_MIGRATIONS[index] !== name);
  if (outOfOrder !== -1) {
    return `its migrations differ from this release's from ${applied[outOfOrder]} on`;
  }
  return null;
}
