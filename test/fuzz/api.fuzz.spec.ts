import fc from 'fast-check';

import { addRefundRate, claimDraft, countryId, createEvent, EMPLOYERS, guestToken } from '../support/claims.js';
import { expectCoreJourneysWork } from '../support/core-journeys.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { anyRequest, describeRequest, type FuzzRequest, type KnownRecords, type OpenApiDocument } from './requests.js';

/**
 * Property: whatever a client sends to any route, in any role, the server answers, and never with a 5xx.
 * `npm test` runs a fixed seed and a bounded count; `FUZZ_RUNS=20000 FUZZ_SEED=7 npm run fuzz` runs longer.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * Hang detection, not a speed assertion: a request left without an answer this long counts as a hang.
 * Long enough for a staff account's password hash (Argon2, memory-hard) on a machine whose two cores
 * are shared with other suites: a CI run at a load average of 15 had it take over 5 s.
 */
const NO_ANSWER_MS = 20_000;
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
}, 120_000);
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
  let call = t.http[request.method](request.url).set('X-Forwarded-For', FUZZER_ADDRESS).timeout(NO_ANSWER_MS);
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

describe('every route under a storm of generated bad input', () => {
  it('answers every request, never with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(anyRequest(doc, known), async (request) => {
        let response;
        try {
          response = await send(request);
        } catch (error) {
          throw new Error(`no answer within ${NO_ANSWER_MS} ms: ${describeRequest(request)}`, { cause: error });
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
