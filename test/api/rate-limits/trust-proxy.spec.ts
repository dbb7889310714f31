import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Requests from one client that claim, by X-Forwarded-For, to come from ten different private addresses. */
async function statusesFromOneClient(t: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 10; i += 1) {
    const response = await t.http.get('/api/countries?iso_3166=DE').set('X-Forwarded-For', `10.0.${i}.7`);
    statuses.push(response.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('by default trusts no proxy: X-Forwarded-For from a private address does not dodge the per-address limit', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '8' });
    try {
      // Signing the test accounts in has used some of the minute's requests already.
      const statuses = await statusesFromOneClient(t);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('honours X-Forwarded-For from a proxy it was told of', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: 'loopback' });
    try {
      expect(await statusesFromOneClient(t)).toEqual(Array(10).fill(200));
      // The forwarded address is the client now: its own sixth request of the minute is one too many.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await t.http.get('/api/countries?iso_3166=DE').set('X-Forwarded-For', '10.0.1.7')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
