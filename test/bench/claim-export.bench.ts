import { get } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startTestApp, type TestApp } from '../support/test-app.js';
import { seedClaims } from './seed-claims.js';

/**
 * How fast every claim downloads as CSV and as a workbook with a million claims (BENCH_CLAIMS to
 * change), and the server's peak memory meanwhile. Targets: 50,000 rows a second or more, and
 * under 200 MB RSS for the process serving it (here the test process itself).
 */
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 1_000_000);
const ROWS_PER_SECOND_TARGET = 50_000;
const RSS_TARGET_MB = 200;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await t.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  const started = Date.now();
  await seedClaims(t.db, CLAIMS);
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
    const bytes = await download(`/api/travelclaim/export.${format}`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    rows.push({
      format,
      claims: CLAIMS,
      seconds: Number(seconds.toFixed(1)),
      rowsPerSecond: Math.round(CLAIMS / seconds),
      megabytes: Math.round(bytes / 1e6),
      rssBeforeMb: Math.round(before / 1e6),
      peakRssMb: Math.round(peak / 1e6),
    });
  }
  console.table(rows);
  const missed = rows.filter((row) => row.rowsPerSecond < ROWS_PER_SECOND_TARGET || row.peakRssMb > RSS_TARGET_MB);
  console.log(
    missed.length
      ? `OVER TARGET: ${missed.map((row) => row.format).join(', ')}`
      : `all within their targets (${ROWS_PER_SECOND_TARGET.toLocaleString('en')} rows/s, ${RSS_TARGET_MB} MB)`,
  );
});
