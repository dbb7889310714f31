import { applyDecorators, SetMetadata, UseInterceptors, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiNoContentResponse, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

import { EMPTY_IS_204 } from './empty-is-204.js';
import { ListInterceptor } from './list.interceptor.js';

const emptyIs204 = () =>
  applyDecorators(SetMetadata(EMPTY_IS_204, true), ApiNoContentResponse({ description: 'Nothing matches.' }));

/**
 * An empty answer is 204 without a body (docs/rules.md, "Lists"); the list interceptor is the one place
 * that applies it, to an empty page-style list or an empty array. The interceptor runs on the list
 * handlers only (here and in ApiList), not as a global one on every route (docs/decisions.md, Performance).
 */
export const EmptyIs204 = (): MethodDecorator => applyDecorators(emptyIs204(), UseInterceptors(ListInterceptor));

/**
 * Documents a list endpoint's answer in both conventions: the paged envelope of the page style, or
 * the bare array of the range style.
 */
export function ApiList(item: Type<unknown>, options: { emptyIs204?: boolean } = {}): MethodDecorator {
  const items = { type: 'array', items: { $ref: getSchemaPath(item) } };
  const envelope = {
    type: 'object',
    required: ['totalPages', 'count', 'next', 'previous', 'results'],
    properties: {
      totalPages: { type: 'integer' },
      count: { type: 'integer', description: 'All matches, across pages.' },
      next: { type: 'integer', nullable: true },
      previous: { type: 'integer', nullable: true },
      results: items,
      countIsEstimate: {
        type: 'boolean',
        enum: [true],
        description: "Present (true) only when `count` is the planner's estimate of a long list.",
      },
    },
  };
  return applyDecorators(
    ApiExtraModels(item),
    ApiOkResponse({
      description: 'Page style: the envelope; range style: an array.',
      schema: { oneOf: [envelope, items] },
    }),
    UseInterceptors(ListInterceptor),
    ...(options.emptyIs204 ? [emptyIs204()] : []),
  );
}
