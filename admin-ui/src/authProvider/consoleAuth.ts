import type { AuthProvider } from 'react-admin';

/** The sign-in the console runs with: Microsoft Entra ID (MSAL popup) or local staff accounts. */
export interface ConsoleAuth {
  kind: 'entra' | 'local';
  authProvider: AuthProvider;
  /** The bearer token for the next API call; undefined when nobody is signed in. */
  getToken(): Promise<string | undefined>;
  /**
   * Entra only: when exactly one account is known, obtain a token for the API silently.
   * Resolves true when that worked (the user is then signed in).
   */
  trySilentSignIn?(): Promise<boolean>;
  /** Entra only: whether an account is known that a silent sign-in could use. */
  hasKnownAccount?(): boolean;
}

/** What react-admin's useLogout passes on when the user asked to sign out (the Logoff button). */
export interface LogoutParams {
  interactive?: boolean;
}

/** react-admin reads `redirectTo` of a rejected checkAuth; `message: false` hides its notification. */
export const NOT_SIGNED_IN = { redirectTo: '/login', message: false } as const;
