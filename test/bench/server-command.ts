import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built server as package.json's start:prod starts it (its node options included: a young
 * generation twice V8's default, docs/decisions.md "Lean request path"), so that the benches measure
 * what a deployment runs. Relative to the repository's root.
 */
const startScript: string = JSON.parse(readFileSync(join(process.cwd(), '..', 'package.json'), 'utf8')).scripts[
  'start:prod'
];
export const SERVER_ARGS = startScript.split(' ').slice(1);
export const SERVER_MAIN = SERVER_ARGS[SERVER_ARGS.length - 1];
