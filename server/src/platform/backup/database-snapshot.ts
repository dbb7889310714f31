import pg from 'pg';

import { MIGRATIONS_TABLE } from '../database/schema-version.js';
import type { SequencePosition } from './backup-manifest.js';

export interface SnapshotTable {
  table: string;
  columns: string[];
}

/** The catalogue as one snapshot sees it: what a backup writes, in the order a restore needs. */
export interface SnapshotContents {
  takenAt: Date;
  migrations: string[];
  tables: SnapshotTable[];
  sequences: SequencePosition[];
}

/**
 * TypeORM's record of migrations (a restore runs the migrations, which write it) and the record of
 * backups (it describes this machine's copies, not the academy's data).
 */
const NOT_COPIED = [MIGRATIONS_TABLE, 'backup_log'];

type Query = Pick<pg.ClientBase, 'query'>;

/**
 * Reads, inside the open snapshot, the migrations the database had, every table of the public schema
 * (but NOT_COPIED) with its written columns (generated ones are computed again on restore), ordered so that a table
 * comes after every table its foreign keys name, and every sequence's position.
 */
export async function snapshotContents(client: Query): Promise<SnapshotContents> {
  const {
    rows: [{ takenAt }],
  } = await client.query<{ takenAt: Date }>('SELECT transaction_timestamp() AS "takenAt"');
  const hasMigrations = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = $1`, [
    MIGRATIONS_TABLE,
  ]);
  if (!hasMigrations.rowCount) {
    throw new Error('The database has no migrations table: it is not a database of this product (or it is empty).');
  }
  const migrations = (
    await client.query<{ name: string }>(`SELECT name FROM ${pg.escapeIdentifier(MIGRATIONS_TABLE)} ORDER BY id`)
  ).rows.map((row) => row.name);
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relispartition AND c.relname <> ALL($1)
      ORDER BY c.relname, a.attnum`,
    [NOT_COPIED],
  );
  const { rows: references } = await client.query<{ table: string; references: string }>(
    `SELECT DISTINCT c.relname AS table, r.relname AS references
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class r ON r.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND k.conrelid <> k.confrelid`,
  );
  const { rows: sequences } = await client.query<SequencePosition>(
    `SELECT sequencename AS sequence, last_value::text AS "lastValue", start_value::text AS start
       FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  return {
    takenAt,
    migrations,
    tables: referencedFirst([...byTable.keys()], references).map((table) => ({ table, columns: byTable.get(table)! })),
    sequences,
  };
}

/** Kahn's order, ties by name: every table after those it references (a table referencing itself is fine). */
function referencedFirst(tables: string[], references: { table: string; references: string }[]): string[] {
  const waitsFor = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references: target } of references) waitsFor.get(table)?.add(target);
  const ordered: string[] = [];
  while (waitsFor.size > 0) {
    const ready = [...waitsFor].filter(([, targets]) => targets.size === 0).map(([table]) => table);
    if (ready.length === 0) {
      throw new Error(`The foreign keys of ${[...waitsFor.keys()].join(', ')} form a circle: no order restores them.`);
    }
    for (const table of ready.sort()) {
      ordered.push(table);
      waitsFor.delete(table);
      for (const targets of waitsFor.values()) targets.delete(table);
    }
  }
  return ordered;
}

export const quotedColumns = (columns: string[]) => columns.map((column) => pg.escapeIdentifier(column)).join(', ');
export const qualified = (table: string) => `public.${pg.escapeIdentifier(table)}`;
