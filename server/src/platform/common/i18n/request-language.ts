import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { acceptedLanguage, type Language } from '@unit-costs/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request's Accept-Language prefers among the participant's (en, de, fr), if any.
 * The participant app sends the language chosen on the page, a browser its user's.
 */
export const RequestLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language | undefined => {
  const header = context.switchToHttp().getRequest<FastifyRequest>().headers['accept-language'];
  return acceptedLanguage(typeof header === 'string' ? header.slice(0, 500) : undefined);
});
