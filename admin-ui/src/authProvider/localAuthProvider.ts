import type { AuthProvider } from 'react-admin';

import { NOT_SIGNED_IN, type ConsoleAuth } from './consoleAuth';

/** The answer of POST /auth/login (server/src/auth/dto/staff-session.dto.ts). */
export interface StaffSession {
  token: string;
  tokenExpiryTime: string;
  username: string;
  roles: string[];
}

export const LOCAL_SESSION_KEY = 'AdminStaffSession';

function readSession(): StaffSession | undefined {
  try {
    const session = JSON.parse(sessionStorage.getItem(LOCAL_SESSION_KEY) ?? 'null') as StaffSession | null;
    if (!session?.token || Date.parse(session.tokenExpiryTime) <= Date.now()) return undefined;
    return session;
  } catch {
    return undefined;
  }
}

export interface LoginParams {
  username?: string;
  password?: string;
}

async function signIn({ username, password }: LoginParams): Promise<StaffSession> {
  const response = await fetch('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ Username: username ?? '', Password: password ?? '' }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<StaffSession> & { errorMessage?: string };
  if (!response.ok || !body.token) {
    throw new Error(body.errorMessage ?? `Sign-in failed (${response.status}).`);
  }
  return {
    token: body.token,
    tokenExpiryTime: body.tokenExpiryTime ?? new Date(Date.now() + 3600_000).toISOString(),
    username: body.username ?? username ?? '',
    roles: Array.isArray(body.roles) ? body.roles : [],
  };
}

/** Local staff accounts (POST /auth/login), used when the server has no Entra ID configured. */
export function localAuth(): ConsoleAuth {
  const authProvider: AuthProvider = {
    async login(params: LoginParams) {
      const session = await signIn(params);
      sessionStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(session));
    },
    async logout() {
      sessionStorage.removeItem(LOCAL_SESSION_KEY);
    },
    async checkAuth() {
      if (!readSession()) throw NOT_SIGNED_IN;
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        sessionStorage.removeItem(LOCAL_SESSION_KEY);
        throw NOT_SIGNED_IN;
      }
    },
    async getPermissions() {
      return readSession()?.roles ?? [];
    },
    async getIdentity() {
      const session = readSession();
      if (!session) throw NOT_SIGNED_IN;
      return { id: session.username, fullName: session.username };
    },
  };
  return { kind: 'local', authProvider, getToken: async () => readSession()?.token };
}
