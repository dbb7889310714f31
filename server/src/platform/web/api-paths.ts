import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

import { GENERIC } from '../common/errors/error-messages.js';

/** Prefixes of the API: never a page of the web apps. (The employee photos' prefix is the file server's route.) */
export const API_PREFIXES = ['/api/', '/auth/'];

const NOT_FOUND_BODY = JSON.stringify({ errorMessage: GENERIC[HttpStatus.NOT_FOUND] });

/**
 * An unknown path under the API's prefixes, any method, is the JSON 404 of ErrorFilter, answered by a
 * Fastify route of its own: the router prefers every route Nest registered (a static or parametric
 * segment wins over a wildcard), so only paths no route matches land here, and they skip Nest's guards,
 * pipes and interceptors, whose cost docs/decisions.md ("Request path") gives.
 * Security headers and the request log still apply (Fastify hooks).
 */
export function answerUnknownApiPaths(fastify: FastifyInstance): void {
  for (const prefix of API_PREFIXES) {
    fastify.all(`${prefix}*`, (_request, reply) => {
      void reply.code(HttpStatus.NOT_FOUND).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
    });
  }
}
