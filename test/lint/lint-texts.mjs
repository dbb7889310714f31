// Lints probe files with the repository's own eslint.config.js and prints which rules fired on each:
// the probes of test/lint/lint-rules.spec.ts. Each probe is written where its path says (the rules
// depend on the folder, and the type-aware ones on the tsconfig that includes it), linted, and
// removed again. Run in a process of its own because ESLint loads its configuration and TypeScript's
// project service as Node does.
// Input on stdin: [{ "filePath": "server/src/platform/common/lint-probe.ts", "code": "..." }, ...].
import { ESLint } from 'eslint';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const probes = JSON.parse(readFileSync(0, 'utf8'));
const written = [];
try {
  for (const { filePath, code } of probes) {
    if (!/\/lint-probe[^/]*\.tsx?$/.test(filePath))
      throw new Error(`A probe's name starts with lint-probe: ${filePath}`);
    // 'wx': never overwrite a file of the repository.
    writeFileSync(join(root, filePath), code, { flag: 'wx' });
    written.push(join(root, filePath));
  }
  const results = await new ESLint({ cwd: root }).lintFiles(written);
  console.log(
    JSON.stringify(
      probes.map(({ filePath }) => ({
        filePath,
        messages: results
          .find((result) => result.filePath === join(root, filePath))
          .messages.map((message) => ({ rule: message.ruleId, text: message.message })),
      })),
    ),
  );
} finally {
  for (const path of written) rmSync(path, { force: true });
}
