import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const RUNNER = fileURLToPath(new URL('../../scripts/run-steps.mjs', import.meta.url));

/** Summaries as jest and vitest print them (jest on stderr, vitest on stdout, both in colour). */
const JEST_FAILED = `echo 'Test Suites: 1 failed, 3 passed, 4 total' >&2; echo 'Tests:       1 failed, 41 passed, 42 total' >&2; exit 1`;
const VITEST_PASSED = `printf ' \\033[2m     Tests \\033[22m \\033[1m\\033[32m12 passed\\033[39m\\033[22m\\033[90m (12)\\033[39m\\n'`;
const CRASHED = `echo 'Error: Cannot find module vitest' >&2; exit 1`;
/** jest when a spec file does not compile: no test failed, but the run did. */
const SUITE_FAILED = `echo 'Test Suites: 1 failed, 1 passed, 2 total' >&2; echo 'Tests:       7 passed, 7 total' >&2; exit 1`;

/** Runs the runner in a folder whose package.json has `scripts`, and answers its exit code and output. */
async function runSteps(scripts: Record<string, string>, steps: string[]) {
  const folder = await mkdtemp(join(tmpdir(), 'run-steps-'));
  try {
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name: 'probe', private: true, scripts }));
    const ran = await promisify(execFile)('node', [RUNNER, ...steps], { cwd: folder }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    return { code: ran.code, lastLine: ran.stdout.trim().split('\n').at(-1), stdout: ran.stdout };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('scripts/run-steps.mjs (npm test)', () => {
  it('runs every step after a failing one and counts the tests of all of them', async () => {
    const { code, lastLine, stdout } = await runSteps({ 'test:server': JEST_FAILED, 'test:app': VITEST_PASSED }, [
      'test:server',
      'test:app',
    ]);
    expect(stdout).toContain('test:app: exit 0, 12 passed, 0 failed');
    expect(lastLine).toBe('== 53 passed, 1 failed');
    expect(code).toBe(1);
  });

  it('counts a suite that printed no summary as failed, and still runs the next', async () => {
    const { code, lastLine, stdout } = await runSteps({ 'test:admin': CRASHED, 'test:app': VITEST_PASSED }, [
      'test:admin',
      'test:app',
    ]);
    expect(stdout).toContain('test:admin: exit 1, 0 passed, 1 failed (printed no test summary: counted as 1 failed)');
    expect(lastLine).toBe('== 12 passed, 1 failed');
    expect(code).toBe(1);
  });

  it('counts a suite that failed with no failed test, and a failed build, as one failed each', async () => {
    const { code, lastLine } = await runSteps(
      { build: 'exit 3', 'test:server': SUITE_FAILED, 'test:app': VITEST_PASSED },
      ['build', 'test:server', 'test:app'],
    );
    expect(lastLine).toBe('== 19 passed, 2 failed');
    expect(code).toBe(1);
  });

  it('exits 0 when every step passed', async () => {
    const { code, lastLine } = await runSteps({ build: 'true', 'test:app': VITEST_PASSED }, ['build', 'test:app']);
    expect(lastLine).toBe('== 12 passed, 0 failed');
    expect(code).toBe(0);
  });
});
