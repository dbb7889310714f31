import { Writable } from 'node:stream';
import pg from 'pg';

import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The real PostgreSQL ending the app's connections (pg_terminate_backend, as an operator, a failover or
 * a restart does) while requests are under way: every answer is a success or a 503 with Retry-After,
 * a retry with the same Idempotency-Key saves each claim once, and each claim's mail goes out once.
 */
let t: TestApp;
let eventId: number;
let killer: pg.Client;
/** Every log line the app writes, as a log collector would read it. */
const logged: string[] = [];
const logOutput = new Writable({
  write(chunk, _encoding, done) {
    logged.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'info' }, { logOutput });
  ({ id: eventId } = await createEvent(t));
  await addRefundRate(t, 'BE', 'DE', 98);
  killer = new pg.Client({ connectionString: t.databaseUrl });
  await killer.connect();
});
afterAll(async () => {
  await killer?.end();
  await t?.close();
});

/** Ends every connection of the app's database but the killer's own; answers how many. */
async function killConnections(): Promise<number> {
  const { rows } = await killer.query(
    `SELECT count(*)::int AS killed FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()) AS ended`,
  );
  return rows[0].killed;
}

/** Kills the app's connections every `everyMs` until `stop` resolves; answers how many were ended. */
async function killWhile(stop: Promise<unknown>, everyMs: number): Promise<number> {
  let done = false;
  void stop.finally(() => (done = true));
  let killed = 0;
  while (!done) {
    killed += await killConnections();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return killed;
}

/** Runs `work` on every item, `concurrency` at a time. */
async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

/** Waits for a state that arrives asynchronously (the bound only ends a hung test; no speed is asserted). */
async function eventually(check: () => Promise<boolean>, boundMs = 60_000): Promise<void> {
  const until = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a lost database connection', () => {
  it('answers 503 with Retry-After when the connection of the request is ended under it, and serves the next', async () => {
    const staff = { Authorization: `Bearer ${t.token('staff')}` };
    // The request's statement waits for a lock, so that its connection can be ended while it runs.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE refund_rate IN ACCESS EXCLUSIVE MODE');
      const pending = t.http
        .get('/api/crosscountries?page=0')
        .set(staff)
        .then((answer) => answer);
      const waiting = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      await eventually(async () => (await killer.query(waiting)).rows.length > 0);
      await killer.query(`SELECT pg_terminate_backend(pid) FROM (${waiting}) AS waiting`);
      const answer = await pending;
      expect({ status: answer.status, retryAfter: answer.headers['retry-after'], body: answer.body }).toEqual({
        status: 503,
        retryAfter: '5',
        body: { errorMessage: 'The service is briefly unavailable. Please try again in a moment.' },
      });
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect((await t.http.get('/api/crosscountries?page=0').set(staff)).status).toBe(200);
  });

  it('during a burst of saves: 503 with Retry-After or success, each claim saved once after retries, each with exactly one mail', async () => {
    const CLAIMS = 200;
    const drafts = await Promise.all(
      Array.from({ length: CLAIMS }, async (_, i) => ({
        key: `burst-${i}`,
        email: `burst.${i}@court.example`,
        draft: await claimDraft(t, eventId, EMPLOYERS.brussels, { email: `burst.${i}@court.example` }),
      })),
    );
    const save = ({ key, draft }: (typeof drafts)[number]) =>
      t.http.post('/api/travelclaim/').set('Idempotency-Key', key).send(draft);

    const burst = inParallel(drafts, 16, save);
    const killed = await killWhile(burst, 25);
    const answers = await burst;
    expect(killed).toBeGreaterThan(0);

    const unavailable = answers.filter((answer) => answer.status === 503);
    const statuses = [...new Set(answers.map((answer) => answer.status))].sort();
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.body).toEqual({
        errorMessage: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }

    // The clients that got a 503 try again with the same key, as the claim form does.
    const retried = await Promise.all(drafts.filter((_, i) => answers[i].status !== 200).map(save));
    expect(retried.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);

    const saved: { email: string; claims: number }[] = await t.db.query(
      `SELECT email, count(*)::int AS claims FROM claim WHERE email LIKE 'burst.%' GROUP BY email`,
    );
    expect(saved.length).toBe(CLAIMS);
    expect(saved.filter((row) => row.claims !== 1)).toEqual([]);

    // Every mail marked sent (none left leased and unmarked, which would go out again after its lease).
    await eventually(async () => {
      const [{ open }] = await t.db.query(
        `SELECT count(*)::int AS open FROM mail_outbox WHERE kind = 'claim-saved' AND sent_at IS NULL`,
      );
      return open === 0;
    });
    const mailsTo = new Map<string, number>();
    for (const mail of t.mail.mails) {
      for (const to of mail.to.filter((address) => address.startsWith('burst.'))) {
        mailsTo.set(to, (mailsTo.get(to) ?? 0) + 1);
      }
    }
    expect(mailsTo.size).toBe(CLAIMS);
    expect([...mailsTo].filter(([, count]) => count !== 1)).toEqual([]);

    // What the faults made the app log (lost connections, 503s, mails retried) names no participant.
    const warnings = logged.filter((line) => JSON.parse(line).level >= 40);
    expect(warnings.length).toBeGreaterThan(0);
    expect(logged.filter((line) => /burst\.\d+|@court\.example|Jane|Doe/.test(line))).toEqual([]);
  }, 300_000);
});
