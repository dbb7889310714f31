import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const admin = () => ({ Authorization: `Bearer ${t.token('admin')}` });

describe('errors the web framework finds before a route runs', () => {
  it.each([
    ['a bad percent-encoding', () => t.http.get('/api/events/%E0%A4%A'), 400],
    ['a path value longer than any route takes', () => t.http.get(`/api/events/${'9'.repeat(2001)}`), 404],
    [
      'an unsupported media type',
      () => t.http.post('/api/events').set(admin()).set('Content-Type', 'text/html').send('<p>'),
      415,
    ],
    [
      'malformed JSON',
      () => t.http.post('/api/events').set(admin()).set('Content-Type', 'application/json').send('{"number":'),
      400,
    ],
    [
      'a body too large',
      () =>
        t.http
          .post('/api/events')
          .set(admin())
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ title: 'x'.repeat(200 * 1024) })),
      413,
    ],
    ['an unknown path with a bad percent-encoding', () => t.http.get('/api/nope/%zz?access_token=secret'), 400],
  ])('%s: a 4xx with { errorMessage } that echoes nothing of the request', async (_what, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(response.body)).toEqual(['errorMessage']);
    expect(response.body.errorMessage).toMatch(/^[A-Z].*\.$/);
    expect(response.text).not.toMatch(/%E0|9999|secret|nope/);
  });
});

describe('a URL beyond what the HTTP parser takes', () => {
  it('is a 431 in the error shape', async () => {
    const response = await t.http.get(`/api/events/${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.body).toEqual({ errorMessage: "The request's headers are too large." });
  });
});
