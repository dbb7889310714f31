import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../../support/claims.js';
import { loadThroughRedisOutage, type RedisPhase, whatTheLoadLeft } from '../../support/redis-outage.js';
import { RedisServer } from '../../support/redis-server.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Redis of the test's own (the shared one must never stop), frozen and killed under a running
 * server: the API keeps answering, and no mail is lost or doubled.
 */

/** Far beyond what a request needs, far below the freeze: a request waiting on Redis misses it. */
const DEADLINE_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const QUIET_MS = 1500;

describe('Redis faults', () => {
  let redis: RedisServer;
  let t: TestApp;
  let eventId: number;

  beforeEach(async () => {
    redis = await RedisServer.start();
    t = await startTestApp({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '1000000' });
    eventId = (await createEvent(t)).id;
    await addRefundRate(t, 'BE', 'DE', 90);
  });

  afterEach(async () => {
    await t.close();
    await redis.stop();
  });

  /** Health, a staff sign-in, calculate and save, each answered before its deadline; answers the saved claims' e-mails. */
  async function theApiAnswers(round: string): Promise<string> {
    const health = await t.http.get('/api/health').timeout(DEADLINE_MS);
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'degraded', database: 'up', redis: 'down', backupAgeSeconds: null });
    // A sign-in counts its attempts in Redis (rate limits), and falls back to this replica's count.
    const signIn = await t.http
      .post('/auth/login')
      .timeout(DEADLINE_MS)
      .send({ Username: 'test-staff', Password: 'test-password' });
    expect(signIn.status).toBe(200);
    const draft = await claimDraft(t, eventId, EMPLOYERS.brussels);
    const calculation = await t.http.post('/api/travelclaim/calculate').timeout(DEADLINE_MS).send(draft);
    expect(calculation.status).toBe(200);
    const email = `${round}@court.example`;
    const saved = await t.http
      .post('/api/travelclaim')
      .timeout(DEADLINE_MS)
      .send({ ...draft, email });
    expect(saved.status).toBe(200);
    return email;
  }

  it('keeps health, sign-in, calculate and save answering while Redis is frozen for 10 s and after it is killed', async () => {
    expect((await t.http.get('/api/health')).body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      backupAgeSeconds: null,
    });
    const saved: string[] = [];

    redis.pause();
    const thawAt = Date.now() + 10_000;
    for (let round = 0; Date.now() < thawAt - DEADLINE_MS * 3; round += 1) {
      saved.push(await theApiAnswers(`frozen-${round}`));
    }
    await sleep(Math.max(0, thawAt - Date.now()));
    redis.resume();
    await redis.kill();
    saved.push(await theApiAnswers('killed'));

    expect(saved.length).toBeGreaterThanOrEqual(2);
    for (const email of saved) await t.mail.waitFor((mail) => mail.to.includes(email), 30_000);
    await sleep(QUIET_MS);
    for (const email of saved) expect(t.mail.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('keeps saves answering and health truthful while Redis stalls, then is stopped for 20 s, under load; nothing lost or doubled', async () => {
    // A save a second per client (about 280 claims and mails): the bench keeps the full 400 ms pace.
    // Draining the mails after the outage did not end within 150 s in one run beside the whole suite
    // (225 of 700 left), so the wait for them only ends a hung test (whatTheLoadLeft: 10 minutes).
    const load = await loadThroughRedisOutage(t, redis, eventId, 1000);
    expect(load.failures).toEqual([]);
    // A save that waited on Redis would be answered only after it came back: saves sent while it was
    // frozen or stopped are answered before it was. How fast is `npm run bench -- redis-outage`.
    const answeredMeanwhile = (phase: RedisPhase) =>
      load.saves.filter((save) => save.sentIn === phase && save.answeredIn === phase).length;
    expect(answeredMeanwhile('stalled')).toBeGreaterThan(0);
    expect(answeredMeanwhile('stopped')).toBeGreaterThan(0);
    expect(load.healths.filter((health) => health.database !== 'up')).toEqual([]);
    const saved = load.saves.length;
    expect(await whatTheLoadLeft(t)).toEqual({ claims: saved, addresses: saved, mails: saved, mailedAddresses: saved });
  }, 900_000);

  it('delivers every mail of 50 concurrent saves exactly once when Redis is killed among them and restarts empty', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `burst-${i}@court.example`);
    const draft = await claimDraft(t, eventId, EMPLOYERS.brussels);
    let answered = 0;
    const saves = emails.map((email) =>
      t.http
        .post('/api/travelclaim')
        .send({ ...draft, email })
        .then((response) => {
          answered += 1;
          return response.status;
        }),
    );
    while (answered < 10) await sleep(10);
    await redis.kill();
    expect(await Promise.all(saves)).toEqual(emails.map(() => 200));

    await sleep(5000);
    await redis.restart();

    for (const email of emails) await t.mail.waitFor((mail) => mail.to.includes(email), 60_000);
    await sleep(QUIET_MS);
    const copies = emails.map((email) => t.mail.mails.filter((mail) => mail.to.includes(email)).length);
    expect(copies).toEqual(emails.map(() => 1));
    const [{ unsent }] = await t.db.query(`SELECT count(*)::int AS unsent FROM mail_outbox WHERE sent_at IS NULL`);
    expect(unsent).toBe(0);
  }, 180_000);
});
