import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('signs in the bootstrap admin (username case-insensitive) with ADMIN_PASSWORD', async () => {
    const login = await t.http.post('/auth/login').send({ Username: 'Admin', Password: 'bootstrap-admin-password' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'admin', roles: ['Admin'] });
    expect(typeof login.body.token).toBe('string');
    expect(Date.parse(login.body.tokenExpiryTime)).toBeGreaterThan(Date.now());
    const claims = JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: 'admin', kind: 'staff', roles: ['Admin'], iss: 'unit-costs' });
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const wrongPassword = await t.http.post('/auth/login').send({ Username: 'admin', Password: 'nope' });
    const unknownUser = await t.http.post('/auth/login').send({ Username: 'ghost', Password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ errorMessage: 'The username or password is incorrect.' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('answers 400 with field errors when Username or Password is missing', async () => {
    const response = await t.http.post('/auth/login').send({ Username: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      Username: ["Field 'Username' is mandatory."],
      Password: ["Field 'Password' is mandatory."],
    });
  });
});
