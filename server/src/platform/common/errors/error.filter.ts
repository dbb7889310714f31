import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { isDatabaseUnavailable } from '../../database/pg-errors.js';
import { DomainError, TooManyAttempts } from './domain-errors.js';
import type { ErrorBody } from './error-body.js';
import { GENERIC } from './error-messages.js';
import { frameworkErrorMessage, frameworkErrorStatus } from './framework-errors.js';

/**
 * Seconds a client is asked to wait after the database was unreachable: the pool replaces a killed
 * connection at once, a restarting server takes a few seconds.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Maps every failure to the JSON error body. No stack trace or SQL text ever reaches a client. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toResponse(exception);
    // Domain errors are expected answers (a 502 is logged where it happens); anything else at 5xx is a fault.
    if (status >= 500 && !(exception instanceof DomainError)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    }
    if (exception instanceof TooManyAttempts) response.header('Retry-After', String(exception.retryAfterSeconds));
    if (status === HttpStatus.SERVICE_UNAVAILABLE) response.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    response.status(status).send(body);
  }

  private toResponse(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof DomainError) {
      return {
        status: exception.status,
        body: {
          ...exception.extra,
          ...(exception.errorCode !== undefined && { errorCode: exception.errorCode }),
          errorMessage: exception.message,
          ...(exception.sentence && { message: exception.sentence }),
          ...(exception.errors && { errors: exception.errors }),
        },
      };
    }
    // A lost connection is no fault of the request: the same request may succeed in a moment.
    if (isDatabaseUnavailable(exception)) {
      return { status: 503, body: { errorMessage: GENERIC[HttpStatus.SERVICE_UNAVAILABLE] } };
    }
    if (isBodyParseError(exception)) {
      return { status: 400, body: { errorMessage: 'The request body is not valid JSON.' } };
    }
    const framework = frameworkErrorStatus(exception);
    if (framework !== undefined) return { status: framework, body: { errorMessage: frameworkErrorMessage(framework) } };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = status < 500 ? messageOf(exception) : undefined;
      return { status, body: { errorMessage: message ?? GENERIC[status] ?? 'The request failed.' } };
    }
    return { status: 500, body: { errorMessage: 'An unexpected error occurred. Please try again later.' } };
  }
}

function messageOf(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string' && !/^(Unauthorized|Forbidden|Cannot \w+ )/.test(message)) return message;
  return undefined;
}

/** Fastify's errors for a JSON body it cannot parse (Nest wraps them). */
const BODY_PARSE_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function isBodyParseError(exception: unknown): boolean {
  const cause = exception instanceof HttpException ? exception.cause : exception;
  const code = (cause as { code?: unknown } | null)?.code;
  return cause instanceof SyntaxError || (typeof code === 'string' && BODY_PARSE_ERRORS.has(code));
}
