import { request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';

import { startTestApp, type TestApp } from '../support/test-app.js';

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
