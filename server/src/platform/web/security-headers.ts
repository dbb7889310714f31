import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { ENTRA_LOGIN_HOST } from '../client-config/entra-login-host.js';
import type { AppConfig } from '../config/config.js';
import { API_DOCS_PATH } from '../openapi/openapi-document.js';
import { API_PREFIXES } from './api-paths.js';

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
 * What an API answer (JSON, a PDF or a spreadsheet fetched by the apps) needs, as OWASP's REST Security
 * Cheat Sheet has it: nothing in it may run or be framed, it is never sniffed, HTTPS sticks, and it is
 * neither shared across origins nor given a referrer. helmet's other headers say what a page may load
 * and do; on every small JSON answer they added ~900 bytes, which cost even the bench's bare reference
 * server a sixth of its throughput (docs/decisions.md, "Lean request path").
 */
export const API_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** An answer of the API, not a page: under its prefixes in any letter case (as routes match), the API docs' pages aside. */
export function isApiPath(url: string): boolean {
  const path = url.toLowerCase();
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !path.startsWith(`/${API_DOCS_PATH}`);
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
 * Sets the precomputed security headers on every answer, errors, 404s and files included: the API's
 * own on API answers, helmet's page headers on everything else. On the Node response itself, which
 * Fastify merges into whatever it sends (@fastify/helmet would run helmet's middlewares per request again).
 */
export function sendSecurityHeaders(fastify: FastifyInstance, setHeaders: SecurityHeaders): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply);
    done();
  });
}

/** Sets the security headers an answer to this request gets. */
export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

export function securityHeadersFor(config: AppConfig): SecurityHeaders {
  const pages = securityHeaderList(securityHeaders(config));
  const api = securityHeaderList(API_SECURITY_HEADERS);
  return (request, reply) => {
    for (const [name, value] of isApiPath(request.url) ? api : pages) reply.raw.setHeader(name, value);
  };
}
