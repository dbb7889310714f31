#!/usr/bin/env node
// Every relative link in the README and docs/ must lead somewhere: to a file or folder of the
// repository, and, where it names a heading (`rules.md#lists`), to a heading of that page.
// Links to other sites are not followed (the check runs offline, in `npm run lint`).
// Usage: node scripts/check-doc-links.mjs [markdown file ...]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pages = process.argv.slice(2).length
  ? process.argv.slice(2).map((page) => resolve(page))
  : [
      join(root, 'README.md'),
      join(root, 'admin-ui', 'README.md'),
      ...readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(root, 'docs', name)),
    ].filter((page) => existsSync(page));

/** The text outside fenced and inline code, where a `[x](y)` is a link. */
function prose(markdown) {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(page) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of prose(readFileSync(page, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = anchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const broken = [];
for (const page of pages) {
  const text = prose(readFileSync(page, 'utf8'));
  for (const [, target] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
    const [path, hash] = target.split('#');
    const file = path ? resolve(dirname(page), decodeURIComponent(path)) : page;
    const where = `${relative(root, page)}: (${target})`;
    if (!file.startsWith(root + '/') && file !== root) broken.push(`${where} leaves the repository`);
    else if (!existsSync(file)) broken.push(`${where} names no file`);
    else if (hash && statSync(file).isFile() && file.endsWith('.md') && !anchorsOf(file).has(hash))
      broken.push(`${where} names no heading of ${relative(root, file)}`);
  }
}

if (broken.length) {
  console.error(`Broken links in the docs:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`Links in ${pages.length} pages resolve.`);
