import {
  BrowserCacheLocation,
  InteractionRequiredAuthError,
  PublicClientApplication,
  type AccountInfo,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { AuthProvider } from 'react-admin';

import type { EntraConfig } from '../config/clientConfig';
import { NOT_SIGNED_IN, type ConsoleAuth, type LogoutParams } from './consoleAuth';
import { rolesFromTokens } from './roles';

/**
 * The options of ra-auth-msal's msalAuthProvider, for the popup flow the spec asks for
 * (ra-auth-msal supports only the redirect flow and pins msal-browser 3).
 */
export interface MsalAuthProviderParams {
  msalInstance: IPublicClientApplication;
  /** Scopes for the sign-in popup; the API scope, so that one consent covers both. */
  loginRequest: { scopes: string[] };
  /** Scopes of the token the API accepts: the scope 'access as user'. */
  tokenRequest: { scopes: string[] };
  /** Where the popups end: the site followed by /blank.html. */
  redirectUri: string;
  /** Roles of an account; by default the roles claim of its tokens. */
  getPermissionsFromAccount?: (account: AccountInfo, accessToken?: string) => string[];
}

const defaultPermissions = (account: AccountInfo, accessToken?: string) =>
  rolesFromTokens(account.idTokenClaims, accessToken);

/** The account the console acts for: the active one, else the only one MSAL knows of. */
function currentAccount(msal: IPublicClientApplication): AccountInfo | undefined {
  const active = msal.getActiveAccount();
  if (active) return active;
  const accounts = msal.getAllAccounts();
  return accounts.length === 1 ? accounts[0] : undefined;
}

export function msalAuthProvider({
  msalInstance: msal,
  loginRequest,
  tokenRequest,
  redirectUri,
  getPermissionsFromAccount = defaultPermissions,
}: MsalAuthProviderParams): ConsoleAuth {
  /** A token for the API, from MSAL's cache or refreshed silently; throws when the user must interact. */
  async function acquireToken(account: AccountInfo): Promise<string> {
    const result = await msal.acquireTokenSilent({ ...tokenRequest, account });
    if (!msal.getActiveAccount()) msal.setActiveAccount(result.account ?? account);
    return result.accessToken;
  }

  async function trySilentSignIn(): Promise<boolean> {
    const account = currentAccount(msal);
    if (!account) return false;
    try {
      await acquireToken(account);
      return true;
    } catch {
      return false;
    }
  }

  const authProvider: AuthProvider = {
    async login() {
      const result = await msal.loginPopup({ ...loginRequest, redirectUri, prompt: 'select_account' });
      msal.setActiveAccount(result.account);
    },
    async logout(params?: LogoutParams) {
      const account = msal.getActiveAccount() ?? currentAccount(msal);
      if (!account) return;
      if (params?.interactive) {
        // The Logoff action: Microsoft's sign-out page in a popup that ends on the blank page.
        try {
          await msal.logoutPopup({ account, postLogoutRedirectUri: redirectUri });
          return;
        } catch {
          // A blocked or closed popup still signs the user out of the console.
        }
      }
      await msal.clearCache({ account });
      msal.setActiveAccount(null);
    },
    async checkAuth() {
      const account = currentAccount(msal);
      if (!account) throw NOT_SIGNED_IN;
      if (msal.getActiveAccount()) return;
      // Exactly one known account: sign in silently with a token for the API scope (README.md, /admin).
      try {
        await acquireToken(account);
      } catch {
        throw NOT_SIGNED_IN;
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw NOT_SIGNED_IN;
    },
    async getPermissions() {
      const account = currentAccount(msal);
      if (!account) return [];
      let accessToken: string | undefined;
      try {
        accessToken = await acquireToken(account);
      } catch (error) {
        if (!(error instanceof InteractionRequiredAuthError)) throw error;
      }
      return getPermissionsFromAccount(msal.getActiveAccount() ?? account, accessToken);
    },
    async getIdentity() {
      const account = currentAccount(msal);
      if (!account) throw NOT_SIGNED_IN;
      return { id: account.homeAccountId, fullName: account.name || account.username };
    },
  };

  return {
    kind: 'entra',
    authProvider,
    trySilentSignIn,
    hasKnownAccount: () => currentAccount(msal) !== undefined,
    async getToken() {
      const account = currentAccount(msal);
      return account ? acquireToken(account) : undefined;
    },
  };
}

/** The MSAL client of the console: token cache in session storage (contract/openapi.json). */
export async function createMsalInstance(entra: EntraConfig): Promise<IPublicClientApplication> {
  const msal = new PublicClientApplication({
    auth: {
      clientId: entra.clientId,
      authority: entra.authority,
      knownAuthorities: [new URL(entra.authority).host],
      redirectUri: entra.redirectUri,
      postLogoutRedirectUri: entra.redirectUri,
    },
    cache: { cacheLocation: BrowserCacheLocation.SessionStorage },
  });
  await msal.initialize();
  return msal;
}

export async function entraAuth(entra: EntraConfig): Promise<ConsoleAuth> {
  const msalInstance = await createMsalInstance(entra);
  const scopes = [entra.apiScope];
  return msalAuthProvider({
    msalInstance,
    loginRequest: { scopes },
    tokenRequest: { scopes },
    redirectUri: entra.redirectUri,
  });
}
