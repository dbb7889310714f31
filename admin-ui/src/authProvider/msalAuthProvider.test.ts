import { InteractionRequiredAuthError, type AccountInfo, type IPublicClientApplication } from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';

import { msalAuthProvider } from './msalAuthProvider';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

function account(roles?: string[]): AccountInfo {
  return {
    homeAccountId: 'home-1',
    environment: 'login.microsoftonline.com',
    tenantId: 'tenant',
    username: 'ada@academy.example',
    localAccountId: 'local-1',
    name: 'Ada Lovelace',
    idTokenClaims: roles ? { roles } : {},
  } as AccountInfo;
}

/** The parts of PublicClientApplication the provider uses, with MSAL's own semantics for the active account. */
function fakeMsal(accounts: AccountInfo[], accessToken = jwt({ roles: ['Approver'] })) {
  let active: AccountInfo | null = null;
  const msal = {
    getActiveAccount: () => active,
    setActiveAccount: vi.fn((next: AccountInfo | null) => (active = next)),
    getAllAccounts: () => accounts,
    acquireTokenSilent: vi.fn(async ({ account: forAccount }: { account: AccountInfo }) => ({
      accessToken,
      account: forAccount,
    })),
    loginPopup: vi.fn(async () => ({ account: accounts[0] ?? account() })),
    logoutPopup: vi.fn(async () => undefined),
    clearCache: vi.fn(async () => undefined),
  };
  return msal;
}

const setup = (msal: ReturnType<typeof fakeMsal>) =>
  msalAuthProvider({
    msalInstance: msal as unknown as IPublicClientApplication,
    loginRequest: { scopes: ['api://x/access_as_user'] },
    tokenRequest: { scopes: ['api://x/access_as_user'] },
    redirectUri: 'https://claims.example.org/blank.html',
  });

describe('msalAuthProvider', () => {
  it('signs in with the popup ending on /blank.html and makes the account active', async () => {
    const msal = fakeMsal([account(['Admin'])]);
    await setup(msal).authProvider.login({});
    expect(msal.loginPopup).toHaveBeenCalledWith(
      expect.objectContaining({
        scopes: ['api://x/access_as_user'],
        redirectUri: 'https://claims.example.org/blank.html',
      }),
    );
    expect(msal.getActiveAccount()?.username).toBe('ada@academy.example');
  });

  it("reads the roles from the identity token's roles claim", async () => {
    const msal = fakeMsal([account(['Admin', 'Staff'])]);
    expect(await setup(msal).authProvider.getPermissions?.({})).toEqual(['Admin', 'Staff']);
  });

  it("falls back to the access token's roles claim", async () => {
    const msal = fakeMsal([account()], jwt({ roles: ['Approver'] }));
    expect(await setup(msal).authProvider.getPermissions?.({})).toEqual(['Approver']);
  });

  it('has no roles when signed out', async () => {
    expect(await setup(fakeMsal([])).authProvider.getPermissions?.({})).toEqual([]);
  });

  it('signs the one known account in silently with a token for the API scope', async () => {
    const msal = fakeMsal([account(['Staff'])]);
    const auth = setup(msal);
    await expect(auth.authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith(
      expect.objectContaining({ scopes: ['api://x/access_as_user'] }),
    );
    expect(msal.getActiveAccount()?.homeAccountId).toBe('home-1');
    expect(await auth.getToken()).toMatch(/^e30\./);
  });

  it('sends users to /login with no account, several accounts, or a failed silent sign-in', async () => {
    await expect(setup(fakeMsal([])).authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    const two = fakeMsal([account(), { ...account(), homeAccountId: 'home-2' }]);
    await expect(setup(two).authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    const failing = fakeMsal([account()]);
    failing.acquireTokenSilent.mockRejectedValueOnce(new InteractionRequiredAuthError('login_required', 'AADSTS50058'));
    await expect(setup(failing).authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('opens the sign-out popup for Logoff, and signs out quietly otherwise', async () => {
    const msal = fakeMsal([account()]);
    const auth = setup(msal);
    await auth.authProvider.login({});
    await auth.authProvider.logout({ interactive: true });
    expect(msal.logoutPopup).toHaveBeenCalledWith(
      expect.objectContaining({ postLogoutRedirectUri: 'https://claims.example.org/blank.html' }),
    );
    const quiet = fakeMsal([account()]);
    await setup(quiet).authProvider.logout({});
    expect(quiet.logoutPopup).not.toHaveBeenCalled();
    expect(quiet.clearCache).toHaveBeenCalled();
  });
});
