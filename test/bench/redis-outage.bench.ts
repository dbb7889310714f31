import { cpus, loadavg } from 'node:os';

import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../support/claims.js';
import { loadThroughRedisOutage, p99, type RedisPhase, savesSentIn } from '../support/redis-outage.js';
import { RedisServer } from '../support/redis-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * `npm run bench -- redis-outage`: how fast saves answer while Redis stalls and is stopped (issue 34:
 * save p99 under 1 s with Redis stopped 20 s), under the load of `test/support/redis-outage.ts`. The
 * saves sent with Redis up are the reference, measured on the same machine in the same run; what
 * must hold on any machine (answers meanwhile, nothing lost or doubled) is the API test's
 * (`test/api/redis/redis-faults.spec.ts`). The server runs in this process, as in the API tests.
 */
let redis: RedisServer | undefined;
let t: TestApp | undefined;

afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

it('keeps saves under 1 s (p99) while Redis is frozen, then stopped 20 s', async () => {
  const load0 = loadavg()[0];
  redis = await RedisServer.start();
  t = await startTestApp({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '1000000' });
  const eventId = (await createEvent(t)).id;
  await addRefundRate(t, 'BE', 'DE', 90);

  // Warmed first, so the reference is not the server's first requests (its pool, its compiled paths).
  const draft = await claimDraft(t, eventId, EMPLOYERS.brussels);
  for (let round = 0; round < 5; round += 1) {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t!.http.post('/api/travelclaim').send({ ...draft, email: `warm-${round}-${i}@court.example` }),
      ),
    );
  }

  const load = await loadThroughRedisOutage(t, redis, eventId);
  expect(load.failures).toEqual([]);

  const phases: [RedisPhase, string][] = [
    ['up', 'Redis up (reference)'],
    ['stalled', 'Redis frozen 5 s'],
    ['stopped', 'Redis stopped 20 s'],
    ['back', 'the 5 s after its restart'],
  ];
  const outage = [...savesSentIn(load, 'stalled'), ...savesSentIn(load, 'stopped')];
  const reference = p99(savesSentIn(load, 'up'));
  const cpu = cpus();
  const lines = [
    '',
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average ` +
      `${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end. ${load.saves.length} saves, ` +
      `${load.calculationsMs.length} calculations; calculate p99 ${ms(p99(load.calculationsMs))}, health p99 ` +
      `${ms(p99(load.healths.map((health) => health.ms)))}.`,
    '',
    '| Saves sent while | saves | p99 | p99 / reference |',
    '|---|---|---|---|',
    ...phases.map(([phase, label]) => {
      const times = savesSentIn(load, phase);
      return `| ${label} | ${times.length} | ${ms(p99(times))} | ${(p99(times) / reference).toFixed(1)} |`;
    }),
    `| frozen or stopped (target p99 < 1 s: ${p99(outage) < 1000 ? 'met' : 'NOT met'}) | ${outage.length} | ${ms(p99(outage))} | ${(p99(outage) / reference).toFixed(1)} |`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  expect(p99(outage)).toBeLessThan(1000);
  expect(load.healths.filter((health) => health.database !== 'up')).toEqual([]);
});
