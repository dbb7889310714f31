import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

import { takenAtOf } from './backup-manifest.js';

const DAY_MS = 86_400_000;

/**
 * Deletes the backups in `directory` taken more than `keepDays` days before `now`, by the time in
 * their file name (a backup copied back into the folder is kept or removed by the same rule; any
 * other file is left alone). Answers the names deleted.
 */
export async function pruneBackups(directory: string, keepDays: number, now: Date): Promise<string[]> {
  const oldest = now.getTime() - keepDays * DAY_MS;
  const deleted: string[] = [];
  for (const name of await readdir(directory)) {
    const takenAt = takenAtOf(name);
    if (takenAt && takenAt.getTime() < oldest) {
      await unlink(join(directory, name));
      deleted.push(name);
    }
  }
  return deleted.sort();
}
