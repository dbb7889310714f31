import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample line of the Prometheus text, or undefined when it is absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  async function outboxEmpty(): Promise<void> {
    for (;;) {
      const [{ pending }] = await t.db.query(
        `SELECT count(*)::int AS pending FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
      );
      if (pending === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const scrape = () => t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

  it('refuses without its token, or with another, in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, t.token('admin')]) {
      const request = t.http.get('/metrics');
      if (authorization) request.set('Authorization', authorization);
      const response = await request;
      expect({ authorization, status: response.status, body: response.body }).toEqual({
        authorization,
        status: 401,
        body: { errorMessage: 'Please sign in.' },
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it("is documented in the OpenAPI document with Prometheus' media type", async () => {
    const spec = (await t.http.get('/api/docs-json')).body;
    expect(Object.keys(spec.paths['/metrics'].get.responses['200'].content)).toEqual([
      'text/plain; version=0.0.4; charset=utf-8',
    ]);
  });

  it('counts a request under its route pattern and status, never its path', async () => {
    const before = (await scrape()).text;
    const label = '{method="GET",route="/api/countries/:id",status="200"}';
    const counted = sample(before, 'http_requests_total', label) ?? 0;
    expect((await t.http.get('/api/countries/1')).status).toBe(200);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(response.text, 'http_requests_total', label)).toBe(counted + 1);
    expect(sample(response.text, 'http_request_duration_seconds_count', label)).toBe(counted + 1);
    // An unknown path is counted under the API's catch-all, its path nowhere.
    await t.http.get('/api/nope/DE89370400440532013000?access_token=secret');
    const after = (await scrape()).text;
    expect(sample(after, 'http_requests_total', '{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(after).not.toContain('DE89370400440532013000');
    expect(after).not.toContain('secret');
  });

  it('reports the pool, the outbox, mails, claims by status and payment runs from the database', async () => {
    const event = await createEvent(t);
    await addRefundRate(t, 'BE', 'DE', 98);
    const saved = await t.http.post('/api/travelclaim/').send(await claimDraft(t, event.id, EMPLOYERS.brussels));
    expect(saved.status).toBe(200);
    await t.mail.waitFor((mail) => mail.to.includes('jane.doe@court.example'));
    await outboxEmpty();
    // A mail waiting in the outbox for a minute.
    await t.db.query(
      `INSERT INTO mail_outbox (kind, recipient, payload, created_at, handed_over_at)
       VALUES ('test', 'x@court.example', '{}', now() - interval '60 seconds', now())`,
    );
    const text = (await scrape()).text;
    expect(sample(text, 'unit_costs_database_up')).toBe(1);
    expect(sample(text, 'unit_costs_claims', '{status="Saved"}')).toBe(1);
    expect(sample(text, 'unit_costs_mail_outbox_pending')).toBe(1);
    expect(sample(text, 'unit_costs_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(60);
    expect(text).toMatch(/^unit_costs_mails_sent_total\{kind="[a-z-]+"\} [1-9]/m);
    expect(sample(text, 'unit_costs_db_pool_connections', '{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^# TYPE unit_costs_payment_runs gauge$/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served', async () => {
    const t = await startTestApp();
    try {
      const response = await t.http.get('/metrics').set('Authorization', 'Bearer anything-at-all');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ errorMessage: 'Not found.' });
    } finally {
      await t.close();
    }
  });
});
