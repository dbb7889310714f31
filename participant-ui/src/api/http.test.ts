import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getSession, saveSession } from '../auth/session';
import { aSession } from '../test-support/factories';
import { stubFetch } from '../test-support/fetch-mock';
import { ApiError, onSessionEnded, request } from './http';

const renewed = aSession({ token: 'access-2', refreshToken: 'refresh-2' });

describe('request', () => {
  let sessionEnded: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    sessionEnded = vi.fn<() => void>();
    onSessionEnded(sessionEnded);
    saveSession(aSession());
  });

  it('sends the stored token', async () => {
    const server = stubFetch(() => ({ body: { ok: true } }));
    await expect(request('/api/travelclaim', { auth: true })).resolves.toEqual({ ok: true });
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('renews the session once on a 401 and repeats the call with the new token', async () => {
    const server = stubFetch(({ route, headers }) => {
      if (route === 'POST /auth/guest/refresh-token') return { body: renewed };
      return headers.get('Authorization') === 'Bearer access-2' ? { body: ['claim'] } : { status: 401 };
    });

    await expect(request('/api/travelclaim', { auth: true })).resolves.toEqual(['claim']);

    expect(server.requests.map((r) => r.route)).toEqual([
      'GET /api/travelclaim',
      'POST /auth/guest/refresh-token',
      'GET /api/travelclaim',
    ]);
    expect(server.to('POST /auth/guest/refresh-token')[0].body).toEqual({
      Token: 'access-1',
      RefreshToken: 'refresh-1',
    });
    expect(getSession()).toEqual(renewed);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session and goes to /login when the refresh fails', async () => {
    const server = stubFetch(({ route }) =>
      route === 'POST /auth/guest/refresh-token' ? { status: 401, body: { errorMessage: 'expired' } } : { status: 401 },
    );

    await expect(request('/api/travelclaim', { auth: true })).rejects.toMatchObject({ status: 401 });

    expect(server.to('GET /api/travelclaim')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('refreshes only once when the repeated call is refused too', async () => {
    const server = stubFetch(({ route }) =>
      route === 'POST /auth/guest/refresh-token' ? { body: renewed } : { status: 401 },
    );

    await expect(request('/api/travelclaim', { auth: true })).rejects.toBeInstanceOf(ApiError);

    expect(server.to('POST /auth/guest/refresh-token')).toHaveLength(1);
    expect(server.to('GET /api/travelclaim')).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between calls refused at the same time (refresh tokens rotate)', async () => {
    const server = stubFetch(async ({ route, headers }) => {
      if (route === 'POST /auth/guest/refresh-token') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return { body: renewed };
      }
      return headers.get('Authorization') === 'Bearer access-2' ? { body: { route } } : { status: 401 };
    });

    const answers = await Promise.all([
      request('/api/travelclaim', { auth: true }),
      request('/api/travelclaim/abc', { auth: true }),
      request('/api/me', { auth: true }),
    ]);

    expect(answers).toEqual([
      { route: 'GET /api/travelclaim' },
      { route: 'GET /api/travelclaim/abc' },
      { route: 'GET /api/me' },
    ]);
    expect(server.to('POST /auth/guest/refresh-token')).toHaveLength(1);
  });

  it('only clears the session for calls that must not leave the page', async () => {
    stubFetch(() => ({ status: 401 }));
    await expect(request('/api/me', { auth: true, onSessionEnd: 'clear' })).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('leaves a 401 of a public call alone (a wrong login code)', async () => {
    const server = stubFetch(() => ({ status: 401, body: { errorMessage: 'The code is wrong.' } }));
    await expect(request('/auth/guest/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'The code is wrong.',
    });
    expect(server.requests).toHaveLength(1);
    expect(getSession()).not.toBeNull();
  });

  it('answers undefined for 204 and reports error bodies and plain-text bodies', async () => {
    stubFetch(({ url }) => {
      if (url.pathname === '/empty') return { status: 204 };
      if (url.pathname === '/fields')
        return { status: 400, body: { errorMessage: 'Check', errors: { IBAN: ['Bad'] } } };
      return { status: 422, body: 'Claim is not saved.' };
    });
    await expect(request('/empty')).resolves.toBeUndefined();
    const fields = await request('/fields').catch((error: ApiError) => error);
    expect(fields).toMatchObject({ status: 400, serverMessage: 'Check', fieldErrors: { IBAN: ['Bad'] } });
    const text = await request('/text').catch((error: ApiError) => error);
    expect(text).toMatchObject({ status: 422, serverMessage: 'Claim is not saved.' });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request('/api/events')).rejects.toMatchObject({ status: 0 });
  });
});
