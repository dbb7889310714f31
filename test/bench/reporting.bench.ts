import { get } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startTestApp, type TestApp } from '../support/test-app.js';
import { seedClaims } from './seed-claims.js';

/**
 * Reporting with a million claims (BENCH_CLAIMS to change):
 * - every claim downloaded as CSV and as a workbook: 50,000 rows a second or more, and the peak
 *   memory of the process serving it (here the test process itself, test runner included) under
 *   200 MB more than before the download;
 * - the report figures per grouping: within 500 ms (median of 5).
 */
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const ROWS_PER_SECOND_TARGET = 50_000;
const RSS_TARGET_MB = 200;
const REPORT_TARGET_MS = 500;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await t.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
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
  console.log(`seeded ${CLAIMS.toLocaleString('en')} claims in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
afterAll(() => t.close());

/** Downloads the file as a client does, reading as fast as it comes, and counts its bytes. */
function download(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { Authorization: `Bearer ${t.token('staff')}` } }, (response) => {
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
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    const bytes = await download(`/api/travelclaim/export.${format}`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    rows.push({
      format,
      claims: CLAIMS,
      seconds: Number(seconds.toFixed(1)),
      rowsPerSecond: Math.round(CLAIMS / seconds),
      // The serving process's CPU time (all its threads, deflate included): what load skews little.
      cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
      megabytes: Math.round(bytes / 1e6),
      rssBeforeMb: Math.round(before / 1e6),
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
