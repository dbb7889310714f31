import { afterEach, describe, expect, it, vi } from 'vitest';

import { localAuth } from './localAuthProvider';

afterEach(() => vi.unstubAllGlobals());

function stubLogin(status: number, body: object) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('local staff accounts', () => {
  it('signs in with POST /auth/login {Username, Password} and keeps the roles and token', async () => {
    const fetch = stubLogin(200, {
      token: 'tok',
      tokenExpiryTime: new Date(Date.now() + 60_000).toISOString(),
      username: 'admin',
      roles: ['Admin'],
    });
    const auth = localAuth();
    await auth.authProvider.login({ username: 'admin', password: 'secret' });
    expect(fetch).toHaveBeenCalledWith('/auth/login', expect.objectContaining({ method: 'POST' }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ Username: 'admin', Password: 'secret' });
    await expect(auth.authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await auth.authProvider.getPermissions?.({})).toEqual(['Admin']);
    expect(await auth.getToken()).toBe('tok');
    await auth.authProvider.logout({});
    await expect(auth.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it("shows the server's message when the sign-in is refused", async () => {
    stubLogin(401, { errorMessage: 'The user name or password is wrong.' });
    await expect(localAuth().authProvider.login({ username: 'a', password: 'b' })).rejects.toThrow(
      'The user name or password is wrong.',
    );
  });

  it('treats an expired session as signed out', async () => {
    stubLogin(200, { token: 'tok', tokenExpiryTime: new Date(Date.now() - 1000).toISOString(), roles: [] });
    const auth = localAuth();
    await auth.authProvider.login({ username: 'a', password: 'b' });
    await expect(auth.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('local staff sessions', () => {
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('renews a token about to expire silently, once for parallel calls, and keeps the new one', async () => {
    const fetch = vi.fn(async (path: string) =>
      path === '/auth/login'
        ? new Response(
            JSON.stringify({
              token: 'old',
              tokenExpiryTime: soon(10_000),
              refreshToken: 'r1',
              refreshTokenExpiryTime: soon(3600_000),
              roles: ['Staff'],
            }),
          )
        : new Response(
            JSON.stringify({
              token: 'new',
              tokenExpiryTime: soon(3600_000),
              refreshToken: 'r2',
              refreshTokenExpiryTime: soon(3600_000),
              roles: ['Staff'],
            }),
          ),
    );
    vi.stubGlobal('fetch', fetch);
    const auth = localAuth();
    await auth.authProvider.login({ username: 'anna', password: 'secret' });

    expect(await Promise.all([auth.getToken(), auth.getToken()])).toEqual(['new', 'new']);
    const refreshes = fetch.mock.calls.filter(([path]) => path === '/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(String((refreshes[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      Token: 'old',
      RefreshToken: 'r1',
    });
    expect(await auth.getToken()).toBe('new');
  });

  it('signs out on a 401, and ends the session on the server at logout', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            token: 'tok',
            tokenExpiryTime: soon(3600_000),
            refreshToken: 'r1',
            refreshTokenExpiryTime: soon(3600_000),
            roles: [],
          }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const auth = localAuth();
    await auth.authProvider.login({ username: 'anna', password: 'secret' });
    await expect(auth.authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(auth.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });

    await auth.authProvider.login({ username: 'anna', password: 'secret' });
    await auth.authProvider.logout({});
    expect(fetch).toHaveBeenLastCalledWith(
      '/auth/logout',
      expect.objectContaining({ body: JSON.stringify({ RefreshToken: 'r1' }) }),
    );
  });
});
