import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built user interfaces, as Vite leaves them in the workspaces. */
export interface WebAssets {
  /** participant-ui/dist: served at / with the history-API fallback. */
  participant: string;
  /** admin-ui/dist: served at /admin/. */
  admin: string;
}

/**
 * The repository (or image) root holds participant-ui/ and admin-ui/. The server runs from
 * server/src (tests) or server/dist/server/src (built), so it is found by walking up.
 */
export function findWebAssets(root?: string): WebAssets {
  let dir = root ?? dirname(fileURLToPath(import.meta.url));
  while (!root && !existsSync(join(dir, 'participant-ui')) && dirname(dir) !== dir) dir = dirname(dir);
  return { participant: join(dir, 'participant-ui', 'dist'), admin: join(dir, 'admin-ui', 'dist') };
}
