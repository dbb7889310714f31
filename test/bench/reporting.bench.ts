import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startTestApp, type TestApp } from '../support/test-app.js';
import { seedClaims } from './seed-claims.js';
import { SERVER_ARGS, SERVER_MAIN } from './server-command.js';

/**
 * Reporting with a million claims (BENCH_CLAIMS to change):
 * - every claim downloaded as CSV and as a workbook from the built server (node server/dist/...,
 *   as in production, on BENCH_PORT, on the test app's database): 50,000 rows a second or more,
 *   and its peak memory under 200 MB more than before the download. Not from the test process:
 *   Jest runs the modules in a vm context, where reading and writing Node's Buffers takes the
 *   JIT's slow path (the workbook's byte work took 2.5 times its time there);
 * - the report figures per grouping: within 500 ms (median of 5).
 */
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const ROWS_PER_SECOND_TARGET = 50_000;
const RSS_TARGET_MB = 200;
const REPORT_TARGET_MS = 500;
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const ROOT = join(process.cwd(), '..');

let t: TestApp;
let base: string;
let server: ChildProcess | undefined;
let serverData: string | undefined;
let token: string;

beforeAll(async () => {
  if (!existsSync(join(ROOT, SERVER_MAIN))) throw new Error('Build first: npm run build');
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const started = Date.now();
  await seedClaims(t.db, CLAIMS);
  // The history the seed leaves out: a request for every claim past Saved, a decision for those
  // approved, paid or rejected, a payment for those paid.
  await t.db.query(
    `INSERT INTO claim_audit (claim_id, action, description, username, created_at)
     SELECT claim.id, step.action, 'bench', 'bench', claim.submitted_at + step.after
     FROM claim JOIN (VALUES (0, interval '30 days', ARRAY[1, 2, 3, 5]), (1, interval '40 days', ARRAY[2, 3]),
                             (2, interval '40 days', ARRAY[5]), (3, interval '60 days', ARRAY[3]))
                 AS step (action, after, statuses) ON claim.status = ANY (step.statuses)`,
  );
  await t.db.query('VACUUM ANALYZE claim_audit');
  // The seed's gigabytes of changes written out now, not by a checkpoint during the downloads:
  // what the bench measures is a database at rest, as a deployment's is.
  await t.db.query('CHECKPOINT');
  console.log(`seeded ${CLAIMS.toLocaleString('en')} claims in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  serverData = await mkdtemp(join(tmpdir(), 'uc-bench-'));
  server = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: serverData,
      SMTP_URL: t.mail.url,
      DEMO_DATA: '0',
      ADMIN_PASSWORD: 'bench-admin-password',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://127.0.0.1:${PORT}`;
  token = await login();
});
afterAll(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
  if (serverData) await rm(serverData, { recursive: true, force: true });
  await t.close();
});

/** The test app's staff account, signed in on the server once it answers. */
async function login(): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server!.exitCode !== null) throw new Error(`the server exited (${server!.exitCode})`);
    try {
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: 'test-staff', Password: 'test-password' }),
      });
      return ((await response.json()) as { token: string }).token;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${base} never answered`);
}

/** The server's CPU seconds (all its threads) and resident memory in bytes, from /proc. */
function serverUsage(): { cpuSeconds: number; rss: number } {
  const stat = readFileSync(`/proc/${server!.pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server!.pid}/status`, 'utf8'))![1]);
  // Clock ticks of 1/100 s (USER_HZ on Linux).
  return { cpuSeconds: (utime + stime) / 100, rss: rssKb * 1024 };
}

/** Downloads the file as a client does, reading as fast as it comes, and counts its bytes. */
function download(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

it('exports a million claims at speed in constant memory', async () => {
  const rows = [];
  for (const format of ['csv', 'xlsx']) {
    const before = serverUsage();
    let peak = before.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, serverUsage().rss)), 50);
    const started = process.hrtime.bigint();
    const bytes = await download(`/api/travelclaim/export.${format}`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const after = serverUsage();
    clearInterval(sampler);
    rows.push({
      format,
      claims: CLAIMS,
      seconds: Number(seconds.toFixed(1)),
      rowsPerSecond: Math.round(CLAIMS / seconds),
      // The server's CPU time (all its threads, deflate included): what load skews little.
      cpuSeconds: Number((after.cpuSeconds - before.cpuSeconds).toFixed(1)),
      megabytes: Math.round(bytes / 1e6),
      rssBeforeMb: Math.round(before.rss / 1e6),
      peakRssMb: Math.round(peak / 1e6),
    });
  }
  console.table(rows);
  const missed = rows.filter(
    (row) => row.rowsPerSecond < ROWS_PER_SECOND_TARGET || row.peakRssMb - row.rssBeforeMb > RSS_TARGET_MB,
  );
  console.log(
    missed.length
      ? `OVER TARGET: ${missed.map((row) => row.format).join(', ')}`
      : `all within their targets (${ROWS_PER_SECOND_TARGET.toLocaleString('en')} rows/s, ${RSS_TARGET_MB} MB)`,
  );
});

it('adds up the report figures fast at scale', async () => {
  const runs = 5;
  const rows = [];
  for (const query of [
    'groupBy=status',
    'groupBy=month',
    'groupBy=event',
    'groupBy=country',
    'groupBy=band',
    'groupBy=month&status=3',
    'groupBy=country&number=B00042',
  ]) {
    const times: number[] = [];
    let groups = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = process.hrtime.bigint();
      const response = await t.http
        .get(`/api/reports/claims?${query}`)
        .set('Authorization', `Bearer ${t.token('staff')}`);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      expect(response.status).toBe(200);
      groups = response.body.length;
    }
    times.sort((a, b) => a - b);
    rows.push({ query, groups, medianMs: Math.round(times[runs >> 1]), targetMs: REPORT_TARGET_MS });
  }
  console.table(rows);
  const slow = rows.filter((row) => row.medianMs > row.targetMs);
  console.log(slow.length ? `OVER TARGET: ${slow.map((row) => row.query).join(', ')}` : 'all within their targets');
});
