import { createHmac, randomUUID } from 'node:crypto';

import { expectStaffOnly } from '../../support/access.js';
import {
  createSigningKey,
  startEntraStandIn,
  type EntraStandIn,
  type SigningKey,
} from '../../support/entra-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// Probes: any staff member may list employees; only an Admin may delete an event (none exists: 404).
const STAFF_ENDPOINT = '/api/contacts?page=0';
const ADMIN_ENDPOINT = '/api/events/999999';
const SIGN_IN = { errorMessage: 'Please sign in.' };

let entra: EntraStandIn;
let foreignKey: SigningKey;
beforeAll(async () => {
  entra = await startEntraStandIn();
  foreignKey = await createSigningKey();
});
afterAll(() => entra.close());

const bearer = (token: string) => `Bearer ${token}`;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** The token with its payload changed and its signature kept. */
function tampered(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = claimsOf(token);
  change(claims);
  expect(encode(claims)).not.toBe(payload);
  return [header, encode(claims), signature].join('.');
}

/** Algorithm confusion: 'none', or HS256 keyed with the RSA public key that anyone can download. */
function forged(alg: 'none' | 'HS256', claims: object): string {
  const input = `${encode({ typ: 'JWT', alg })}.${encode(claims)}`;
  if (alg === 'none') return `${input}.`;
  const publicPem = entra.key.publicKey.export({ format: 'pem', type: 'spki' });
  return `${input}.${createHmac('sha256', publicPem).update(input).digest('base64url')}`;
}

describe('with Entra ID configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(entra.env);
  });
  afterAll(() => t.close());

  const get = (path: string, token: string) => t.http.get(path).set('Authorization', bearer(token));
  const del = (path: string, token: string) => t.http.delete(path).set('Authorization', bearer(token));

  it('lets an Admin token of the tenant do what an Admin may', async () => {
    const token = entra.token(['Admin']);
    expect([200, 204]).toContain((await get(STAFF_ENDPOINT, token)).status);
    expect((await del(ADMIN_ENDPOINT, token)).status).toBe(404);
  });

  it('lets an Approver token reach staff endpoints but not Admin ones', async () => {
    const token = entra.token(['Approver']);
    expect([200, 204]).toContain((await get(STAFF_ENDPOINT, token)).status);
    const admin = await del(ADMIN_ENDPOINT, token);
    expect(admin.status).toBe(403);
    expect(admin.body.errorMessage).toMatch(/^This needs the role Admin/);
  });

  it('accepts the audience in its App ID URI form api://<client id>', async () => {
    const token = entra.token(['Admin'], { aud: `api://${entra.clientId}` });
    expect((await del(ADMIN_ENDPOINT, token)).status).toBe(404);
  });

  it.each([
    ['no roles claim (any other user of the tenant)', () => entra.token([])],
    ['only roles the API does not know (role names are case-sensitive)', () => entra.token(['Reader', 'admin'])],
  ])('signs in a token with %s but answers 403 on staff endpoints', async (_, token) => {
    const response = await get(STAFF_ENDPOINT, token());
    expect(response.status).toBe(403);
    expect(response.body.errorMessage).toMatch(/^This needs the role /);
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['a wrong audience', () => entra.token(['Admin'], { aud: randomUUID() })],
    ['another API’s App ID URI', () => entra.token(['Admin'], { aud: `api://${randomUUID()}` })],
    ['a wrong issuer (v1 tokens)', () => entra.token(['Admin'], { iss: `https://sts.windows.net/${entra.tenantId}/` })],
    ['an expired token', () => entra.token(['Admin'], { iat: now() - 4200, nbf: now() - 4200, exp: now() - 600 })],
    ['a token not valid yet', () => entra.token(['Admin'], { nbf: now() + 600 })],
    ['a token without expiry', () => entra.token(['Admin'], { exp: undefined })],
    ['another tenant’s tid', () => entra.token(['Admin'], { tid: randomUUID() })],
    ['a tampered payload', () => tampered(entra.token(['Approver']), (claims) => (claims.roles = ['Admin']))],
    ['a key not in the JWKS', () => entra.token(['Admin'], {}, foreignKey)],
    [
      'a key not in the JWKS posing as a published kid',
      () => entra.token(['Admin'], {}, { ...foreignKey, kid: entra.key.kid }),
    ],
    ['HS256 keyed with the published public key', () => forged('HS256', claimsOf(entra.token(['Admin'])))],
    ['alg none', () => forged('none', claimsOf(entra.token(['Admin'])))],
  ])('refuses %s with 401', async (_, token) => {
    const response = await get(STAFF_ENDPOINT, token());
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: SIGN_IN });
  });

  it('still accepts local staff tokens and keeps their rules', async () => {
    expect((await del(ADMIN_ENDPOINT, t.token('admin'))).status).toBe(404);
    expect([200, 204]).toContain((await get(STAFF_ENDPOINT, t.token('approver'))).status);
    await expectStaffOnly(t, 'get', STAFF_ENDPOINT);
  });

  it('fetches the signing keys once and reuses them', async () => {
    await get(STAFF_ENDPOINT, entra.token(['Admin']));
    const fetched = entra.jwksRequests();
    for (const roles of [['Admin'], ['Approver'], ['Staff']]) {
      expect([200, 204]).toContain((await get(STAFF_ENDPOINT, entra.token(roles))).status);
    }
    expect(entra.jwksRequests()).toBe(fetched);
  });

  it('lets tokens with unknown key ids refetch the key set at most once per cooldown', async () => {
    const fetched = entra.jwksRequests();
    for (let i = 0; i < 15; i += 1) {
      const response = await get(STAFF_ENDPOINT, entra.token(['Admin'], {}, { ...foreignKey, kid: randomUUID() }));
      expect(response.status).toBe(401);
    }
    expect(entra.jwksRequests() - fetched).toBeLessThanOrEqual(1);
    expect([200, 204]).toContain((await get(STAFF_ENDPOINT, entra.token(['Admin']))).status);
  });
});

describe('Entra ID people in the staff accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(entra.env);
  });
  afterAll(() => t.close());

  it('lists a person once they have signed in, with the roles Entra ID gives them', async () => {
    const staffList = async () =>
      (await t.http.get('/api/staff?page=0&pageSize=100').set('Authorization', bearer(t.token('admin')))).body
        .results as { username: string; roles: string[] }[];
    expect((await staffList()).map((account) => account.username)).not.toContain('ada.lovelace@academy.example');
    const signedIn = await t.http.get(STAFF_ENDPOINT).set('Authorization', bearer(entra.token(['Approver'])));
    expect([200, 204]).toContain(signedIn.status);
    expect((await staffList()).find((account) => account.username === 'ada.lovelace@academy.example')).toMatchObject({
      roles: ['Approver'],
    });
  });
});

describe('with Entra ID and LOCAL_SIGN_IN=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...entra.env, LOCAL_SIGN_IN: '0' });
  });
  afterAll(() => t.close());

  it('turns local accounts off: no sign-in with a password, Entra ID tokens work', async () => {
    const login = await t.http.post('/auth/login').send({ Username: 'test-admin', Password: 'test-password' });
    expect({ status: login.status, body: login.body }).toEqual({
      status: 403,
      body: { errorMessage: 'Staff sign in with Microsoft Entra ID here; local accounts are turned off.' },
    });
    const viaEntra = await t.http.get(STAFF_ENDPOINT).set('Authorization', bearer(entra.token(['Admin'])));
    expect([200, 204]).toContain(viaEntra.status);
  });
});

describe('without Entra ID configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses Entra ID tokens with 401 and accepts local ones', async () => {
    const entraToken = await t.http.get(STAFF_ENDPOINT).set('Authorization', bearer(entra.token(['Admin'])));
    expect({ status: entraToken.status, body: entraToken.body }).toEqual({ status: 401, body: SIGN_IN });
    expect((await t.http.delete(ADMIN_ENDPOINT).set('Authorization', bearer(t.token('admin')))).status).toBe(404);
  });
});
