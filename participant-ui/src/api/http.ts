import { fileNameOf } from '@unit-costs/browser-files';

import { clearSession, getSession, saveSession } from '../auth/session';
import { serverText } from '../i18n/server-message';
import type { Translate } from '../i18n/useT';
import type { ErrorBody, GuestSessionDto } from './types';

/** A failed call: the HTTP status (0 when the server was not reached) and the error body of docs/rules.md, "Error shapes". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** The raw body text, for answers that are not JSON. */
  readonly text: string;

  constructor(status: number, body: ErrorBody | null, text: string) {
    super(body?.errorMessage ?? (text || `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.text = text;
  }

  /** The message the server wrote for people: errorMessage, else a non-JSON body's text. */
  get serverMessage(): string | undefined {
    return this.body?.errorMessage ?? (this.body ? undefined : this.text.trim() || undefined);
  }

  /** serverMessage in the chosen language where the server sent its catalogue key (`message`). */
  serverMessageIn(t: Translate): string | undefined {
    return serverText(t, this.body?.message, this.serverMessage);
  }

  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sends the guest's token and applies the refresh-and-retry-once rule. */
  auth?: boolean;
  /**
   * What happens when the session cannot be renewed: 'login' (default) clears it and sends the visitor
   * to /login; 'clear' only clears it (for calls that decorate a page, like the name in the navigation bar);
   * 'anonymous' clears it and repeats the call without a token (public calls a token only adds to, like
   * saving the claim form: the visitor stays on the page and the call still succeeds).
   */
  onSessionEnd?: 'login' | 'clear' | 'anonymous';
  signal?: AbortSignal;
  /** Further request headers, e.g. the claim form's Idempotency-Key. */
  headers?: Record<string, string>;
  /** The answer to this very call, already under way (the claim link's early request), taken instead of sending it again. */
  started?: Promise<Response>;
}

let sessionEndedHandler: () => void = () => window.location.assign('/login');

/** The app routes to /login with its router instead of reloading the page. */
export function onSessionEnded(handler: () => void): void {
  sessionEndedHandler = handler;
}

let refreshing: Promise<boolean> | null = null;

/** Renews the session once for every caller that hit a 401 at the same time (refresh tokens rotate). */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session?.refreshToken) return false;
    try {
      const response = await fetch('/auth/guest/refresh-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ Token: session.token, RefreshToken: session.refreshToken }),
      });
      if (!response.ok) return false;
      saveSession((await response.json()) as GuestSessionDto);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  // The page's language (LanguageProvider keeps <html lang>): the server mails a sign-in code in it. A
  // call may name the language itself (the privacy notice, asked for as the language changes).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': document.documentElement.lang || 'en',
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    if (options.started) return await options.started;
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, '');
  }
}

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { json: undefined, text };
  try {
    return { json: JSON.parse(text), text };
  } catch {
    return { json: undefined, text };
  }
}

/**
 * One call to the server. A 204 answers undefined. With `auth`, a 401 renews the session once and
 * repeats the call once; when that fails too, the session ends (docs/rules.md, "Codes").
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await respond(path, options);
  const { json, text } = await readBody(response);
  if (!response.ok) throw failure(response, json, text);
  return json as T;
}

function failure(response: Response, json: unknown, text: string): ApiError {
  return new ApiError(response.status, json && typeof json === 'object' ? (json as ErrorBody) : null, text);
}

/** A file the server answers (as request() does the call), with the name it gave it. */
export async function requestFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; name?: string }> {
  const response = await respond(path, options);
  if (!response.ok) {
    const { json, text } = await readBody(response);
    throw failure(response, json, text);
  }
  return { blob: await response.blob(), name: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** The server's response, after renewing the session once on a 401 (see request()). */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  const sentToken = options.auth ? getSession()?.token : undefined;
  let response = await send(path, options, sentToken);

  if (response.status === 401 && options.auth) {
    // Another call may have renewed the session meanwhile: then its token is tried without a refresh.
    const current = getSession()?.token;
    const renewed = (current !== undefined && current !== sentToken) || (await refreshSession());
    if (renewed) response = await send(path, options, getSession()?.token);
    if (!renewed || response.status === 401) {
      clearSession();
      const onSessionEnd = options.onSessionEnd ?? 'login';
      if (onSessionEnd === 'login') sessionEndedHandler();
      if (onSessionEnd === 'anonymous') response = await send(path, options, undefined);
    }
  }
  return response;
}
