import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';

import { dataSourceOptions } from '../../server/src/platform/database/data-source-options.js';
import { BenchStage, SERVER_MAIN } from './server-command.js';

/**
 * `npm run bench -- duplicate-flags` (after `npm run build`): what keeping the possible-duplicate flags
 * costs a save (docs/decisions.md, "Four eyes and duplicates"). 16 clients save claims for one event
 * for ROUND_SECONDS, each claim under an address and a name of its own, then as many under one
 * address and one name (every claim a duplicate of all the others, each save finding more), in
 * alternating rounds. The ratio of the two rates is the figure: a save that touches only what it must
 * costs the same whatever the address already holds. Port: BENCH_PORT (default 3150).
 */
const ROOT = join(process.cwd(), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const CLIENTS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 10);

let stage: BenchStage | undefined;

afterAll(() => stage?.stop());

interface Round {
  saves: number;
  perSecond: number;
  p99ms: number;
  errors: number;
}

/** CLIENTS clients saving one claim after another for `seconds`; `draft(n)` is the n-th claim's body. */
async function saveFor(url: string, seconds: number, draft: (n: number) => string): Promise<Round> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: draft((next += 1)),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    saves: latencies.length,
    perSecond: latencies.length / elapsed,
    p99ms: latencies[Math.min(latencies.length - 1, Math.ceil(0.99 * latencies.length) - 1)],
    errors,
  };
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

it('saves under one address as fast as under distinct addresses', async () => {
  if (!existsSync(join(ROOT, SERVER_MAIN))) throw new Error('Build first: npm run build');
  const load = loadavg()[0];
  stage = await BenchStage.open('duplicates');
  await stage.startServer(PORT, { SCHEDULED_JOBS: '0' });
  const base = `http://127.0.0.1:${PORT}`;

  const db = await new DataSource(dataSourceOptions(stage.database.url)).initialize();
  const [{ eventId, countryId }] = await db.query(
    `SELECT (SELECT id FROM event WHERE number = '226DT02') AS "eventId", (SELECT id FROM country WHERE iso_3166 = 'PT') AS "countryId"`,
  );
  const claim = {
    eventId,
    latitude: 38.7075,
    longitude: -9.1364,
    phone: '+351 21 000 00 00',
    institution: 'Supremo Tribunal de Justiça',
    street: 'Praça do Comércio',
    postalCode: '1149-012',
    city: 'Lisbon',
    countryId,
    travelType: 1,
    nightsSpend: 2,
  };
  const distinct = (i: number) =>
    JSON.stringify({ ...claim, firstname: `Bench${i}`, lastname: `Mark${i}`, email: `bench-${i}@court.example` });
  const same = () =>
    JSON.stringify({ ...claim, firstname: 'Bench', lastname: 'Mark', email: 'one-person@court.example' });

  const url = `${base}/api/travelclaim/`;
  await saveFor(url, 2, distinct); // warm up
  const rounds: { distinct: Round; same: Round; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const a = await saveFor(url, ROUND_SECONDS, (i) => distinct(round * 1_000_000 + i));
    const b = await saveFor(url, ROUND_SECONDS, same);
    rounds.push({ distinct: a, same: b, ratio: b.perSecond / a.perSecond });
  }
  const [{ held, flagged }] = await db.query(
    `SELECT count(*)::int AS held, count(*) FILTER (WHERE possible_duplicate)::int AS flagged FROM claim WHERE email = 'one-person@court.example'`,
  );
  await db.destroy();
  const ratio = median(rounds.map((r) => r.ratio));
  const errors = rounds.reduce((sum, r) => sum + r.distinct.errors + r.same.errors, 0);
  const line = (label: string, pick: (r: (typeof rounds)[number]) => Round) =>
    `${label}: ${rounds.map((r) => `${n(pick(r).perSecond)}/s (p99 ${n(pick(r).p99ms)} ms)`).join(', ')}`;
  process.stdout.write(
    [
      '',
      `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average ${n(load, 1)} at the start, ${n(loadavg()[0], 1)} at the end.`,
      `Saves, ${CLIENTS} clients, ${ROUNDS} rounds of ${ROUND_SECONDS} s each:`,
      line('  distinct addresses and names', (r) => r.distinct),
      line('  one address and name', (r) => r.same),
      `  one address at the end: ${n(held)} claims, ${n(flagged)} flagged; ${errors} errors`,
      `| saves under one address vs distinct addresses, 16 clients (median of ${ROUNDS} rounds) | ${n(100 * ratio)}% (rounds ${rounds.map((r) => `${n(100 * r.ratio)}%`).join(', ')}) | >= 80% | ${ratio >= 0.8 && errors === 0 ? 'yes' : 'NO'} |`,
      '',
    ].join('\n'),
  );
  expect(errors).toBe(0);
  expect(flagged).toBe(held);
});
