import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Two replicas of the server on one database, as in a deployment behind a load balancer. */
/** Replicas share their secrets, as the README asks (and passport's strategies are per process). */
const SECRETS = { APP_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('hex') };
let one: TestApp;
let two: TestApp;
let eventId: number;
let rateId: number;

beforeAll(async () => {
  one = await startTestApp(SECRETS);
  two = await startTestApp({ ...SECRETS, DATABASE_URL: one.databaseUrl });
  ({ id: eventId } = await createEvent(one, { maxNights: 2 }));
  rateId = await addRefundRate(one, 'BE', 'DE', 98);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const admin = (t: TestApp) => ({ Authorization: `Bearer ${t.token('admin')}` });

async function nightlyRate(t: TestApp): Promise<number> {
  const response = await t.http
    .post('/api/travelclaim/calculate')
    .send(await claimDraft(t, eventId, EMPLOYERS.brussels));
  expect(response.status).toBe(200);
  return response.body.aAmount;
}

/** Waits for a state that arrives asynchronously (no speed is asserted: the bound only ends a hung test). */
async function eventually<T>(read: () => Promise<T>, expected: T, boundMs = 15_000): Promise<void> {
  const until = Date.now() + boundMs;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(value).toBe(expected);
}

describe('reference data kept in memory by each replica', () => {
  it('uses on the other replica a refund rate changed through one', async () => {
    await two.settled();
    expect(await nightlyRate(two)).toBe(98);
    const changed = await one.http.put(`/api/crosscountries/${rateId}`).set(admin(one)).send({ refundRate: 120 });
    expect(changed.status).toBe(200);
    // The writer answers once its own cache has the change; the other replica hears it through PostgreSQL.
    expect(await nightlyRate(one)).toBe(120);
    await two.settled();
    expect(await nightlyRate(two)).toBe(120);
  });

  it('follows events changed on the other replica, and forgets deleted ones', async () => {
    const { id, number } = await createEvent(two, { accommodationEligible: false, maxNights: 0 });
    const calculate = async (t: TestApp) =>
      (
        await t.http
          .post('/api/travelclaim/calculate')
          .send(await claimDraft(t, id, EMPLOYERS.brussels, { nightsSpend: 0 }))
      ).body;
    await one.settled();
    expect(await calculate(one)).toMatchObject({ aAmount: 0, tAmount: 180 });
    const current = await two.http.get(`/api/events/${id}`).set(admin(two));
    await two.http
      .put(`/api/events/${id}`)
      .set(admin(two))
      .send({ ...current.body, number, accommodationEligible: true })
      .expect(200);
    await one.settled();
    expect(await calculate(one)).toMatchObject({ aAmount: 120 });
    await two.http.delete(`/api/events/${id}`).set(admin(two)).expect(200);
    await one.settled();
    expect((await calculate(one)).errorMessage).toMatch(/does not exist/);
  });

  it('sees changes made in SQL by any session', async () => {
    await one.db.query(`UPDATE refund_rate SET refund_rate = 130 WHERE id = $1`, [rateId]);
    await one.settled();
    await two.settled();
    expect(await nightlyRate(one)).toBe(130);
    expect(await nightlyRate(two)).toBe(130);
  });

  it('reloads everything after its connection to the change feed was cut', async () => {
    await one.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'unit-costs-feed'`,
    );
    // Changed while the replicas may not be listening: they reload once reconnected.
    await one.db.query(`UPDATE refund_rate SET refund_rate = 140 WHERE id = $1`, [rateId]);
    await eventually(() => nightlyRate(one), 140);
    await eventually(() => nightlyRate(two), 140);
    await one.db.query(`UPDATE refund_rate SET refund_rate = 98 WHERE id = $1`, [rateId]);
    await one.settled();
    await two.settled();
    expect(await nightlyRate(two)).toBe(98);
  });

  it('calculates in steady state without a single database query', async () => {
    const draft = await claimDraft(one, eventId, EMPLOYERS.brussels);
    await one.http.post('/api/travelclaim/calculate').send(draft).expect(200);
    // Every query of the app, the ORM's and the change feed's, goes through pg's Client.query.
    const queries = jest.spyOn(pg.Client.prototype, 'query');
    try {
      for (let i = 0; i < 20; i += 1) {
        const response = await one.http.post('/api/travelclaim/calculate').send(draft);
        expect(response.body).toMatchObject({ tAmount: 180, aAmount: 98 });
      }
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});
