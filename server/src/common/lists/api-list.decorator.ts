import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiNoContentResponse, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

export const EMPTY_IS_204 = 'lists:empty-is-204';

/**
 * An empty answer is 204 without a body (docs/rules.md, "Lists"); the list interceptor is the one place
 * that applies it, to an empty page-style list or an empty array.
 */
export const EmptyIs204 = (): MethodDecorator =>
  applyDecorators(SetMetadata(EMPTY_IS_204, true), ApiNoContentResponse({ description: 'Nothing matches.' }));

/**
 * Documents a list endpoint's answer in both conventions: the paged envelope of the page style, or
 * the bare array of the range style.
 */
export function ApiList(item: Type<unknown>, { emptyIs204 = false } = {}): MethodDecorator {
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
    ...(emptyIs204 ? [EmptyIs204()] : []),
  );
}
