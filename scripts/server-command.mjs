// `npm run backup` and `npm run restore`: the server's command line (server/src/platform/backup/backup.cli.ts),
// built first when this checkout has no build yet (a new machine restoring its first backup).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const cli = new URL('../server/dist/server/src/platform/backup/backup.cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.log('Building the server first (no build in server/dist yet)...');
  execSync('npm run build -w contract && npx nest build', { stdio: 'inherit' });
}
// The command line reads process.argv as given: ['backup', '--verify', FILE] or ['restore', FILE].
await import(pathToFileURL(cli.pathname).href);
