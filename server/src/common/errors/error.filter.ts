import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

import { DomainError, TooManyAttempts } from './domain-errors.js';
import type { ErrorBody } from './error-body.js';

/** The sentence of an answer whose exception says nothing a user could use. */
export const GENERIC: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: 'The request is malformed.',
  [HttpStatus.UNAUTHORIZED]: 'Please sign in.',
  [HttpStatus.FORBIDDEN]: 'You are not allowed to do this.',
  [HttpStatus.NOT_FOUND]: 'Not found.',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'The request is too large.',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Too many requests. Please wait a moment and try again.',
};

/** Maps every failure to the JSON error body. No stack trace or SQL text ever reaches a client. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toResponse(exception);
    // Domain errors are expected answers (a 502 is logged where it happens); anything else at 5xx is a fault.
    if (status >= 500 && !(exception instanceof DomainError)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    }
    if (exception instanceof TooManyAttempts) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }

  private toResponse(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof DomainError) {
      return {
        status: exception.status,
        body: {
          ...exception.extra,
          ...(exception.errorCode !== undefined && { errorCode: exception.errorCode }),
          errorMessage: exception.message,
          ...(exception.errors && { errors: exception.errors }),
        },
      };
    }
    if (isBodyParseError(exception)) {
      return { status: 400, body: { errorMessage: 'The request body is not valid JSON.' } };
    }
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

/** Express's body parser reports malformed JSON as a SyntaxError of type 'entity.parse.failed' (Nest wraps it). */
function isBodyParseError(exception: unknown): boolean {
  const cause = exception instanceof HttpException ? exception.cause : exception;
  return (cause as { type?: unknown } | null)?.type === 'entity.parse.failed';
}
