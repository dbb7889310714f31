import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

import { createEvent } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Identity before bodies: a request's token, role and rate limit are checked before its body is read,
 * and each route takes the body it needs. The requests below send their headers and then nothing: an
 * answer that comes is one given without the body.
 */
let t: TestApp;
let server: Server;
let eventId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '40' });
  server = t.app.getHttpServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  eventId = (await createEvent(t)).id;
});
afterAll(async () => {
  server.close();
  await t.close();
});

const MB = 1024 * 1024;

/** Sends a request's head announcing a body of `length` bytes, never the body; the status and body answered meanwhile. */
async function headOnly(
  method: string,
  path: string,
  headers: Record<string, string>,
  length: number,
): Promise<{ status: number; body: string; ms: number }> {
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  const head = Object.entries({ host: 'localhost', 'content-length': String(length), ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
  let received = '';
  try {
    // The answer, if any comes within 5 s (the body never does).
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${method} ${path} without its body`)), 5000);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        const [headPart, body = ''] = received.split('\r\n\r\n');
        const declared = /content-length: (\d+)/i.exec(headPart!)?.[1];
        if (declared !== undefined && Buffer.byteLength(body) >= Number(declared)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } finally {
    socket.destroy();
  }
  const [headPart, body = ''] = received.split('\r\n\r\n');
  return { status: Number(headPart!.split(' ')[1]), body, ms: Date.now() - started };
}

const multipart = { 'content-type': 'multipart/form-data; boundary=----x' };
const bearer = (who: 'staff' | 'approver') => ({ authorization: `Bearer ${t.token(who)}` });

describe('a request body', () => {
  it('of 19 MB to a JSON route, anonymous, is refused at once without being read (413)', async () => {
    for (const type of [multipart, { 'content-type': 'application/json' }, { 'content-type': 'text/csv' }]) {
      const answer = await headOnly('POST', '/api/staff', type, 19 * MB);
      expect({ type, status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        type,
        status: 413,
        body: { errorMessage: expect.any(String) },
      });
    }
  });

  it('of 19 MB to an upload route is not read before the token (401) and the role (403) are checked', async () => {
    const scans = `/api/events/${eventId}/attendance-scans`;
    const anonymous = await headOnly('POST', scans, multipart, 19 * MB);
    expect([anonymous.status, JSON.parse(anonymous.body)]).toEqual([401, { errorMessage: 'Please sign in.' }]);
    const forged = await headOnly(
      'POST',
      '/api/bankstatements',
      { ...multipart, authorization: 'Bearer x.y.z' },
      9 * MB,
    );
    expect(forged.status).toBe(401);
    // Staff may read attendance but not change it, nor import bank statements.
    for (const path of [scans, '/api/bankstatements', `/api/events/${eventId}/attendees/import`]) {
      const staff = await headOnly('POST', path, { ...multipart, ...bearer('staff') }, Math.round(1.9 * MB));
      expect({ path, status: staff.status }).toEqual({ path, status: 403 });
    }
  });

  it('larger than its upload route takes is 413 at once, also for an Approver', async () => {
    const scans = `/api/events/${eventId}/attendance-scans`;
    for (const [path, length] of [
      [scans, 21 * MB],
      ['/api/bankstatements', 11 * MB],
      [`/api/events/${eventId}/attendees/import`, 3 * MB],
    ] as const) {
      const answer = await headOnly('POST', path, { ...multipart, ...bearer('approver') }, length);
      expect({ path, status: answer.status }).toEqual({ path, status: 413 });
    }
  });

  it('is not read once the client has used up its requests of the minute (429)', async () => {
    // RATE_LIMIT_PER_MINUTE is 40 in this file: each of these is answered without its body until it is 429.
    const statuses: number[] = [];
    while (statuses.length < 50 && statuses.at(-1) !== 429) {
      statuses.push(
        (await headOnly('POST', '/api/bankstatements', { ...multipart, ...bearer('staff') }, 9 * MB)).status,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([403, 429]));
  });
});
