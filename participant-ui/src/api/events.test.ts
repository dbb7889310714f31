import { afterEach, describe, expect, it } from 'vitest';

import { anEvent } from '../test-support/factories';
import { stubFetch } from '../test-support/fetch-mock';
import { findEventByNumber } from './events';

const page = (number: string) => ({ totalPages: 1, count: 1, results: [anEvent({ number })] });

describe('findEventByNumber', () => {
  afterEach(() => {
    window.earlyEventRequest = undefined;
  });

  it('takes the request the page started early for this number, once', async () => {
    const server = stubFetch(() => ({ body: page('226DT02') }));
    window.earlyEventRequest = {
      number: '226DT02',
      response: Promise.resolve(new Response(JSON.stringify(page('226DT02')), { status: 200 })),
    };
    expect((await findEventByNumber('226DT02'))?.number).toBe('226DT02');
    expect(server.requests).toHaveLength(0);
    expect(window.earlyEventRequest).toBeUndefined();

    // Asking again (Retry, another visit) asks the server.
    expect((await findEventByNumber('226DT02'))?.number).toBe('226DT02');
    expect(server.requests.map((r) => r.url.search)).toEqual(['?number=226DT02']);
  });

  it('asks the server itself when the early request was for another number', async () => {
    const server = stubFetch(() => ({ body: page('226DT03') }));
    window.earlyEventRequest = { number: '226DT02', response: Promise.resolve(new Response('{}')) };
    expect((await findEventByNumber('226DT03'))?.number).toBe('226DT03');
    expect(server.requests).toHaveLength(1);
  });

  it('reports a failed early request as the call would (no connection: status 0)', async () => {
    stubFetch(() => ({ body: page('226DT02') }));
    window.earlyEventRequest = { number: '226DT02', response: Promise.reject(new TypeError('Failed to fetch')) };
    await expect(findEventByNumber('226DT02')).rejects.toMatchObject({ status: 0 });
  });
});
