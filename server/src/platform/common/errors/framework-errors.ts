import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import { GENERIC } from './error-messages.js';

/**
 * The 4xx status of an error Fastify raised itself (its codes start FST_: a bad URL, an unsupported
 * media type, a body too large...), Nest wrapping it or not; undefined for anything else.
 */
export function frameworkErrorStatus(exception: unknown): number | undefined {
  for (const error of [exception, (exception as { cause?: unknown } | null)?.cause]) {
    const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
    if (typeof code === 'string' && code.startsWith('FST_') && typeof statusCode === 'number') {
      return statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
    }
  }
  return undefined;
}

/** The sentence for a 4xx the framework found: the error's own text would echo the request's path. */
export const frameworkErrorMessage = (status: number): string => GENERIC[status] ?? GENERIC[400];

/**
 * Fastify's router refusing a URL before any hook or route ran (a bad percent-encoding, an
 * over-long path value): the error body of every other answer, and the security headers the
 * skipped hook would have set.
 */
export function answerFrameworkError(
  setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): (error: unknown, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    setSecurityHeaders(request, reply);
    const status = frameworkErrorStatus(error) ?? 400;
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ errorMessage: frameworkErrorMessage(status) }));
  };
}

/**
 * Node's HTTP parser refusing a request before Fastify saw it (headers or URL beyond 16 KB, a
 * malformed request line): the error body on the raw socket, as Fastify's default handler would
 * answer but in the API's shape. A reset or closed connection gets nothing.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ errorMessage: frameworkErrorMessage(status) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
