#!/usr/bin/env node
// The JavaScript a visitor's browser loads before a screen shows, from a web app's build manifest:
// the entry with its static imports, plus each named lazily loaded chunk with its static imports.
// Usage (after `npm run build -w <app>`): node scripts/initial-js.mjs <app folder> [page source ...] [--json]
//   node scripts/initial-js.mjs participant-ui src/pages/claim-form/ClaimFormPage.tsx
//   node scripts/initial-js.mjs admin-ui src/claims/ClaimList.tsx
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const json = args.includes('--json');
const [app = 'participant-ui', ...pages] = args.filter((arg) => arg !== '--json');
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', app, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function load(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest of ${app}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) load(imported);
}
load('index.html');
for (const page of pages) load(page);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const code = readFileSync(join(dist, file));
  raw += code.length;
  gzip += gzipSync(code, { level: 9 }).length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
if (json) console.log(JSON.stringify({ app, pages, files: files.size, rawBytes: raw, gzipBytes: gzip }));
else console.log(`${app} ${pages.join(' ')}: ${files.size} JavaScript files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
