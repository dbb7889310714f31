import { randomBytes } from 'node:crypto';

import { expectAdminOnly } from '../../support/access.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken, requestPayment } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Staff accounts managed by Admins, and sessions that end when an account changes, on every replica. */

/** Replicas share their secrets, as the README asks. */
const SECRETS = { APP_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('hex') };
let t: TestApp;
let replica: TestApp; // a second replica on the same database
let eventId: number;

beforeAll(async () => {
  t = await startTestApp(SECRETS);
  replica = await startTestApp({ ...SECRETS, DATABASE_URL: t.databaseUrl });
  ({ id: eventId } = await createEvent(t));
  await addRefundRate(t, 'BE', 'DE', 98);
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const admin = () => bearer(t.token('admin'));

interface Session {
  token: string;
  refreshToken: string;
  roles: string[];
}

async function signIn(username: string, password: string, app: TestApp = t): Promise<Session> {
  const response = await app.http.post('/auth/login').send({ Username: username, Password: password });
  expect(response.status).toBe(200);
  return response.body;
}

async function createAccount(username: string, roles: string[]) {
  const response = await t.http
    .post('/api/staff')
    .set(admin())
    .send({ username, displayName: `${username} Example`, email: `${username}@academy.example`, roles });
  expect(response.status).toBe(201);
  return response.body as { id: number; password: string; username: string };
}

/** A claim in state Requested, to be decided. */
async function requestedClaim(email: string): Promise<string> {
  const saved = await t.http.post('/api/travelclaim').send(await claimDraft(t, eventId, EMPLOYERS.brussels, { email }));
  expect(saved.status).toBe(200);
  await requestPayment(t, saved.body.guid, await guestToken(t, email));
  return saved.body.guid;
}

describe('staff accounts', () => {
  it('are for Admins only', async () => {
    await expectAdminOnly(t, 'get', '/api/staff');
    await expectAdminOnly(t, 'get', '/api/staff/1');
    await expectAdminOnly(t, 'post', '/api/staff', {});
    await expectAdminOnly(t, 'put', '/api/staff/1', {});
    await expectAdminOnly(t, 'post', '/api/staff/1/password', {});
    await expectAdminOnly(t, 'delete', '/api/staff/1');
  });

  it('an Admin creates an Approver who signs in and approves; demoting them fails their old token at once, on both replicas', async () => {
    const created = await createAccount('anna.approver', ['Approver']);
    expect(created).toMatchObject({ username: 'anna.approver', roles: ['Approver'], enabled: true, source: 'local' });
    expect(created.password).toMatch(/^[\w-]{16}$/);

    const session = await signIn('Anna.Approver', created.password);
    expect(session.roles).toEqual(['Approver']);
    const first = await requestedClaim('first.claimant@court.example');
    const approved = await t.http
      .put(`/api/travelclaim/${first}`)
      .set(bearer(session.token))
      .send({ status: 2, confirmed: true });
    expect(approved.status).toBe(200);
    expect(approved.body.audits.at(-1)).toMatchObject({ description: 'Claim approved', username: 'anna.approver' });
    // The other replica accepts the token too.
    expect((await replica.http.get('/api/me').set(bearer(session.token))).status).toBe(200);

    const listed = await t.http.get('/api/staff?q=anna').set(admin());
    expect(listed.body.results).toEqual([
      expect.objectContaining({ username: 'anna.approver', lastLoginAt: expect.any(String) }),
    ]);

    const demoted = await t.http
      .put(`/api/staff/${created.id}`)
      .set(admin())
      .send({ roles: ['Staff'] });
    expect(demoted.status).toBe(200);
    expect(demoted.body.roles).toEqual(['Staff']);

    const second = await requestedClaim('second.claimant@court.example');
    const refused = await t.http
      .put(`/api/travelclaim/${second}`)
      .set(bearer(session.token))
      .send({ status: 2, confirmed: true });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errorMessage: 'Please sign in.' });
    // The other replica heard of it through PostgreSQL (within milliseconds: its feed has delivered it now).
    await replica.settled();
    expect((await replica.http.get('/api/me').set(bearer(session.token))).status).toBe(401);
    expect(
      (
        await replica.http
          .put(`/api/travelclaim/${second}`)
          .set(bearer(session.token))
          .send({ status: 2, confirmed: true })
      ).status,
    ).toBe(401);
    // Nor does the old refresh token renew the session.
    const renewed = await t.http
      .post('/auth/refresh-token')
      .send({ Token: session.token, RefreshToken: session.refreshToken });
    expect(renewed.status).toBe(401);

    // Signed in again, they hold the new role: 403 for the approval.
    const again = await signIn('anna.approver', created.password, replica);
    expect(again.roles).toEqual(['Staff']);
    expect(
      (await t.http.put(`/api/travelclaim/${second}`).set(bearer(again.token)).send({ status: 2, confirmed: true }))
        .status,
    ).toBe(403);
  });

  it('a disable or a delete ends the sessions; a disabled account cannot sign in; a reset password works once shown', async () => {
    const created = await createAccount('dora.disabled', ['Staff']);
    const session = await signIn('dora.disabled', created.password);
    expect((await replica.http.get('/api/events?page=0').set(bearer(session.token))).status).toBeLessThan(300);

    await t.http.put(`/api/staff/${created.id}`).set(admin()).send({ enabled: false }).expect(200);
    await replica.settled();
    expect((await replica.http.get('/api/me').set(bearer(session.token))).status).toBe(401);
    // The right password of a disabled account is answered as a wrong one: nothing confirms it.
    const refused = await t.http.post('/auth/login').send({ Username: 'dora.disabled', Password: created.password });
    const wrong = await t.http.post('/auth/login').send({ Username: 'dora.disabled', Password: 'not-the-password' });
    expect([refused.status, refused.body]).toEqual([401, { errorMessage: 'The username or password is incorrect.' }]);
    expect([wrong.status, wrong.body]).toEqual([refused.status, refused.body]);
    const listed = await t.http.get('/api/staff?page=0').set(admin()).expect(200);
    expect(listed.body.results.find((account: { id: number }) => account.id === created.id)?.enabled).toBe(false);

    await t.http.put(`/api/staff/${created.id}`).set(admin()).send({ enabled: true }).expect(200);
    const reset = await t.http.post(`/api/staff/${created.id}/password`).set(admin()).expect(200);
    expect(reset.body.password).not.toBe(created.password);
    expect(
      (await t.http.post('/auth/login').send({ Username: 'dora.disabled', Password: created.password })).status,
    ).toBe(401);
    const renewed = await signIn('dora.disabled', reset.body.password);

    await t.http.delete(`/api/staff/${created.id}`).set(admin()).expect(200);
    expect((await t.http.get('/api/me').set(bearer(renewed.token))).status).toBe(401);
    await replica.settled();
    expect((await replica.http.get('/api/me').set(bearer(renewed.token))).status).toBe(401);
  });

  it('keeps at least one enabled Admin: the last cannot be disabled, demoted or deleted', async () => {
    const accounts = (await t.http.get('/api/staff?pageSize=100').set(admin())).body.results as {
      id: number;
      username: string;
      roles: string[];
    }[];
    const bootstrap = accounts.find((account) => account.username === 'admin')!;
    const testAdmin = accounts.find((account) => account.username === 'test-admin')!;
    // test-admin demotes the bootstrap admin: one Admin remains, test-admin itself.
    await t.http
      .put(`/api/staff/${bootstrap.id}`)
      .set(admin())
      .send({ roles: ['Staff'] })
      .expect(200);

    for (const [change, body] of [
      ['demoted', { roles: ['Approver'] }],
      ['disabled', { enabled: false }],
    ] as const) {
      const refused = await t.http.put(`/api/staff/${testAdmin.id}`).set(admin()).send(body);
      expect(refused.status).toBe(change === 'disabled' ? 422 : 409);
    }
    // Another Admin tries: still the last one.
    const second = await createAccount('second.admin', ['Admin']);
    const secondSession = await signIn('second.admin', second.password);
    await t.http.put(`/api/staff/${second.id}`).set(admin()).send({ enabled: false }).expect(200);
    const last = await t.http
      .put(`/api/staff/${testAdmin.id}`)
      .set(bearer(t.token('admin')))
      .send({ roles: ['Staff'] });
    expect(last.status).toBe(409);
    expect(last.body.errorMessage).toBe(
      "At least one enabled Admin must remain: 'test-admin' is the last one and cannot be demoted.",
    );
    expect((await t.http.get('/api/me').set(bearer(secondSession.token))).status).toBe(401);
    await t.http.put(`/api/staff/${second.id}`).set(admin()).send({ enabled: true }).expect(200);
    // Nobody deletes themselves, so the last Admin cannot be deleted either.
    const self = await t.http.delete(`/api/staff/${testAdmin.id}`).set(admin());
    expect(self.status).toBe(422);
    expect(self.body.errorMessage).toBe('You cannot delete your own account; another Admin can.');
    await t.http
      .put(`/api/staff/${bootstrap.id}`)
      .set(admin())
      .send({ roles: ['Admin'] })
      .expect(200);
  });

  it('answers bad input with field messages and a taken name with 422', async () => {
    const bad = await t.http
      .post('/api/staff')
      .set(admin())
      .send({ username: ' ', email: 'nope', roles: ['Boss'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['DisplayName', 'Email', 'Roles', 'Username'].sort());
    const taken = await t.http
      .post('/api/staff')
      .set(admin())
      .send({ username: 'TEST-STAFF', displayName: 'X', email: 'x@academy.example', roles: ['Staff'] });
    expect(taken.status).toBe(422);
    expect(taken.body.errorMessage).toBe("A staff account named 'test-staff' already exists.");
    expect((await t.http.put('/api/staff/999999').set(admin()).send({ enabled: false })).status).toBe(404);
    expect((await t.http.put('/api/staff/1').set(admin()).send({ enabled: 'no' })).status).toBe(400);
  });

  it('lists in both conventions', async () => {
    const paged = await t.http.get('/api/staff?page=0&pageSize=2').set(admin());
    expect(paged.status).toBe(200);
    expect(paged.body.results).toHaveLength(2);
    const ranged = await t.http.get('/api/staff?range=[0,1]&sort=["username","ASC"]').set(admin());
    expect(ranged.status).toBe(200);
    expect(ranged.body).toHaveLength(2);
    expect(ranged.headers['content-range']).toMatch(/^staff 0-1\/\d+$/);
  });
});

describe('staff sessions', () => {
  it('last an hour, refresh with rotation, and end for real at logout (the access token too)', async () => {
    const session = await signIn('test-staff', 'test-password');
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);

    const renewed = await t.http
      .post('/auth/refresh-token')
      .send({ Token: session.token, RefreshToken: session.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await t.http.get('/api/me').set(bearer(renewed.body.token))).status).toBe(200);

    await t.http.post('/auth/logout').send({ RefreshToken: renewed.body.refreshToken }).expect(204);
    expect((await t.http.get('/api/me').set(bearer(renewed.body.token))).status).toBe(401);
    expect((await t.http.get('/api/me').set(bearer(session.token))).status).toBe(401);
    await replica.settled();
    expect((await replica.http.get('/api/me').set(bearer(renewed.body.token))).status).toBe(401);
    expect(
      (
        await t.http
          .post('/auth/refresh-token')
          .send({ Token: renewed.body.token, RefreshToken: renewed.body.refreshToken })
      ).status,
    ).toBe(401);
  });

  it("end a guest's access token at logout", async () => {
    const email = 'logging.off@court.example';
    const since = t.mail.mails.length;
    await t.http.post('/auth/guest').send({ Email: email }).expect(200);
    const mail = await t.mail.waitFor((m) => t.mail.mails.indexOf(m) >= since && m.to.includes(email));
    const code = /sign-in code is (\d{6})/.exec(mail.text)![1];
    const session = (await t.http.post('/auth/guest/login').send({ Email: email, confirmationcode: code })).body;
    expect((await t.http.get('/api/me').set(bearer(session.token))).status).toBe(200);

    await t.http.post('/auth/logout').send({ RefreshToken: session.refreshToken }).expect(204);

    expect((await t.http.get('/api/me').set(bearer(session.token))).status).toBe(401);
    await replica.settled();
    expect((await replica.http.get('/api/me').set(bearer(session.token))).status).toBe(401);
  });
});
