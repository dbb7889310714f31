import type { GuestSessionDto } from '../api/types';

/** The key contract/openapi.json names for the stored guest session. */
export const SESSION_KEY = 'AuthUser';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedSession: GuestSessionDto | null = null;

function parse(raw: string | null): GuestSessionDto | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GuestSessionDto> | null;
    if (!value || typeof value.token !== 'string' || typeof value.refreshToken !== 'string') return null;
    return {
      token: value.token,
      refreshToken: value.refreshToken,
      refreshTokenExpiryTime: value.refreshTokenExpiryTime ?? '',
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** The stored session; the same object as long as the stored text is unchanged (for useSyncExternalStore). */
export function getSession(): GuestSessionDto | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function saveSession(session: GuestSessionDto): void {
  const { token, refreshToken, refreshTokenExpiryTime } = session;
  window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token, refreshToken, refreshTokenExpiryTime }));
  notify();
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  notify();
}

/** Signed in, as the guard sees it (docs/rules.md, "Codes"): a stored user with a refresh token. */
export function hasRefreshToken(session: GuestSessionDto | null): boolean {
  return !!session?.refreshToken;
}

/** The login page skips its steps when the stored refresh token has not expired yet. */
export function isRefreshTokenValid(session: GuestSessionDto | null, now: Date = new Date()): boolean {
  if (!session?.refreshToken) return false;
  const expiry = Date.parse(session.refreshTokenExpiryTime);
  return Number.isFinite(expiry) && expiry > now.getTime();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab shows too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
