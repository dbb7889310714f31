import { Writable } from 'node:stream';

import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The request log's lines, as a log collector would read them from standard output. */
const lines: Record<string, unknown>[] = [];
const output = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logOutput: output });
});
afterAll(() => t.close());

const IBAN = 'DE89370400440532013000';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW5lIn0.c2lnbmF0dXJl';

/** The log line of the request answered last for this method, once it is written. */
async function loggedRequest(): Promise<{ req: { url: string; method: string }; res: { statusCode: number } }> {
  await new Promise((resolve) => setImmediate(resolve));
  const line = lines.filter((entry) => entry.msg === 'request completed').at(-1);
  if (!line) throw new Error('no request line');
  return line as never;
}

describe('the request log', () => {
  it('writes a known route as its pattern: no query string, no value from the path', async () => {
    await t.http.get(`/api/elvdata/validate/${IBAN}?access_token=${TOKEN}`);
    expect((await loggedRequest()).req.url).toBe('/api/elvdata/validate/:iban');
    await t.http.get(`/api/countries?page=0&q=${IBAN}`);
    expect((await loggedRequest()).req).toMatchObject({ method: 'GET', url: '/api/countries' });
  });

  it('writes an unknown path only in safe segments', async () => {
    await t.http.get(`/api/nope/${IBAN}/${TOKEN}?iban=${IBAN}&access_token=${TOKEN}`);
    const { req, res } = await loggedRequest();
    expect(req.url).toBe('/api/:value/:value/:value');
    expect(res.statusCode).toBe(404);
    await t.http.get(`/auth/${'x'.repeat(500)}/guest/login/a/b/c/d/e/f/g`);
    expect((await loggedRequest()).req.url).toBe('/auth/:value/guest/login/:value/:value/...');
    // Name-shaped segments are not the server's words either; the apps' pages and the API's are.
    await t.http.get('/api/travelclaim/jane-doe/Jane.Doe');
    expect((await loggedRequest()).req.url).toBe('/api/travelclaim/:value/:value');
    // A page of the app (503 'request errored' where the apps are not built).
    await t.http.get('/me/claims/jane.doe');
    await new Promise((resolve) => setImmediate(resolve));
    expect((lines.at(-1) as { req: { url: string } }).req.url).toBe('/me/claims/:value');
  });

  it('writes no token nor IBAN on any line, whatever was asked', async () => {
    await t.http.get(`/api/travelclaim/${IBAN}`).set('Authorization', `Bearer ${TOKEN}`);
    await t.http.get(`/api/%zz/${IBAN}?access_token=${TOKEN}`);
    await t.http.get(`/login?access_token=${TOKEN}`);
    await new Promise((resolve) => setImmediate(resolve));
    const written = JSON.stringify(lines);
    expect(written).not.toContain(IBAN);
    expect(written).not.toContain(TOKEN.split('.')[1]);
    expect(written).not.toContain('access_token');
  });
});
