import type { LoggerService } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

import type { AppConfig } from '../../config/config.js';

export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}

/** Paths that carry personal data in the URL itself: the IBAN being checked by the bank form. */
const SECRET_PATH = /^(\/api\/elvdata\/validate\/)[^?]*/;

/**
 * The request log's view of a request: what it asked for and from where, with an IBAN in the path
 * replaced. Built directly, without pino's standard serializer, which copies every header of every
 * request (a measurable share of a small request's cost; headers are not logged).
 */
export function requestSerializer(req: IncomingMessage & { id?: unknown }) {
  return {
    id: req.id,
    method: req.method,
    url: (req.url ?? '').replace(SECRET_PATH, '$1[redacted]'),
    remoteAddress: req.socket?.remoteAddress,
  };
}

export function responseSerializer(res: ServerResponse) {
  return { statusCode: res.statusCode };
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
