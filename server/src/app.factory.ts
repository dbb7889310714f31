import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';

import { AppModule } from './app.module.js';
import { ErrorFilter } from './common/errors/error.filter.js';
import { createLogger, PinoNestLogger, requestSerializer, responseSerializer } from './common/logging/logger.js';
import { RequestInputPipe } from './common/validation/request-input.pipe.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/config.js';
import type { Secrets } from './config/secrets.js';
import { openApiDocument } from './openapi/openapi-document.js';
import { securityHeadersMiddleware } from './web/security-headers.js';
import { serveWebAssets } from './web/static-assets.js';
import type { WebAssets } from './web/web-assets.js';
import { WEB_ASSETS } from './web/web.tokens.js';

/** Builds the whole HTTP application; main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, secrets: Secrets): Promise<INestApplication> {
  const logger = createLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, secrets), {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
  });
  // Who the client is decides the per-address limits: X-Forwarded-For counts only from proxies we were told of.
  app.set('trust proxy', config.trustProxy);
  // Lists read plain parameters and JSON-encoded filter/sort/range: no nested objects from brackets.
  app.set('query parser', 'simple');
  // API answers are not revalidated; static files keep their own ETags.
  app.set('etag', false);
  app.disable('x-powered-by');
  app.use(securityHeadersMiddleware(config));
  app.use(
    pinoHttp({
      logger,
      wrapSerializers: false,
      serializers: { req: requestSerializer, res: responseSerializer, err: pino.stdSerializers.err },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    }),
  );
  app.useGlobalPipes(new RequestInputPipe(), createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());
  app.enableShutdownHooks();
  serveWebAssets(app, app.get<WebAssets>(WEB_ASSETS), config);

  SwaggerModule.setup('api/docs', app, () => openApiDocument(app));
  return app;
}
