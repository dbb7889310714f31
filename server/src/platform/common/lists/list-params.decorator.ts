import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { parseListQuery, type ListQueryOptions } from './list-query.js';

const parse = createParamDecorator((options: ListQueryOptions | undefined, context: ExecutionContext) =>
  parseListQuery(context.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown>, options),
);

const DOCUMENTED = [
  { name: 'page', description: 'Zero-based page number (page style, answered with the paged envelope).' },
  { name: 'pageSize', description: 'Page size, 1 to 100 (default 20).' },
  { name: 'range', description: 'ra-data-simple-rest: [first, last] (answered with an array and Content-Range).' },
  { name: 'sort', description: 'ra-data-simple-rest: ["field", "ASC" | "DESC"].' },
  { name: 'filter', description: 'ra-data-simple-rest: a JSON object of filters.' },
];

/** Injects the parsed ListQuery of either list convention, and documents its parameters. */
export function ListParams(options?: ListQueryOptions): ParameterDecorator {
  return (target, key, index) => {
    parse(options)(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    for (const name of options?.filters ?? []) ApiQuery({ name, required: false })(target, key, descriptor);
    for (const query of DOCUMENTED) ApiQuery({ ...query, required: false })(target, key, descriptor);
  };
}
