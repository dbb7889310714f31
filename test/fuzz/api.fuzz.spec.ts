import fc from 'fast-check';

import { addRefundRate, claimDraft, countryId, createEvent, EMPLOYERS, guestToken } from '../support/claims.js';
import { expectCoreJourneysWork } from '../support/core-journeys.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { anyRequest, describeRequest, type FuzzRequest, type KnownRecords, type OpenApiDocument } from './requests.js';

/**
 * Property: whatever a client sends to any route, in any role, the server answers, and never with a 5xx.
 * `npm test` runs a fixed seed and a bounded count; `npm run fuzz` runs 20,000 requests from a new seed
 * (FUZZ_RUNS and FUZZ_SEED choose them).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * Hang detection, not a speed assertion. A request still unanswered after NO_ANSWER_MS is a hang only
 * if the server does not answer its health probe within HEALTH_PROBE_MS either: a slow answer (the
 * first audit pack, an Argon2 hash on a machine at load 15) leaves the server answering everything
 * else, a stalled one (a blocked event loop, a lost promise) does not. Past GIVE_UP_MS it is a hang all
 * the same.
 */
const NO_ANSWER_MS = 20_000;
const HEALTH_PROBE_MS = 5_000;
const GIVE_UP_MS = 180_000;
/** The fuzzer's own client address (X-Forwarded-For through the trusted loopback), so its sign-in limits are its own. */
const FUZZER_ADDRESS = '198.51.100.7';

let t: TestApp;
let doc: OpenApiDocument;
let known: KnownRecords;
let guest: string;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: 'loopback' });
  const { id } = await createEvent(t);
  await addRefundRate(t, 'PT', 'DE', 85.5);
  const saved = await t.http.post('/api/travelclaim/').send(await claimDraft(t, id, EMPLOYERS.lisbon));
  guest = await guestToken(t, 'jane.doe@court.example');
  known = { ids: [id, 1], guids: [saved.body.guid] };
  doc = (await t.http.get('/api/docs-json')).body;
  // The offline gazetteer reads its city list on first use (seconds on a busy machine): not a hang.
  await t.http.get('/api/geocode').query({ q: 'Trier' }).expect(200);
});
afterAll(() => t.close());

/**
 * The storm reaches /api/staff/{id} with the ids of the test accounts now and then, and may demote,
 * disable or reset them (which ends their sessions, as it must): they are put back and signed in
 * again, so the rest of the storm still runs as an Admin.
 */
async function send(request: FuzzRequest) {
  const response = await sendOnce(request);
  if (request.auth === 'staff' && response.status === 401) await t.restoreAccounts();
  return response;
}

async function sendOnce(request: FuzzRequest) {
  const authorization = {
    none: undefined,
    staff: `Bearer ${t.token('admin')}`,
    guest: `Bearer ${guest}`,
    forged: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiIsInJvbGVzIjpbIkFkbWluIl19.',
  }[request.auth];
  let call = t.http[request.method](request.url).set('X-Forwarded-For', FUZZER_ADDRESS).timeout(GIVE_UP_MS);
  if (authorization) call = call.set('Authorization', authorization);
  if (request.body) {
    const { raw, contentType } =
      'raw' in request.body
        ? request.body
        : { raw: JSON.stringify(request.body.json), contentType: 'application/json' };
    call = call.set('Content-Type', contentType).send(raw);
  }
  return call.ok(() => true);
}

/** The request's answer; throws when the server stalls (no answer, and no health answer meanwhile). */
async function answerOf(request: FuzzRequest) {
  const answer = send(request);
  for (;;) {
    const settled = await Promise.race([
      answer.then((response) => ({ response })),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), NO_ANSWER_MS)),
    ]);
    if (settled) return settled.response;
    const alive = await t.http
      .get('/api/health')
      .timeout(HEALTH_PROBE_MS)
      .then(
        () => true,
        () => false,
      );
    if (!alive) {
      throw new Error(
        `no answer within ${NO_ANSWER_MS} ms, nor to a health probe within ${HEALTH_PROBE_MS} ms: ${describeRequest(request)}`,
      );
    }
  }
}

describe('every route under a storm of generated bad input', () => {
  it('answers every request, never with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(anyRequest(doc, known), async (request) => {
        let response;
        try {
          response = await answerOf(request);
        } catch (error) {
          throw new Error(`no answer: ${describeRequest(request)}`, { cause: error });
        }
        // The web app's page answers 503 while its bundle is not built (the fuzz suite may run without a build).
        const unbuilt = response.status === 503 && /is not built yet/.test(response.text);
        if (response.status >= 500 && !unbuilt) {
          throw new Error(`${response.status} for ${describeRequest(request)}: ${response.text.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 3_600_000);

  it('answers any unknown path under the API prefixes with the JSON 404, whatever the method', async () => {
    const segment = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.constantFrom('__proto__', 'constructor', '..', '%00', 'ÄÖÜ'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/', '/auth/', '/API/', '/Auth/'),
        fc.constantFrom('zz-unknown', 'no-such-route', 'travelclaim/calculate/more'),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom('get', 'post', 'put', 'delete', 'patch'),
        async (prefix, first, rest, method) => {
          const path = prefix + [first, ...rest.map(encodeURIComponent)].join('/');
          const response = await t.http[method](path)
            .set('X-Forwarded-For', FUZZER_ADDRESS)
            .ok(() => true);
          expect({ path, method, status: response.status, body: response.body }).toEqual({
            path,
            method,
            status: 404,
            body: { errorMessage: 'Not found.' },
          });
        },
      ),
      { numRuns: 200, seed: SEED },
    );
  });

  it('still signs staff and participants in, calculates and saves afterwards', async () => {
    // Fresh reference data: the storm may have changed or deleted what it found (bands, rates, events, its Admin).
    await t.restoreAccounts();
    const admin = { Authorization: `Bearer ${t.token('admin')}` };
    const band = await t.http
      .post('/api/distancebands')
      .set(admin)
      .send({ version: 9999, minValue: 0, maxValue: 20100, amount: 100 });
    const rate = await t.http
      .post('/api/crosscountries')
      .set(admin)
      .send({ sourceCountryId: await countryId(t, 'BE'), targetCountryId: await countryId(t, 'DE'), refundRate: 98 });
    // 422: the storm happened to make the same band or rate already.
    expect({ band: [201, 422].includes(band.status), rate: [200, 422].includes(rate.status) }).toEqual({
      band: true,
      rate: true,
    });
    const { id } = await createEvent(t, { distanceBandVersion: 9999 });
    await expectCoreJourneysWork(t, id, 'after.storm@court.example');
  });
});
