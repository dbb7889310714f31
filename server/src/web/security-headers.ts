import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet, { type HelmetOptions } from 'helmet';

import type { AppConfig } from '../config/config.js';
import { ENTRA_LOGIN_HOST } from '../client-config/entra-login-host.js';

/**
 * helmet's defaults, opened just enough for the consoles: MSAL fetches tokens from the Entra login
 * host, and its sign-in popup must keep its opener while it visits that host.
 */
export function securityHeaders(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: { connectSrc: ["'self'", ...(config.entra ? [ENTRA_LOGIN_HOST] : [])] },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * helmet's headers for these options, worked out once: they do not depend on the request, and
 * helmet's chain of a dozen middlewares per request was a measurable share of a small answer's cost
 * (docs/decisions.md, "Lean request path"). X-Powered-By is not removed here: the app never sets it.
 */
export function securityHeaderList(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return [...headers];
}

/**
 * Sets the precomputed security headers on every answer, errors, 404s and files included. On the
 * Node response itself, which Fastify merges into whatever it sends (@fastify/helmet would run
 * helmet's middlewares per request again).
 */
export function sendSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaderList(securityHeaders(config));
  fastify.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
