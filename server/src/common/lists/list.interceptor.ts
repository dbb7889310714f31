import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

import { ListResult } from './list-result.js';

/**
 * Renders every ListResult: the envelope (or 204) for page style, an array with Content-Range for range
 * style. An estimated total is said so: `countIsEstimate: true`, or the header X-Total-Is-Estimate.
 */
@Injectable()
export class ListInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof ListResult)) return value;
        const http = context.switchToHttp();
        const response = http.getResponse<Response>();
        if (value.query.style === 'range') {
          const resource = http.getRequest<Request>().path.split('/').filter(Boolean).pop() ?? 'items';
          response.setHeader('Content-Range', value.contentRange(resource));
          if (value.page.totalIsEstimate) response.setHeader('X-Total-Is-Estimate', 'true');
          return value.page.items;
        }
        if (value.noContentWhenEmpty && value.page.total === 0) {
          response.status(204);
          return undefined;
        }
        return value.envelope();
      }),
    );
  }
}
