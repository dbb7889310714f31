import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { parse as parseQuery } from 'node:querystring';

import { AppModule } from './app.module.js';
import { acceptUploads } from './attendance/upload-bodies.js';
import { acceptXmlBodies } from './bank-statements/statement-body.js';
import { ErrorFilter } from './common/errors/error.filter.js';
import { answerClientError, answerFrameworkError } from './common/errors/framework-errors.js';
import { createLogger, logRequests, PinoNestLogger, type LogOutput } from './common/logging/logger.js';
import { RequestInputPipe } from './common/validation/request-input.pipe.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/config.js';
import type { Secrets } from './config/secrets.js';
import { Metrics } from './metrics/metrics.js';
import { API_DOCS_PATH, openApiDocument } from './openapi/openapi-document.js';
import { answerUnknownApiPaths } from './web/api-paths.js';
import { compressAnswers } from './web/compression.js';
import { securityHeadersFor, sendSecurityHeaders } from './web/security-headers.js';
import { serveWebAssets } from './web/static-assets.js';
import type { WebAssets } from './web/web-assets.js';
import { WEB_ASSETS } from './web/web.tokens.js';

/** The largest request body, as Express's body parser had it (a claim is a few kilobytes). */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * TRUST_PROXY as Express read it: a hop count trusts that many proxies in front of the server
 * (Fastify itself now trusts no hop count at all), addresses and subnets are proxy-addr's as in both.
 */
function trustedProxies(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Builds the whole HTTP application on Nest's Fastify adapter (Express cost several times the CPU
 * per request: docs/decisions.md, "Lean request path"); main.ts and the integration tests share it.
 */
export async function createApp(
  config: AppConfig,
  secrets: Secrets,
  { logOutput }: { logOutput?: LogOutput } = {},
): Promise<INestApplication> {
  const logger = createLogger(config, logOutput);
  const setSecurityHeaders = securityHeadersFor(config);
  const adapter = new FastifyAdapter({
    // Errors found before any route or hook runs answer in the API's error shape, echoing nothing.
    frameworkErrors: answerFrameworkError(setSecurityHeaders),
    clientErrorHandler: answerClientError,
    // Who the client is decides the per-address limits: X-Forwarded-For counts only from proxies we were told of.
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: {
      // Lists read plain parameters and JSON-encoded filter/sort/range: no nested objects from brackets.
      querystringParser: (query) => parseQuery(query),
      // Routes as Express matched them: any letter case, with or without a trailing slash, and path
      // values of any length reach the pipes, which answer a bad one with a message.
      caseSensitive: false,
      ignoreTrailingSlash: true,
      maxParamLength: 2000,
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, secrets), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
  });
  const fastify = app.getHttpAdapter().getInstance();
  await compressAnswers(app);
  sendSecurityHeaders(fastify, setSecurityHeaders);
  logRequests(fastify, logger);
  app.get(Metrics).observeRequests(fastify);
  acceptUploads(fastify);
  acceptXmlBodies(fastify);
  app.useGlobalPipes(new RequestInputPipe(), createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());
  app.enableShutdownHooks();
  serveWebAssets(app, app.get<WebAssets>(WEB_ASSETS), config);
  answerUnknownApiPaths(fastify);

  SwaggerModule.setup(API_DOCS_PATH, app, () => openApiDocument(app));
  return app;
}
