// Writes the server's OpenAPI document to contract/openapi.json and the TypeScript types generated
// from it to contract/src/api.generated.ts; with --check, fails instead when either is out of date.
// Needs the server built (`npm run contract` builds it); nothing connects to a database.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const root = fileURLToPath(new URL('../../', import.meta.url));
const documentFile = `${root}contract/openapi.json`;
const typesFile = `${root}contract/src/api.generated.ts`;
const check = process.argv.includes('--check');

const json = execFileSync(process.execPath, [`${root}server/dist/server/src/platform/openapi/print-openapi.js`], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const document = JSON.parse(json);

const header = '// Generated from contract/openapi.json by `npm run contract` (openapi-typescript); do not edit.\n\n';
const types =
  header + astToString(await openapiTS(document, { exportType: true, rootTypes: true, rootTypesNoSchemaPrefix: true }));

const pretty = async (text, file) => format(text, { ...(await resolveConfig(file)), filepath: file });
const outputs = [
  [documentFile, await pretty(JSON.stringify(document), documentFile)],
  [typesFile, await pretty(types, typesFile)],
];

const stale = [];
for (const [file, text] of outputs) {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === text) continue;
  if (check) stale.push(file.slice(root.length));
  else await writeFile(file, text);
}
if (stale.length > 0) {
  console.error(`Out of date: ${stale.join(', ')}. Run \`npm run contract\` and commit the result.`);
  process.exit(1);
}
