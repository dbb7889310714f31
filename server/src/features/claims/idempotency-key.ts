import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

import { InvalidInput } from '../../platform/common/errors/domain-errors.js';

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The claim form's Idempotency-Key header: absent, or 1-200 visible ASCII characters (a UUID, typically). */
export function checkedIdempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw new InvalidInput({
      'Idempotency-Key': ['The Idempotency-Key header must be 1 to 200 visible ASCII characters.'],
    });
  }
  return value;
}

/** The request's Idempotency-Key, checked (400 when malformed). */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext) =>
  checkedIdempotencyKey(context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key']),
);

/** What identifies a request's content: the same key must come with the same claim. */
export function fingerprintOf(body: object): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
