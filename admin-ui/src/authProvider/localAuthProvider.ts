import type { AuthProvider } from 'react-admin';

import { NOT_SIGNED_IN, type ConsoleAuth } from './consoleAuth';

/** The answer of POST /auth/login and /auth/refresh-token (server/src/platform/auth/dto/staff-session.dto.ts). */
export interface StaffSession {
  token: string;
  tokenExpiryTime: string;
  refreshToken?: string;
  refreshTokenExpiryTime?: string;
  username: string;
  displayName?: string;
  roles: string[];
}

export const LOCAL_SESSION_KEY = 'AdminStaffSession';
/** A token this close to its expiry is renewed before the call that would use it. */
const RENEW_BEFORE_MS = 60_000;

const expired = (time: string | undefined, marginMs = 0) => !time || Date.parse(time) - marginMs <= Date.now();

function storedSession(): StaffSession | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(LOCAL_SESSION_KEY) ?? 'null') as StaffSession | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored session while it can still be used or renewed. */
function readSession(): StaffSession | undefined {
  const session = storedSession();
  if (!session?.token) return undefined;
  const renewable = session.refreshToken && !expired(session.refreshTokenExpiryTime);
  return renewable || !expired(session.tokenExpiryTime) ? session : undefined;
}

const store = (session: StaffSession) => sessionStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(session));
const forget = () => sessionStorage.removeItem(LOCAL_SESSION_KEY);

export interface LoginParams {
  username?: string;
  password?: string;
}

async function post(path: string, body: object): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

function sessionOf(body: Partial<StaffSession>, username: string): StaffSession {
  return {
    token: body.token ?? '',
    tokenExpiryTime: body.tokenExpiryTime ?? new Date(Date.now() + 3600_000).toISOString(),
    refreshToken: body.refreshToken,
    refreshTokenExpiryTime: body.refreshTokenExpiryTime,
    username: body.username ?? username,
    displayName: body.displayName,
    roles: Array.isArray(body.roles) ? body.roles : [],
  };
}

async function signIn({ username, password }: LoginParams): Promise<StaffSession> {
  const response = await post('/auth/login', { Username: username ?? '', Password: password ?? '' });
  const body = (await response.json().catch(() => ({}))) as Partial<StaffSession> & { errorMessage?: string };
  if (!response.ok || !body.token) {
    throw new Error(body.errorMessage ?? `Sign-in failed (${response.status}).`);
  }
  return sessionOf(body, username ?? '');
}

/** A new session for `session` (POST /auth/refresh-token), or undefined when it has ended. */
async function renew(session: StaffSession): Promise<StaffSession | undefined> {
  if (!session.refreshToken) return undefined;
  const response = await post('/auth/refresh-token', { Token: session.token, RefreshToken: session.refreshToken });
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => ({}))) as Partial<StaffSession>;
  return body.token ? sessionOf(body, session.username) : undefined;
}

/**
 * Local staff accounts (POST /auth/login), used when the server has no Entra ID configured. The
 * hour-long token is renewed silently before it expires (rotating the refresh token); a 401 from the
 * API means the session ended (logout elsewhere, roles changed, account disabled): signed out.
 */
export function localAuth(): ConsoleAuth {
  // One renewal at a time: parallel calls must not present the same refresh token twice.
  let renewing: Promise<StaffSession | undefined> | undefined;

  async function currentToken(): Promise<string | undefined> {
    const session = readSession();
    if (!session) return undefined;
    if (!expired(session.tokenExpiryTime, RENEW_BEFORE_MS)) return session.token;
    renewing ??= renew(session)
      .then((renewed) => {
        if (renewed) store(renewed);
        else if (expired(session.tokenExpiryTime)) forget();
        return renewed;
      })
      .finally(() => (renewing = undefined));
    return (await renewing)?.token ?? readSession()?.token;
  }

  const authProvider: AuthProvider = {
    async login(params: LoginParams) {
      store(await signIn(params));
    },
    async logout() {
      const session = storedSession();
      forget();
      // Ends the session on the server too: its tokens stop working everywhere.
      if (session?.refreshToken)
        await post('/auth/logout', { RefreshToken: session.refreshToken }).catch(() => undefined);
    },
    async checkAuth() {
      if (!readSession()) throw NOT_SIGNED_IN;
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        forget();
        throw NOT_SIGNED_IN;
      }
    },
    async getPermissions() {
      return readSession()?.roles ?? [];
    },
    async getIdentity() {
      const session = readSession();
      if (!session) throw NOT_SIGNED_IN;
      return { id: session.username, fullName: session.displayName ?? session.username };
    },
  };
  return { kind: 'local', authProvider, getToken: currentToken };
}
