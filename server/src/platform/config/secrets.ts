import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ConfigError, type AppConfig } from './config.js';

export interface Secrets {
  appSecret: string;
  dataKey: string;
  /** Seals backups (BACKUP_KEY). */
  backupKey: string;
}

/**
 * Secrets from the environment, or generated once and kept in DATA_DIR so that tokens and
 * encrypted data stay valid across restarts of a single-machine install. A generated BACKUP_KEY is
 * printed once: a backup is only as safe as a copy of its key kept somewhere else than the disk it
 * protects against losing.
 */
export async function loadSecrets(config: AppConfig, print: (line: string) => void = console.log): Promise<Secrets> {
  return {
    appSecret: config.appSecret ?? (await storedSecret(config.dataDir, 'app-secret')),
    dataKey: config.dataKey ?? (await storedSecret(config.dataDir, 'data-key')),
    backupKey: await backupKey(config, print),
  };
}

/** BACKUP_KEY, made and printed (with its warning) when neither set nor kept yet: a backup can be the first use. */
export const backupKey = async (config: AppConfig, print: (line: string) => void): Promise<string> =>
  config.backup.key ?? (await storedSecret(config.dataDir, 'backup-key', printBackupKey(config, print)));

const printBackupKey = (config: AppConfig, print: (line: string) => void) => (value: string) =>
  print(
    `\n  BACKUP_KEY generated into ${join(config.dataDir, 'secrets', 'backup-key')}: ${value}\n` +
      '  Store it, with DATA_KEY and APP_SECRET (the files beside it), somewhere other than this machine:\n' +
      '  without it no backup can be restored.\n',
  );

/** The keys a command reads and never makes, by their setting's name, with the file each is kept in. */
const KEPT = {
  DATA_KEY: { file: 'data-key', configured: (config: AppConfig) => config.dataKey },
  BACKUP_KEY: { file: 'backup-key', configured: (config: AppConfig) => config.backup.key },
};
type KeptKey = keyof typeof KEPT;

/**
 * Keys from the environment or DATA_DIR/secrets, never made: a restore or the check of a backup
 * needs the keys the backup was made with, and a key made now would open nothing. A missing one is
 * named, in one sentence, before the command writes anything.
 */
export async function keptSecrets<Name extends KeptKey>(
  config: AppConfig,
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const found = {} as Record<Name, string>;
  const missing: Name[] = [];
  for (const name of names) {
    const value = KEPT[name].configured(config) ?? (await readSecret(join(config.dataDir, 'secrets', KEPT[name].file)));
    if (value) found[name] = value;
    else missing.push(name);
  }
  if (missing.length > 0) {
    const files = missing.map((name) => join(config.dataDir, 'secrets', KEPT[name].file)).join(' or ');
    const [these, are, them, those, keys] =
      missing.length > 1
        ? [missing.join(' and '), 'are', 'them', 'those files', 'keys']
        : [missing[0], 'is', 'it', 'that file', 'key'];
    throw new ConfigError(
      `${these} ${are} missing (neither set nor in ${files}): set ${them}, or put ${those} back, with the ${keys} ` +
        'the data and its backups were sealed with; nothing was written.',
    );
  }
  return found;
}

/** A secret file's value, or undefined when there is no such file. */
async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/** A secret kept in DATA_DIR/secrets/<name>, made on first use (`made` hears of it once, in the process that made it). */
export async function storedSecret(dataDir: string, name: string, made?: (value: string) => void): Promise<string> {
  const file = join(dataDir, 'secrets', name);
  const stored = await readSecret(file);
  if (stored !== undefined) return stored;
  // DATA_DIR itself keeps the default mode: the embedded PostgreSQL may run as another user and must reach it.
  await mkdir(dataDir, { recursive: true });
  await mkdir(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('base64url');
  // 'wx' fails if another process won the race; then its value is the one to use.
  const won = await writeFile(file, value, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
      return false;
    },
  );
  if (won) made?.(value);
  return (await readFile(file, 'utf8')).trim();
}
