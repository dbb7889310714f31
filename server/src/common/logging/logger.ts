import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';

import type { AppConfig } from '../../config/config.js';

/** No redaction paths: no line carries headers (see requestSerializer), and the one secret in a URL is cut there. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel });
}

/** Paths that carry personal data in the URL itself: the IBAN being checked by the bank form. */
const SECRET_PATH = /^(\/api\/elvdata\/validate\/)[^?]*/i; // routes match any letter case

/**
 * The request log's view of a request: what it asked for and from where, with an IBAN in the path
 * replaced. Built directly, without pino's standard serializer, which copies every header of every
 * request (a measurable share of a small request's cost; headers are not logged).
 */
export function requestSerializer(req: {
  id?: unknown;
  method: string;
  url?: string;
  socket?: { remoteAddress?: string };
}) {
  return {
    id: req.id,
    method: req.method,
    url: (req.url ?? '').replace(SECRET_PATH, '$1[redacted]'),
    remoteAddress: req.socket?.remoteAddress,
  };
}

export function responseSerializer(res: { statusCode: number }) {
  return { statusCode: res.statusCode };
}

/**
 * One line per answered request, as pino-http wrote it (`request completed`, or `request errored` at
 * 5xx, with req, res and responseTime), through the app's own pino logger: Fastify's built-in logger
 * writes two lines per request. Health checks are not logged: probes call them every few seconds.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  if (!logger.isLevelEnabled('info')) return;
  const log = logger.child({}, { serializers: { req: requestSerializer, res: responseSerializer } });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url !== '/api/health') {
      const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
      if (reply.statusCode >= 500) log.error(line, 'request errored');
      else log.info(line, 'request completed');
    }
    done();
  });
}

/** Routes Nest's own log lines into the same pino stream as the request log. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
