import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Refresh tokens used by two tabs at once, and Logoff. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Session {
  token: string;
  refreshToken: string;
}

async function signIn(email: string): Promise<Session> {
  const before = t.mail.mails.length;
  await t.http.post('/auth/guest').send({ Email: email }).expect(200);
  const mail = await t.mail.waitFor((m) => t.mail.mails.indexOf(m) >= before && m.to.includes(email));
  const code = /sign-in code is (\d{6})/.exec(mail.text)![1];
  return (await t.http.post('/auth/guest/login').send({ Email: email, confirmationcode: code }).expect(200)).body;
}

const refresh = (session: Session) =>
  t.http.post('/auth/guest/refresh-token').send({ Token: session.token, RefreshToken: session.refreshToken });
const me = (session: Session) => t.http.get('/api/me').set('Authorization', `Bearer ${session.token}`);

describe('refresh grace', () => {
  it('gives two parallel refreshes of one session (two tabs) each a working session', async () => {
    const session = await signIn('two.tabs@court.example');

    const [one, two] = await Promise.all([refresh(session), refresh(session)]);

    expect([one.status, two.status]).toEqual([200, 200]);
    for (const renewed of [one.body, two.body]) {
      expect((await me(renewed)).status).toBe(200);
      expect((await refresh(renewed)).status).toBe(200);
    }
  });

  it('answers a retry of a refresh a moment later with a valid session, and keeps the family', async () => {
    const session = await signIn('retry.refresh@court.example');
    const first = await refresh(session).expect(200);

    const retry = await refresh(session);

    expect(retry.status).toBe(200);
    expect((await refresh(first.body)).status).toBe(200);
    expect((await refresh(retry.body)).status).toBe(200);
  });

  it('still revokes the family when a rotated token comes back later', async () => {
    const session = await signIn('copied@court.example');
    const renewed = (await refresh(session).expect(200)).body;
    await t.db.query(
      `UPDATE guest_refresh_token SET rotated_at = now() - interval '1 minute'
        WHERE email = 'copied@court.example' AND rotated_at IS NOT NULL`,
    );

    expect((await refresh(session)).status).toBe(401);
    expect((await refresh(renewed)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it("revokes the session's family: neither its refresh token nor one rotated before renews it", async () => {
    const session = await signIn('logoff@court.example');
    const renewed = (await refresh(session).expect(200)).body;

    await t.http.post('/auth/logout').send({ RefreshToken: renewed.refreshToken }).expect(204);

    expect((await refresh(renewed)).status).toBe(401);
    expect((await refresh(session)).status).toBe(401); // within the grace, but the session has ended
    const [{ open }] = await t.db.query(
      `SELECT count(*)::int AS open FROM guest_refresh_token WHERE email = 'logoff@court.example' AND revoked_at IS NULL`,
    );
    expect(open).toBe(0);
  });

  it('answers 204 for an unknown token and 400 without one', async () => {
    await t.http.post('/auth/logout').send({ RefreshToken: 'unknown' }).expect(204);
    const missing = await t.http.post('/auth/logout').send({});
    expect(missing.status).toBe(400);
  });
});
