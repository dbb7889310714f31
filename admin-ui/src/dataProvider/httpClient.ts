import { fetchUtils, HttpError } from 'react-admin';

export type HttpClient = typeof fetchUtils.fetchJson;

/** The server's error body (docs/rules.md, "Error shapes"). */
export interface ApiErrorBody {
  errorCode?: number;
  errorMessage?: string;
  errors?: Record<string, string[]>;
}

/**
 * fetchJson with the bearer token of the signed-in user on every request; a refused request
 * becomes an HttpError carrying the server's errorMessage, so notifications show the server's words.
 */
export function createHttpClient(getToken: () => Promise<string | undefined>): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = await getToken().catch(() => undefined);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      if (error instanceof HttpError) {
        const body = error.body as ApiErrorBody | undefined;
        if (body?.errorMessage) throw new HttpError(body.errorMessage, error.status, body);
      }
      throw error;
    }
  };
}

/** The text to show for a failed call: the server's errorMessage and its field errors, else the error's message. */
export function errorMessages(error: unknown): string[] {
  const body = (error as { body?: ApiErrorBody } | undefined)?.body;
  const fieldMessages = body?.errors ? Object.values(body.errors).flat() : [];
  if (fieldMessages.length > 0) return fieldMessages;
  if (body?.errorMessage) return [body.errorMessage];
  if (typeof body === 'string' && body) return [body];
  const message = (error as { message?: unknown } | undefined)?.message;
  return [typeof message === 'string' && message ? message : 'An unknown error has occurred'];
}
