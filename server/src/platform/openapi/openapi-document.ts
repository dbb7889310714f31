import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

import { ErrorBody } from '../common/errors/error-body.js';

/** Where Swagger UI shows the document (pages, so they get the pages' security headers), and its JSON at `${API_DOCS_PATH}-json`. */
export const API_DOCS_PATH = 'api/docs';

/**
 * The API's OpenAPI document: served at /api/docs, and written to contract/openapi.json by
 * `npm run contract`, from which both web apps' request and answer types are generated.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('Unit-cost claims API')
    .setDescription('Events, reference data, employees and claims of the unit-cost refund tool.')
    .addBearerAuth()
    .addSecurityRequirements('bearer')
    .build();
  return SwaggerModule.createDocument(app, info, { extraModels: [ErrorBody] });
}
