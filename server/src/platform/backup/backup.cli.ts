import 'reflect-metadata';

import { ConfigError } from '../config/config.js';
import { runBackupCommand } from './backup-command.js';
import { BackupRefused } from './backup-reader.js';

/** `npm run backup` and `npm run restore`: a refusal is one sentence; anything else says that it failed. */
runBackupCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof BackupRefused || error instanceof ConfigError;
    console.error(known ? (error as Error).message : `Failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
