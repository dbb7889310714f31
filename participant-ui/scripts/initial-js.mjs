#!/usr/bin/env node
// The JavaScript a visitor's browser loads before a page shows, from the build's manifest:
// the entry with its static imports, plus the page's lazily loaded chunk with its static imports.
// Usage (after `npm run build -w participant-ui`): node participant-ui/scripts/initial-js.mjs [page source]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const page = process.argv[2] ?? 'src/pages/claim-form/ClaimFormPage.tsx';

const files = new Set();
function load(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) load(imported);
}
load('index.html');
load(page);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const code = readFileSync(join(dist, file));
  raw += code.length;
  gzip += gzipSync(code, { level: 9 }).length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${page}: ${files.size} JavaScript files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
