import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  /** `${method} ${pathname}`, e.g. 'GET /api/events' */
  route: string;
  headers: Headers;
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
}

export type MockHandler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/** Replaces fetch with a handler; every request is recorded in `requests`. Unknown routes answer 404. */
export function stubFetch(handler: MockHandler) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      url,
      route: `${method} ${url.pathname}`,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = await handler(request);
    const status = answer.status ?? 200;
    const text =
      answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers:
        typeof answer.body === 'string' ? { 'Content-Type': 'text/plain' } : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The requests to one route, e.g. 'POST /api/travelclaim/calculate'. */
    to: (route: string) => requests.filter((request) => request.route === route),
  };
}

export const notFound: MockAnswer = { status: 404, body: { errorMessage: 'Not found' } };
