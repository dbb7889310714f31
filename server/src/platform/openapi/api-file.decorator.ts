import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/**
 * A download: the 200 answer is a file of one of `mediaTypes` (binary), so the OpenAPI document and
 * the contract's types say what comes back, not an empty answer.
 */
export function ApiFile(description: string, ...mediaTypes: [string, ...string[]]): MethodDecorator {
  const file = { schema: { type: 'string', format: 'binary' } };
  return applyDecorators(
    ApiProduces(...mediaTypes),
    ApiOkResponse({ description, content: Object.fromEntries(mediaTypes.map((type) => [type, file])) }),
  );
}
