import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';

import { EMPTY_IS_204 } from './empty-is-204.js';
import { ListResult } from './list-result.js';

/**
 * Renders every ListResult: the envelope for page style, an array with Content-Range for range style;
 * and the one place where an empty answer becomes 204 (on handlers marked @EmptyIs204). An estimated
 * total is said so: `countIsEstimate: true`, or the header X-Total-Is-Estimate.
 */
@Injectable()
export class ListInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const emptyIs204 = this.reflector.get<boolean | undefined>(EMPTY_IS_204, context.getHandler()) === true;
    return next.handle().pipe(
      map((value) => {
        const http = context.switchToHttp();
        const response = http.getResponse<FastifyReply>();
        if (!(value instanceof ListResult)) {
          if (!emptyIs204 || !Array.isArray(value) || value.length > 0) return value;
          response.status(204);
          return undefined;
        }
        if (value.query.style === 'range') {
          const path = http.getRequest<FastifyRequest>().url.split('?', 1)[0];
          const resource = path.split('/').filter(Boolean).pop() ?? 'items';
          response.header('Content-Range', value.contentRange(resource));
          if (value.page.totalIsEstimate) response.header('X-Total-Is-Estimate', 'true');
          return value.page.items;
        }
        if (emptyIs204 && value.page.total === 0) {
          response.status(204);
          return undefined;
        }
        return value.envelope();
      }),
    );
  }
}
