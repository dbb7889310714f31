import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createTestDatabase, startTestApp, type TestApp } from '../support/test-app.js';
import { seedClaims } from './seed-claims.js';

/**
 * Backup and restore of a million claims (BENCH_CLAIMS to change), each as an operator runs it: the
 * built command line (`node server/dist/server/src/platform/backup/backup.cli.js`, what `npm run backup` and
 * `npm run restore` start), its wall time and its peak memory (VmHWM from /proc, read while it runs).
 * Targets (issue 35): each within 5 minutes, under 300 MB. Speed is reported, never asserted.
 */
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const TIME_TARGET_S = 300;
const RSS_TARGET_MB = 300;
const ROOT = join(process.cwd(), '..');
const CLI = join(ROOT, 'server/dist/server/src/platform/backup/backup.cli.js');
const KEYS = { DATA_KEY: randomBytes(32).toString('hex'), BACKUP_KEY: randomBytes(32).toString('hex') };

let t: TestApp;
let directory: string;
let target: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('Build first: npm run build');
  t = await startTestApp();
  const started = Date.now();
  await seedClaims(t.db, CLAIMS);
  await t.db.query('CHECKPOINT');
  console.log(`seeded ${CLAIMS.toLocaleString('en')} claims in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  directory = await mkdtemp(join(tmpdir(), 'uc-bench-backups-'));
  target = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
  await target?.drop();
  if (directory) await rm(directory, { recursive: true, force: true });
});

interface Run {
  seconds: number;
  peakMb: number;
  output: string;
}

/** Runs the command line to its end, reading its peak resident memory every 100 ms. */
function command(args: string[], databaseUrl: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...KEYS, DATABASE_URL: databaseUrl, DATA_DIR: directory, BACKUP_DIR: directory },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let peakKb = 0;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const sampler = setInterval(() => {
      try {
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
      } catch {
        // The process has just ended.
      }
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${args.join(' ')} ended with ${code}: ${output}`));
      resolve({ seconds: (Date.now() - started) / 1000, peakMb: peakKb / 1024, output });
    });
  });
}

it(`backs up and restores ${CLAIMS.toLocaleString('en')} claims`, async () => {
  const backup = await command(['backup'], t.databaseUrl);
  const [file] = (await readdir(directory)).filter((name) => name.endsWith('.tar'));
  const bytes = (await stat(join(directory, file))).size;
  const verify = await command(['backup', '--verify', join(directory, file)], t.databaseUrl);
  const restore = await command(['restore', join(directory, file)], target.url);
  const [source] = await t.db.query(
    `SELECT count(*)::int AS claims, (SELECT count(*)::int FROM claim_audit) AS audits FROM claim`,
  );
  const client = await startTestApp({ DATABASE_URL: target.url, ...KEYS });
  const [restored] = await client.db.query(
    `SELECT count(*)::int AS claims, (SELECT count(*)::int FROM claim_audit) AS audits FROM claim`,
  );
  await client.close();
  expect(restored).toEqual(source);

  const met = (run: Run) => (run.seconds <= TIME_TARGET_S && run.peakMb < RSS_TARGET_MB ? 'yes' : 'NO');
  const row = (what: string, run: Run, extra = '') =>
    `| ${what} | ${run.seconds.toFixed(1)} s, peak RSS ${run.peakMb.toFixed(0)} MB${extra} | <= ${TIME_TARGET_S} s, < ${RSS_TARGET_MB} MB | ${met(run)} |`;
  console.log(
    [
      `load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}; Node ${process.version}`,
      '| what | measured | target | met |',
      '| --- | --- | --- | --- |',
      row(
        `npm run backup, ${CLAIMS.toLocaleString('en')} claims`,
        backup,
        `, ${(bytes / 1024 / 1024).toFixed(0)} MB file`,
      ),
      row('npm run backup -- --verify (every part opened)', verify),
      row('npm run restore into an empty database', restore),
    ].join('\n'),
  );
});
