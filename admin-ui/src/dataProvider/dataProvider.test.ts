import { afterEach, describe, expect, it, vi } from 'vitest';

import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { apiPath, RESOURCE_PATHS } from './resourceMap';

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** Stubs fetch with one answer per call and records what the console sent. */
function stubFetch(...answers: { status?: number; body?: unknown; headers?: Record<string, string> }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        url,
        method: init.method ?? 'GET',
        authorization: headers.get('Authorization'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answer = answers.shift() ?? {};
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}

const provider = () => createDataProvider(createHttpClient(async () => 'the-token'));

afterEach(() => vi.unstubAllGlobals());

describe('resource map', () => {
  it('maps the console resources to the API paths', () => {
    expect(RESOURCE_PATHS).toEqual({
      events: 'events',
      claims: 'travelclaim',
      countries: 'crosscountries',
      distances: 'distancebands',
      contacts: 'contacts',
    });
    expect(apiPath('claims')).toBe('travelclaim');
    expect(apiPath('unknown')).toBe('unknown');
    expect(apiPath('toString')).toBe('toString');
  });

  it.each([
    ['events', '/api/events'],
    ['claims', '/api/travelclaim'],
    ['countries', '/api/crosscountries'],
    ['contacts', '/api/contacts'],
  ])('lists %s from %s in the ra-data-simple-rest form with the bearer token', async (resource, path) => {
    const calls = stubFetch({ body: [{ id: 1 }], headers: { 'Content-Range': `x 0-0/1` } });
    const result = await provider().getList(resource, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { email: 'a@b' },
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 1 });
    const url = new URL(calls[0].url, 'http://localhost');
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('range')).toBe('[10,19]');
    expect(url.searchParams.get('filter')).toBe('{"email":"a@b"}');
    expect(calls[0].authorization).toBe('Bearer the-token');
  });

  it('updates a claim with PUT /api/travelclaim/{guid}', async () => {
    const calls = stubFetch({ body: { id: 'g-1', status: 2 } });
    const data = { guid: 'g-1', status: 2, confirmed: true };
    await provider().update('claims', { id: 'g-1', data, previousData: { id: 'g-1' } });
    expect(calls[0]).toMatchObject({ url: '/api/travelclaim/g-1', method: 'PUT', body: data });
  });

  it('flattens the distance band sets of a version into a list', async () => {
    const calls = stubFetch({
      body: [{ version: 2, values: [{ id: 7, minValue: 0, maxValue: 9, amount: 10 }] }],
    });
    const result = await provider().getList('distances', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'minValue', order: 'ASC' },
      filter: { version: 2 },
    });
    expect(calls[0].url).toBe('/api/distancebands?version=2');
    expect(result).toEqual({ data: [{ id: 7, version: 2, minValue: 0, maxValue: 9, amount: 10 }], total: 1 });
  });

  it('reads 204 as no distance bands and no employees', async () => {
    stubFetch({ status: 204 }, { status: 204 });
    expect(await provider().distanceBandSets()).toEqual([]);
    expect(await provider().searchContacts('nobody')).toEqual([]);
  });

  it('searches employees with /api/contacts?email= and resends a summary with {Recipient, Guid}', async () => {
    const calls = stubFetch({ body: { results: [{ id: 3 }] } }, { body: { id: 'g' } });
    expect(await provider().searchContacts('anna')).toEqual([{ id: 3 }]);
    await provider().resendClaimSummary('g', 'x@y.org');
    expect(calls[0].url).toBe('/api/contacts?email=anna&pageSize=100');
    expect(calls[1]).toMatchObject({
      url: '/api/travelclaim/summary',
      method: 'POST',
      body: { Recipient: 'x@y.org', Guid: 'g' },
    });
  });

  it('turns the server error body into the error message', async () => {
    stubFetch({ status: 422, body: { errorMessage: 'There is a refund rate for this pair already.' } });
    await expect(
      provider().create('countries', { data: { sourceCountryId: 1, targetCountryId: 2, refundRate: 3 } }),
    ).rejects.toMatchObject({ message: 'There is a refund rate for this pair already.', status: 422 });
  });
});

describe('payment runs', () => {
  it('creates a run with the selected claims and execution date, and reads what is waiting', async () => {
    const calls = stubFetch({ body: { id: 'r', number: 'PR-2026-0001' } }, { body: { claims: [] } });
    expect(await provider().createPaymentRun(['g-1', 'g-2'], '2026-11-30')).toMatchObject({ number: 'PR-2026-0001' });
    await provider().pendingPayments();
    expect(calls[0]).toMatchObject({
      url: '/api/paymentruns',
      method: 'POST',
      body: { claims: ['g-1', 'g-2'], executionDate: '2026-11-30' },
    });
    expect(calls[1]).toMatchObject({ url: '/api/paymentruns/pending', method: 'GET' });
  });

  it('confirms a run as executed on a day, and cancels one', async () => {
    const calls = stubFetch({ body: { id: 'r/1', state: 'executed' } }, { body: { id: 'r/1', state: 'cancelled' } });
    await provider().confirmPaymentRun('r/1', '2026-11-30');
    await provider().cancelPaymentRun('r/1');
    expect(calls[0]).toMatchObject({
      url: '/api/paymentruns/r%2F1/executed',
      method: 'POST',
      body: { executedOn: '2026-11-30' },
    });
    expect(calls[1]).toMatchObject({ url: '/api/paymentruns/r%2F1/cancel', method: 'POST' });
  });
});

describe('attendance', () => {
  it("answers a refused import with the server's preview, and ticks a day with the token", async () => {
    const preview = { dryRun: false, written: false, added: 0, updated: 0, unchanged: 0, problems: 1 };
    const calls = stubFetch(
      { status: 400, body: { errorMessage: 'Row 2 has a problem.', preview } },
      { body: { id: 7 } },
      { body: { id: 7 } },
    );
    const file = new File(['lastname;firstname\n'], 'attendees.csv');
    expect(await provider().importAttendees(5, file, false)).toEqual(preview);
    await provider().checkIn(5, 7, '2026-11-30');
    await provider().undoCheckIn(5, 7, '2026-11-30');
    expect(calls.map(({ url, method, authorization }) => ({ url, method, authorization }))).toEqual([
      { url: '/api/events/5/attendees/import?dryRun=false', method: 'POST', authorization: 'Bearer the-token' },
      { url: '/api/events/5/attendees/7/check-ins', method: 'POST', authorization: 'Bearer the-token' },
      { url: '/api/events/5/attendees/7/check-ins/2026-11-30', method: 'DELETE', authorization: 'Bearer the-token' },
    ]);
    expect(calls[1].body).toEqual({ day: '2026-11-30' });
  });

  it('rejects a refused import without a preview with the server message', async () => {
    stubFetch({ status: 400, body: { errorMessage: 'The file is not a CSV file.' } });
    await expect(provider().importAttendees(5, new File([''], 'x.txt'), true)).rejects.toMatchObject({
      message: 'The file is not a CSV file.',
      status: 400,
    });
  });
});
