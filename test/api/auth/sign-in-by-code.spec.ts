import { RedisServer } from '../../support/redis-server.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from '../../support/test-app.js';

const INVALID_CODE = 'The code you entered has expired or is invalid.';
/** The English sentence for every client, and its catalogue key for the participant app. */
const CODE_REFUSED = { errorMessage: INVALID_CODE, message: { key: 'login.codeInvalid' } };
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

let t: TestApp;
beforeAll(async () => {
  // The mail queue on the real Redis, the mail to a real SMTP server (the test app's sink).
  t = await startTestApp({ REDIS_URL: TEST_REDIS_URL });
});
afterAll(() => t.close());

/** Requests a code for `email` and reads it out of the mail that arrives. */
async function codeFor(email: string): Promise<string> {
  const before = t.mail.mails.length;
  const response = await t.http.post('/auth/guest').send({ Email: email });
  expect(response.status).toBe(200);
  const mail = await t.mail.waitFor((m) => t.mail.mails.indexOf(m) >= before && m.to.includes(email.toLowerCase()));
  return /sign-in code is (\d{6})/.exec(mail.text)![1];
}

function login(email: string, code: string) {
  return t.http.post('/auth/guest/login').send({ Email: email, confirmationcode: code });
}

describe('guest sign-in', () => {
  it('mails a code, signs in with it, knows the guest, refreshes, and revokes a family whose token is reused', async () => {
    const requested = await t.http.post('/auth/guest').send({ Email: 'Jane.Doe@Court.example' });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ codeValidMinutes: 15 });

    const mail = await t.mail.waitFor((m) => m.to.includes('jane.doe@court.example'));
    expect(mail.subject).toBe('Your sign-in code for your unit-cost claims');
    expect(mail.from.address).toMatch(/^no-reply@/);
    expect(mail.text).toMatch(/Your sign-in code is \d{6}/);
    expect(mail.text).toContain('valid for 15 minutes and can be used once');
    expect(mail.text).toContain('unit-cost claims');
    expect(mail.html).toContain('valid for 15 minutes');
    const code = /sign-in code is (\d{6})/.exec(mail.text)![1];
    expect(mail.html).toContain(code);

    const session = await login('jane.doe@court.example', code);
    expect(session.status).toBe(200);
    expect(Object.keys(session.body).sort()).toEqual(['refreshToken', 'refreshTokenExpiryTime', 'token']);
    const expiry = Date.parse(session.body.refreshTokenExpiryTime);
    expect(expiry).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const me = await t.http.get('/api/me').set('Authorization', `Bearer ${session.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      kind: 'guest',
      name: 'jane.doe@court.example',
      email: 'jane.doe@court.example',
      roles: [],
    });

    const staffOnly = await t.http.get('/api/contacts?page=0').set('Authorization', `Bearer ${session.body.token}`);
    expect(staffOnly.status).toBe(403);

    const refreshed = await t.http
      .post('/auth/guest/refresh-token')
      .send({ Token: session.body.token, RefreshToken: session.body.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(session.body.refreshToken);
    const meAgain = await t.http.get('/api/me').set('Authorization', `Bearer ${refreshed.body.token}`);
    expect(meAgain.body.email).toBe('jane.doe@court.example');

    // The old refresh token again, past the grace after its rotation: refused, and the new one of the
    // same family is revoked with it.
    await t.db.query(
      `UPDATE guest_refresh_token SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL`,
    );
    const reused = await t.http
      .post('/auth/guest/refresh-token')
      .send({ Token: session.body.token, RefreshToken: session.body.refreshToken });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ errorMessage: SESSION_ENDED });
    const revoked = await t.http
      .post('/auth/guest/refresh-token')
      .send({ Token: refreshed.body.token, RefreshToken: refreshed.body.refreshToken });
    expect(revoked.status).toBe(401);
    const [{ open }] = await t.db.query(
      `SELECT count(*)::int AS open FROM guest_refresh_token WHERE email = 'jane.doe@court.example' AND revoked_at IS NULL`,
    );
    expect(open).toBe(0);
  });

  it('answers the same for any well-formed address and stores only a hash of the code', async () => {
    const first = await t.http.post('/auth/guest').send({ Email: 'someone@court.example' });
    const second = await t.http.post('/auth/guest').send({ Email: 'nobody-knows-me@nowhere.example' });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const mail = await t.mail.waitFor((m) => m.to.includes('nobody-knows-me@nowhere.example'));
    const code = /sign-in code is (\d{6})/.exec(mail.text)![1];
    const stored = await t.db.query(
      `SELECT code_hash FROM guest_login_code WHERE email = 'nobody-knows-me@nowhere.example'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
  });

  it.each([
    [{ Email: 'not-an-address' }, { Email: ['Please enter a valid e-mail address.'] }],
    [{ Email: '' }, { Email: ["Field 'Email' is mandatory."] }],
    [{}, { Email: ["Field 'Email' is mandatory."] }],
  ])('refuses %j with 400 and sends nothing', async (body, errors) => {
    const sent = t.mail.mails.length;
    const response = await t.http.post('/auth/guest').send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
    expect(t.mail.mails.length).toBe(sent);
  });

  it('refuses a used code', async () => {
    const code = await codeFor('used@court.example');
    expect((await login('used@court.example', code)).status).toBe(200);
    const again = await login('used@court.example', code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(CODE_REFUSED);
  });

  it('refuses an expired code', async () => {
    const code = await codeFor('late@court.example');
    await t.db.query(
      `UPDATE guest_login_code SET expires_at = now() - interval '1 second' WHERE email = 'late@court.example'`,
    );
    const response = await login('late@court.example', code);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(CODE_REFUSED);
  });

  it('keeps an earlier code valid beside a newer one, spends both with one sign-in, and refuses another address', async () => {
    const older = await codeFor('twice@court.example');
    const newer = await codeFor('twice@court.example');
    expect((await login('other@court.example', newer)).status).toBe(401);
    expect((await login('TWICE@court.example', older)).status).toBe(200);
    if (older !== newer) expect((await login('twice@court.example', newer)).status).toBe(401);
  });

  it('burns the code after 5 wrong tries, but not after 4', async () => {
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const kept = await codeFor('careful@court.example');
    for (let i = 0; i < 4; i++) {
      const response = await login('careful@court.example', wrong(kept));
      expect(response.status).toBe(401);
      expect(response.body).toEqual(CODE_REFUSED);
    }
    expect((await login('careful@court.example', kept)).status).toBe(200);

    const burnt = await codeFor('guessing@court.example');
    for (let i = 0; i < 5; i++) expect((await login('guessing@court.example', wrong(burnt))).status).toBe(401);
    const correct = await login('guessing@court.example', burnt);
    expect(correct.status).toBe(401);
    expect(correct.body).toEqual(CODE_REFUSED);
  });

  it('refuses a refresh with a malformed, expired or foreign refresh token, or a staff token', async () => {
    const session = (await login('refresh@court.example', await codeFor('refresh@court.example'))).body;
    const other = (await login('other-guest@court.example', await codeFor('other-guest@court.example'))).body;
    const refresh = (Token: string, RefreshToken: string) =>
      t.http.post('/auth/guest/refresh-token').send({ Token, RefreshToken });

    expect((await refresh(session.token, 'nonsense')).status).toBe(401);
    expect((await refresh('not-a-jwt', session.refreshToken)).status).toBe(401);
    expect((await refresh(other.token, session.refreshToken)).status).toBe(401);
    expect((await refresh(t.token('admin'), session.refreshToken)).status).toBe(401);
    expect((await t.http.post('/auth/guest/refresh-token').send({})).body.errors).toEqual({
      Token: ["Field 'Token' is mandatory."],
      RefreshToken: ["Field 'RefreshToken' is mandatory."],
    });

    await t.db.query(
      `UPDATE guest_refresh_token SET expires_at = now() - interval '1 second' WHERE email = 'refresh@court.example'`,
    );
    const expired = await refresh(session.token, session.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ errorMessage: SESSION_ENDED });
  });
});

describe('with the mail queue on Redis', () => {
  let redis: RedisServer;
  let t: TestApp;
  beforeAll(async () => {
    redis = await RedisServer.start();
    t = await startTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it('still delivers a code requested while Redis is down, exactly once', async () => {
    await redis.stop();
    const response = await t.http.post('/auth/guest').send({ Email: 'offline@court.example' });
    expect(response.status).toBe(200);
    const mail = await t.mail.waitFor((m) => m.to.includes('offline@court.example'));
    expect(mail.text).toMatch(/sign-in code is \d{6}/);

    await redis.restart();
    await t.http.post('/auth/guest').send({ Email: 'online@court.example' });
    await t.mail.waitFor((m) => m.to.includes('online@court.example'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mail.mails.filter((m) => m.to.includes('offline@court.example'))).toHaveLength(1);
  });
});
