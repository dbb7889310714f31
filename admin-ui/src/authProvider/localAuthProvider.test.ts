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
