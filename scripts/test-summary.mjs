// What a step of `npm test` counted, read from the summary lines its test runner printed
// (used by scripts/run-steps.mjs; see there for the rules).

// eslint-disable-next-line no-control-regex -- the colour codes jest and vitest print are control characters
const COLOURS = /\x1b\[[0-9;]*m/g;

/** A test runner's summary line: jest's `Tests:       1 failed, 879 passed, 880 total`, vitest's `Tests  1 failed | 246 passed (247)`. */
export function isSummaryLine(line) {
  return /^\s*Tests:?\s+\d/.test(line.replace(COLOURS, ''));
}

function count(line, outcome) {
  const match = line.replace(COLOURS, '').match(new RegExp(`(\\d+) ${outcome}`));
  return match ? Number(match[1]) : 0;
}

/**
 * The tests a step passed and failed. `step` named `test:…` is a suite, which must have printed a
 * summary; `code` is its exit code; `lines` what it printed (only summary lines are read).
 */
export function summaryOf(step, code, lines) {
  const summaries = lines.filter(isSummaryLine);
  const passed = summaries.reduce((sum, line) => sum + count(line, 'passed'), 0);
  let failed = summaries.reduce((sum, line) => sum + count(line, 'failed'), 0);
  let note;
  if (step.startsWith('test:') && summaries.length === 0) {
    failed += 1;
    note = 'printed no test summary: counted as 1 failed';
  } else if (code !== 0 && failed === 0) {
    failed += 1;
    note = 'exited non-zero: counted as 1 failed';
  }
  return { passed, failed, note };
}
