import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { AppConfig } from './config.js';

export interface Secrets {
  appSecret: string;
  dataKey: string;
}

/**
 * Secrets from the environment, or generated once and kept in DATA_DIR so that tokens and
 * encrypted data stay valid across restarts of a single-machine install.
 */
export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  return {
    appSecret: config.appSecret ?? (await storedSecret(config.dataDir, 'app-secret')),
    dataKey: config.dataKey ?? (await storedSecret(config.dataDir, 'data-key')),
  };
}

export async function storedSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, 'secrets', name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // DATA_DIR itself keeps the default mode: the embedded PostgreSQL may run as another user and must reach it.
  await mkdir(dataDir, { recursive: true });
  await mkdir(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('base64url');
  // 'wx' fails if another process won the race; then its value is the one to use.
  await writeFile(file, value, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
