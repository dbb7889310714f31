import { request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';

import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Lockouts only the account's owner can trigger against themselves: failures count, per account
 * and client address. Other addresses are real ones: 127.0.0.0/8 is all loopback, so a request can
 * come from 127.0.0.2 while supertest's come from 127.0.0.1.
 */

let t: TestApp;
let server: Server;
beforeAll(async () => {
  t = await startTestApp();
  server = t.app.getHttpServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Answer {
  status: number;
  body: { errorMessage?: string; token?: string };
  retryAfter?: string;
}

/** POSTs `body` to `path` from the client address `from`. */
function postFrom(from: string, path: string, body: object): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : {},
            retryAfter: response.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const signIn = (from: string, Password: string, Username = 'test-admin') =>
  postFrom(from, '/auth/login', { Username, Password });

describe('staff sign-in lockouts', () => {
  it('locks out the address that failed ten times, not the right password from another address', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('127.0.0.2', `guess-${i}`)).status).toBe(401);

    const locked = await signIn('127.0.0.2', 'test-password');
    expect(locked.status).toBe(429);
    expect(locked.body.errorMessage).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(locked.retryAfter)).toBeGreaterThan(800);

    const owner = await signIn('127.0.0.3', 'test-password');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it('counts failures only, and a success clears its address', async () => {
    for (let i = 0; i < 11; i++) expect((await signIn('127.0.0.7', 'test-password', 'test-staff')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signIn('127.0.0.4', `guess-${i}`, 'test-staff')).status).toBe(401);
    expect((await signIn('127.0.0.4', 'test-password', 'test-staff')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signIn('127.0.0.4', `guess-${i}`, 'test-staff')).status).toBe(401);
    expect((await signIn('127.0.0.4', 'test-password', 'test-staff')).status).toBe(200);
  });
});

describe('participant code requests', () => {
  it('no longer lock the owner out after three, nor void the code they are waiting for', async () => {
    const email = 'requested.often@court.example';
    const first = await postFrom('127.0.0.5', '/auth/guest', { Email: email });
    expect(first.status).toBe(200);
    const mail = await t.mail.waitFor((m) => m.to.includes(email));
    const code = /sign-in code is (\d{6})/.exec(mail.text)![1];

    for (let i = 0; i < 6; i++) expect((await postFrom('127.0.0.6', '/auth/guest', { Email: email })).status).toBe(200);

    const session = await postFrom('127.0.0.5', '/auth/guest/login', { Email: email, confirmationcode: code });
    expect(session.status).toBe(200);
    // At most 5 codes within 15 minutes reach the mailbox, however often they are asked for.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(t.mail.mails.filter((m) => m.to.includes(email))).toHaveLength(5);
  });
});

describe('device cookies (OWASP): guessing from many addresses never locks out a browser that signed in before', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // Behind a proxy on loopback: X-Forwarded-For names the client.
    proxied = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => proxied.close());

  const signInVia = (from: string, Password: string, cookie?: string) => {
    const request = proxied.http
      .post('/auth/login')
      .set('X-Forwarded-For', from)
      .send({ Username: 'test-approver', Password });
    return cookie ? request.set('Cookie', cookie) : request;
  };

  it('locks out untrusted clients after wrong passwords from eleven addresses, but not the owner’s browser', async () => {
    const owner = await signInVia('198.51.100.77', 'test-password');
    expect(owner.status).toBe(200);
    const setCookie = owner.headers['set-cookie'] as unknown as string[];
    expect(setCookie).toEqual([
      expect.stringMatching(/^uc_device_[\w-]+=[\w-]+\.[\w-]+; Max-Age=\d+; Path=\/auth; HttpOnly; SameSite=Strict$/),
    ]);
    const deviceCookie = setCookie[0].split(';')[0];

    const statuses: number[] = [];
    for (let address = 1; address <= 11; address += 1) {
      for (let i = 0; i < 10; i += 1) statuses.push((await signInVia(`203.0.113.${address}`, `guess-${i}`)).status);
    }
    // Past 100 failures within an hour every untrusted client of the account waits.
    expect(statuses).toEqual([...Array(100).fill(401), ...Array(10).fill(429)]);
    expect((await signInVia('203.0.113.1', 'test-password')).status).toBe(429);
    const stranger = await signInVia('192.0.2.50', 'test-password');
    expect(stranger.status).toBe(429);

    // The browser that signed in before: from a new address, and from one the guessing came from.
    expect((await signInVia('192.0.2.51', 'test-password', deviceCookie)).status).toBe(200);
    expect((await signInVia('203.0.113.1', 'test-password', deviceCookie)).status).toBe(200);
    // A cookie made up, or one for another account, is no device cookie.
    const [name] = deviceCookie.split('=');
    expect((await signInVia('192.0.2.52', 'test-password', `${name}=forged.c2lnbmF0dXJl`)).status).toBe(429);
    // A hundred argon2 verifications: minutes on a busy machine.
  }, 600_000);

  it('locks out a trusted browser only by its own failures', async () => {
    const owner = await proxied.http
      .post('/auth/login')
      .set('X-Forwarded-For', '198.51.100.80')
      .send({ Username: 'test-staff', Password: 'test-password' })
      .expect(200);
    const deviceCookie = (owner.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const tryWith = (Password: string) =>
      proxied.http
        .post('/auth/login')
        .set('X-Forwarded-For', '198.51.100.80')
        .set('Cookie', deviceCookie)
        .send({ Username: 'test-staff', Password });
    for (let i = 0; i < 10; i += 1) expect((await tryWith(`guess-${i}`)).status).toBe(401);
    expect((await tryWith('test-password')).status).toBe(429);
    // Untrusted clients elsewhere are not affected by that browser's failures.
    const elsewhere = await proxied.http
      .post('/auth/login')
      .set('X-Forwarded-For', '198.51.100.81')
      .send({ Username: 'test-staff', Password: 'test-password' });
    expect(elsewhere.status).toBe(200);
  });

  it('counts IPv6 clients per /64', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await proxied.http
        .post('/auth/login')
        .set('X-Forwarded-For', `2001:db8:77:1::${i + 1}`)
        .send({ Username: 'test-nobody', Password: `guess-${i}` });
      expect(response.status).toBe(401);
    }
    const sameSubnet = await proxied.http
      .post('/auth/login')
      .set('X-Forwarded-For', '2001:db8:77:1:abcd::9')
      .send({ Username: 'test-nobody', Password: 'test-password' });
    expect(sameSubnet.status).toBe(429);
    const otherSubnet = await proxied.http
      .post('/auth/login')
      .set('X-Forwarded-For', '2001:db8:77:2::1')
      .send({ Username: 'test-nobody', Password: 'test-password' });
    expect(otherSubnet.status).toBe(200);
  });
});
