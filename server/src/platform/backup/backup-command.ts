import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

import { loadConfig, type AppConfig } from '../config/config.js';
import { backupKey, keptSecrets } from '../config/secrets.js';
import { embeddedDatabaseForCommand } from '../database/embedded-database.js';
import { BackupKeys } from './backup-keys.js';
import { BackupLog } from './backup-log.js';
import { BackupReader, BackupRefused } from './backup-reader.js';
import { writeBackup, type WrittenBackup } from './backup-writer.js';
import { restoreBackup } from './database-restore.js';

const USAGE = `Usage:
  npm run backup                        write a backup of the database into BACKUP_DIR (default .data/backups)
  npm run backup -- --verify FILE       check a backup (signature, checksums, every part opens) without restoring it
  npm run restore -- FILE [--replace]   restore a backup into an empty database (--replace: into one that is not)`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Say = (line: string) => void;

/**
 * `npm run backup` and `npm run restore` (backup.cli.ts runs this): with the embedded database or
 * DATABASE_URL, as the server would use. Only a backup may make BACKUP_KEY (its first use); the
 * check of a backup and a restore need the keys it was made with, so they make none and name a
 * missing one before anything is written.
 */
export async function runBackupCommand(argv: string[], env: NodeJS.ProcessEnv, say: Say): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { verify: { type: 'string' }, replace: { type: 'boolean', default: false }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) return void say(USAGE);
  const config = loadConfig(env);
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  if (command === 'backup' && values.verify !== undefined) {
    const keys = new BackupKeys((await keptSecrets(config, ['BACKUP_KEY'])).BACKUP_KEY);
    const backup = await BackupReader.open(resolve(values.verify), keys);
    await backup.checkParts(keys, { open: true });
    const rows = backup.manifest.tables.reduce((sum, part) => sum + part.rows, 0);
    return void say(
      `${basename(values.verify)} is good: ${backup.manifest.tables.length} tables, ${rows} rows, ` +
        `taken ${backup.manifest.takenAt}, schema ${backup.manifest.migrations.at(-1)} (checked in ${took()}).`,
    );
  }
  if (command === 'backup' && positionals.length > 0) throw new BackupRefused(USAGE);
  if (command === 'restore' && positionals.length !== 1) throw new BackupRefused(USAGE);

  if (command === 'backup') {
    const { DATA_KEY } = await keptSecrets(config, ['DATA_KEY']);
    const keys = new BackupKeys(await backupKey(config, say));
    return withDatabase(config, say, async (databaseUrl) => {
      const written = await recordedBackup(databaseUrl, () =>
        writeBackup({ databaseUrl, directory: config.backup.directory, keys, dataKey: DATA_KEY }),
      );
      const rows = written.manifest.tables.reduce((sum, part) => sum + part.rows, 0);
      say(`Backup written: ${written.file} (${megabytes(written.bytes)}, ${rows} rows, ${took()}).`);
      say('Copy it off this machine; restoring it needs BACKUP_KEY and DATA_KEY (DATA_DIR/secrets).');
    });
  }
  const { BACKUP_KEY, DATA_KEY } = await keptSecrets(config, ['BACKUP_KEY', 'DATA_KEY']);
  await withDatabase(config, say, async (databaseUrl) => {
    const file = resolve(positionals[0]);
    const summary = await restoreBackup({
      file,
      databaseUrl,
      keys: new BackupKeys(BACKUP_KEY),
      dataKey: DATA_KEY,
      replace: values.replace,
      log: say,
    });
    say(
      `Restored ${basename(file)}: ${summary.tables} tables, ${summary.rows} rows at schema ${summary.fromVersion}` +
        `${summary.migrated > 0 ? `, then ${summary.migrated} migrations of this release` : ''} (${took()}).`,
    );
  });
}

/** A backup by hand counts as the last good one for health and /metrics, as the schedule's do. */
async function recordedBackup<Written extends WrittenBackup>(databaseUrl: string, work: () => Promise<Written>) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'unit-costs-backup' });
  await client.connect();
  try {
    return await new BackupLog(async (sql, parameters) => (await client.query(sql, parameters)).rows).recording(work);
  } finally {
    await client.end();
  }
}

async function withDatabase(config: AppConfig, say: Say, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  if (config.databaseUrl) return work(config.databaseUrl);
  const embedded = await embeddedDatabaseForCommand(config, say);
  try {
    await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}
