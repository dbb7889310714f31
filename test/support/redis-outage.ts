import { claimDraft, EMPLOYERS } from './claims.js';
import type { RedisServer } from './redis-server.js';
import type { TestApp } from './test-app.js';

/**
 * A seminar's deadline evening while Redis fails: 8 participants calculating without pause, each
 * saving a claim at most every `saveEveryMs` (400 ms by default: about 700 claims, and mails to
 * check, however fast the machine saves), a health probe every 250 ms, and the test's own Redis
 * up 5 s, frozen (SIGSTOP) 5 s, killed for 20 s, then restarted for 5 s. Run by the API test (what
 * must hold on any machine) and by `npm run bench -- redis-outage` (how fast it holds on this one).
 */
export type RedisPhase = 'up' | 'stalled' | 'stopped' | 'back';

export interface TimedSave {
  /** What Redis was doing when the save was sent, and when it was answered. */
  sentIn: RedisPhase;
  answeredIn: RedisPhase;
  ms: number;
}

export interface OutageLoad {
  saves: TimedSave[];
  calculationsMs: number[];
  healths: { database: string; ms: number }[];
  /** Any answer other than 200, by what was asked. */
  failures: string[];
}

const CLIENTS = 8;
const PHASES: [RedisPhase, number][] = [
  ['up', 5000],
  ['stalled', 5000],
  ['stopped', 20_000],
  ['back', 5000],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const p99 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.99)]!;

export async function loadThroughRedisOutage(
  t: TestApp,
  redis: RedisServer,
  eventId: number,
  saveEveryMs = 400,
): Promise<OutageLoad> {
  const draft = await claimDraft(t, eventId, EMPLOYERS.brussels);
  const load: OutageLoad = { saves: [], calculationsMs: [], healths: [], failures: [] };
  let phase: RedisPhase = 'up';
  let stop = false;
  let serial = 0;
  const timed = async (call: () => Promise<{ status: number }>, what: string): Promise<number> => {
    const started = performance.now();
    const response = await call();
    if (response.status !== 200) load.failures.push(`${what}: ${response.status}`);
    return performance.now() - started;
  };
  const clients = Array.from({ length: CLIENTS }, async () => {
    let nextSave = 0;
    while (!stop) {
      load.calculationsMs.push(await timed(() => t.http.post('/api/travelclaim/calculate').send(draft), 'calculate'));
      if (performance.now() < nextSave) continue;
      nextSave = performance.now() + saveEveryMs;
      serial += 1;
      const email = `load-${serial}@court.example`;
      // Each participant a person of their own: saves of one name and employer take turns on that
      // person's duplicate flags (docs/rules.md, "Four eyes and duplicates"), which is no Redis time.
      const participant = { ...draft, email, lastname: `Load ${serial}` };
      const sentIn = phase;
      const ms = await timed(() => t.http.post('/api/travelclaim').send(participant), `save ${email}`);
      load.saves.push({ sentIn, answeredIn: phase, ms });
    }
  });
  const probe = (async () => {
    while (!stop) {
      const started = performance.now();
      const health = await t.http.get('/api/health');
      load.healths.push({ database: health.body.database, ms: performance.now() - started });
      await sleep(250);
    }
  })();

  for (const [next, ms] of PHASES) {
    if (next === 'stalled') redis.pause(); // connections open, nothing answered
    if (next === 'stopped') {
      redis.resume();
      await redis.kill();
    }
    if (next === 'back') await redis.restart();
    phase = next;
    await sleep(ms);
  }
  stop = true;
  await Promise.all([...clients, probe]);
  return load;
}

/** Saves sent while Redis was in `phase`, in ms. */
export const savesSentIn = (load: OutageLoad, phase: RedisPhase) =>
  load.saves.filter((save) => save.sentIn === phase).map((save) => save.ms);

/**
 * What the load left, once the mail outbox is empty (or `boundMs` ends a hung test) and a quiet
 * moment has passed for any second copy to arrive: claims and their distinct addresses, mails and
 * theirs. Nothing lost or doubled is all four equal to the saves.
 */
export async function whatTheLoadLeft(t: TestApp, boundMs = 600_000) {
  const [{ claims, addresses }] = await t.db.query(
    `SELECT count(*)::int AS claims, count(DISTINCT email)::int AS addresses FROM claim WHERE email LIKE 'load-%'`,
  );
  const until = Date.now() + boundMs;
  for (;;) {
    const [{ unsent }] = await t.db.query(`SELECT count(*)::int AS unsent FROM mail_outbox WHERE sent_at IS NULL`);
    if (unsent === 0) break;
    if (Date.now() > until) throw new Error(`${unsent} mails still unsent`);
    await sleep(200);
  }
  await sleep(1500);
  const mailed = t.mail.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith('load-'));
  return { claims, addresses, mails: mailed.length, mailedAddresses: new Set(mailed).size };
}
