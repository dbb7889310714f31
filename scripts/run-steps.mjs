#!/usr/bin/env node
// Runs each named npm script in turn, whatever an earlier one did, and ends with one line that counts
// every test: `== 1127 passed, 2 failed`. `npm test` is this runner over the build and the three
// suites, so a failing server suite no longer hides whether the web apps' tests pass.
//
// A step named `test:…` is a suite: it must print a summary (jest's `Tests: 1 failed, 879 passed`,
// vitest's `Tests  1 failed | 246 passed (247)`). A suite that printed none (it crashed, or never
// started) counts as one failed test, and so does one that exited non-zero with no failed test in its
// summary (jest's "Test Suites: 1 failed" when a spec file does not compile). Any other step (a
// build) counts as one failed when it exits non-zero. The exit code is 1 when anything failed.
//
// Usage: node scripts/run-steps.mjs <npm script> ...
import { spawn } from 'node:child_process';

import { isSummaryLine, summaryOf } from './test-summary.mjs';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('Usage: node scripts/run-steps.mjs <npm script> ...');
  process.exit(2);
}

/** Runs `npm run <step>`, echoing its output, and answers its exit code and the summary lines it printed. */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    // jest prints its summary on stderr, vitest on stdout: both are read, line by line.
    const collect = (stream, echo) => {
      let partial = '';
      stream.on('data', (chunk) => {
        echo.write(chunk);
        const parts = (partial + chunk.toString('utf8')).split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts.filter(isSummaryLine));
      });
      stream.on('end', () => isSummaryLine(partial) && lines.push(partial));
    };
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('error', (error) => resolve({ code: 127, lines: [String(error)] }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), lines }));
  });
}

const results = [];
for (const step of steps) {
  console.log(`\n== ${step}`);
  const { code, lines } = await run(step);
  results.push({ step, code, ...summaryOf(step, code, lines) });
}

console.log('\n== Steps');
for (const { step, code, passed, failed, note } of results) {
  console.log(`${step}: exit ${code}, ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`== ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((result) => result.code === 0) ? 0 : 1);
