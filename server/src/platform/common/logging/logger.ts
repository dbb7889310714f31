import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';

import type { AppConfig } from '../../config/config.js';

/** Where log lines go: standard output, or a stream a test hands in. */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * JSON lines for a log collector; pino-pretty's coloured lines when the output is a terminal
 * (`npm start` by hand). Pretty lines go through a synchronous stream, not pino's worker transport:
 * only a person at a terminal reads them, never at production's rates.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, output: LogOutput = process.stdout): Logger {
  const options = { level: config.logLevel };
  if (output.isTTY) {
    return pino(
      options,
      PinoPretty({ destination: output, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
    );
  }
  // Standard output through pino's own fast writer to its file descriptor.
  return output === process.stdout ? pino(options) : pino(options, output);
}

/** The route pattern a request matched (`/api/travelclaim/:id`), or undefined when none did. */
export function routePattern(request: { routeOptions?: { url?: string } }): string | undefined {
  return request.routeOptions?.url;
}

const MAX_LOGGED_SEGMENTS = 6;

/**
 * The words of the server's paths: the fixed segments of every route it serves (an API route, an
 * app's file) and the web apps' page names. An unknown path shows only these as sent; anything else
 * (a name, an e-mail address, an IBAN, a token, an id) is ':value'.
 */
export class PathWords {
  private readonly words = new Set<string>();

  constructor(pageWords: readonly string[] = []) {
    for (const word of pageWords) this.words.add(word.toLowerCase());
  }

  /** Learns the fixed segments of a route pattern ('/api/travelclaim/:guid' gives 'api' and 'travelclaim'). */
  addRoute(pattern: string): void {
    for (const segment of pattern.split('/')) {
      if (segment !== '' && !/[:*(]/.test(segment)) this.words.add(segment.toLowerCase());
    }
  }

  has(segment: string): boolean {
    return this.words.has(segment.toLowerCase());
  }
}

/**
 * What the log shows of a path no route names exactly (an unknown API path, a web app's page): no
 * query string, only the server's own words (PathWords), every other segment ':value', and at most
 * six segments. What a client puts in a URL reaches no log line as sent.
 */
export function loggedPath(url: string, known: PathWords): string {
  const segments = url.split('?', 1)[0].split('/').slice(1);
  const shown = segments
    .slice(0, MAX_LOGGED_SEGMENTS)
    .map((segment) => (segment === '' || known.has(segment) ? segment : ':value'));
  return `/${shown.join('/')}${segments.length > MAX_LOGGED_SEGMENTS ? '/...' : ''}`;
}

/**
 * The request log's view of a request: what it asked for and from where. The URL is the matched
 * route's pattern, never the path's values nor its query string (tokens, IBANs, e-mail addresses);
 * a wildcard route's or an unmatched path is shown by loggedPath. Built directly, without pino's
 * standard serializer, which copies every header of every request (headers are not logged).
 */
export function requestSerializer(known: PathWords) {
  return (req: {
    id?: unknown;
    method: string;
    url?: string;
    routeOptions?: { url?: string };
    socket?: { remoteAddress?: string };
  }) => {
    const route = routePattern(req);
    return {
      id: req.id,
      method: req.method,
      url: route && !route.endsWith('*') ? route : loggedPath(req.url ?? '', known),
      remoteAddress: req.socket?.remoteAddress,
    };
  };
}

export function responseSerializer(res: { statusCode: number }) {
  return { statusCode: res.statusCode };
}

/**
 * One line per answered request, as pino-http wrote it (`request completed`, or `request errored` at
 * 5xx, with req, res and responseTime), through the app's own pino logger: Fastify's built-in logger
 * writes two lines per request. Health checks are not logged: probes call them every few seconds.
 * `pageWords`: the web apps' page names, which the server serves through one wildcard route.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger, pageWords: readonly string[]): void {
  if (!logger.isLevelEnabled('info')) return;
  const known = new PathWords(pageWords);
  // Every route registered from here on (all of them: Nest's are registered at init) lends its words.
  fastify.addHook('onRoute', (route) => known.addRoute(route.url));
  const log = logger.child({}, { serializers: { req: requestSerializer(known), res: responseSerializer } });
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
