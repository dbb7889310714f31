/** What one backup holds, written as the first entry (`manifest.json`) of the backup's tar file. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** When the snapshot was taken (ISO 8601, UTC); the file name carries the same time. */
  takenAt: string;
  /** The migrations the database had, in order; the last one is the schema version. */
  migrations: string[];
  /** Which BACKUP_KEY sealed the parts (a fingerprint, not the key): names a wrong key as such. */
  backupKeyId: string;
  /** Proves which DATA_KEY sealed the bank data, without holding it (BackupKeys.dataKeyCheck). */
  dataKeyCheck: string;
  /** Every table's rows, in the order they are restored (a table after those its foreign keys name). */
  tables: TablePart[];
  /** Every sequence's position, so new rows after a restore get new numbers. */
  sequences: SequencePosition[];
}

export const BACKUP_FORMAT = 'unit-costs-backup/1';

/** One table's rows: PostgreSQL's COPY text, gzip-compressed, then sealed with AES-256-GCM under BACKUP_KEY. */
export interface TablePart {
  table: string;
  /** The columns written, in order (generated columns are not: PostgreSQL computes them again). */
  columns: string[];
  rows: number;
  /** The tar entry's name. */
  entry: string;
  /** SHA-256 of the entry's bytes (hex): checked before anything is written. */
  sha256: string;
  bytes: number;
  /** AES-256-GCM's nonce and tag (base64). */
  iv: string;
  tag: string;
}

export interface SequencePosition {
  sequence: string;
  /** null: never used (the sequence starts at `start` again). */
  lastValue: string | null;
  start: string;
}

/** The manifest's own entry, and the entry holding its HMAC under BACKUP_KEY (BackupKeys.signManifest). */
export const MANIFEST_ENTRY = 'manifest.json';
export const SIGNATURE_ENTRY = 'manifest.hmac';

export const schemaVersion = (manifest: Pick<BackupManifest, 'migrations'>) => manifest.migrations.at(-1) ?? 'empty';

/** `unit-costs-2026-11-29T01-30-00Z-RunClosedByStatement1767600000000.tar`: the time, then the schema version. */
const FILE_NAME = /^unit-costs-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-[A-Za-z0-9]+\.tar$/;

export function backupFileName(takenAt: Date, version: string): string {
  const time = takenAt.toISOString().slice(0, 19).replaceAll(':', '-');
  return `unit-costs-${time}Z-${version}.tar`;
}

/** The time a backup's file name says it was taken, or null for a file that is not a backup's. */
export function takenAtOf(fileName: string): Date | null {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  const time = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}
