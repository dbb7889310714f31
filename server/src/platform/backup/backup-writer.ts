import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar, { type Pack } from 'tar-stream';

import { BackupKeys } from './backup-keys.js';
import {
  BACKUP_FORMAT,
  backupFileName,
  MANIFEST_ENTRY,
  schemaVersion,
  SIGNATURE_ENTRY,
  type BackupManifest,
  type TablePart,
} from './backup-manifest.js';
import { qualified, quotedColumns, snapshotContents, type SnapshotTable } from './database-snapshot.js';

export interface BackupRequest {
  databaseUrl: string;
  /** BACKUP_DIR: created when missing (owner only). */
  directory: string;
  keys: BackupKeys;
  /** The DATA_KEY the bank data is sealed with: the manifest carries a check value of it, never the key. */
  dataKey: string;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * gzip's level 3: at a million claims about as small as level 6 within a few per cent, and about
 * twice as fast (the backup's time is mostly compression on a 2-core machine).
 */
const GZIP_LEVEL = 3;

/**
 * Writes one backup of the whole database into `directory`: every table read in one REPEATABLE READ
 * READ ONLY transaction (one snapshot, so a payment run or a claim half-written by a concurrent
 * transaction cannot appear), each as PostgreSQL's COPY text, gzip-compressed and sealed with
 * AES-256-GCM under BACKUP_KEY, in a tar file with a manifest (tables, rows, SHA-256 of each part,
 * migrations) signed with an HMAC under BACKUP_KEY. Uploaded files (signed attendance sheets) are
 * rows of the database and come with it. The server keeps serving: the snapshot blocks no writer.
 * The file appears under its final name only once complete.
 */
export async function writeBackup(request: BackupRequest): Promise<WrittenBackup> {
  await mkdir(request.directory, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(join(request.directory, '.partial-'));
  try {
    const manifest = await writeParts(request, work);
    const file = join(request.directory, backupFileName(new Date(manifest.takenAt), schemaVersion(manifest)));
    const partial = join(work, 'backup.tar');
    await packParts(manifest, request.keys, work, partial);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function writeParts(request: BackupRequest, work: string): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: request.databaseUrl, application_name: 'unit-costs-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const contents = await snapshotContents(client);
    const tables: TablePart[] = [];
    for (const table of contents.tables) tables.push(await writeTable(client, table, request.keys, work));
    await client.query('COMMIT');
    return {
      format: BACKUP_FORMAT,
      takenAt: contents.takenAt.toISOString(),
      migrations: contents.migrations,
      backupKeyId: request.keys.keyId,
      dataKeyCheck: BackupKeys.dataKeyCheck(request.dataKey),
      tables,
      sequences: contents.sequences,
    };
  } finally {
    await client.end();
  }
}

async function writeTable(client: pg.Client, { table, columns }: SnapshotTable, keys: BackupKeys, work: string) {
  const entry = `tables/${table}.copy.gz.aes`;
  const sealing = keys.sealing(entry);
  const digest = createHash('sha256');
  let bytes = 0;
  const counted = new PassThrough();
  counted.on('data', (chunk: Buffer) => {
    digest.update(chunk);
    bytes += chunk.length;
  });
  const rows = client.query(copyTo(`COPY ${qualified(table)} (${quotedColumns(columns)}) TO STDOUT`));
  await pipeline(
    rows,
    createGzip({ level: GZIP_LEVEL, strategy: constants.Z_DEFAULT_STRATEGY }),
    sealing.stream,
    counted,
    createWriteStream(join(work, entryFile(entry)), { mode: 0o600 }),
  );
  return {
    table,
    columns,
    rows: rows.rowCount,
    entry,
    sha256: digest.digest('hex'),
    bytes,
    ...sealing.seal(),
  } satisfies TablePart;
}

const entryFile = (entry: string) => entry.replaceAll('/', '_');

/** The tar: manifest, its signature, then each part in restore order (tar wants each size up front). */
async function packParts(manifest: BackupManifest, keys: BackupKeys, work: string, file: string): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(file, { mode: 0o600 }));
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  await addEntry(pack, MANIFEST_ENTRY, manifestBytes);
  await addEntry(pack, SIGNATURE_ENTRY, Buffer.from(`${keys.signManifest(manifestBytes)}\n`));
  for (const part of manifest.tables) {
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: part.entry, size: part.bytes, mode: 0o600 }, (error) =>
        error ? reject(error) : resolve(),
      );
      pipeline(createReadStream(join(work, entryFile(part.entry))), entry as unknown as Transform).catch(reject);
    });
  }
  pack.finalize();
  await written;
}

function addEntry(pack: Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, mode: 0o600 }, content, (error) => (error ? reject(error) : resolve())),
  );
}
