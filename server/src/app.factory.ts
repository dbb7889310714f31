import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { parse as parseQuery } from 'node:querystring';

import { AppModule } from './app.module.js';
import { ErrorFilter } from './platform/common/errors/error.filter.js';
import { answerClientError, answerFrameworkError } from './platform/common/errors/framework-errors.js';
import { createLogger, logRequests, PinoNestLogger, type LogOutput } from './platform/common/logging/logger.js';
import { RequestInputPipe } from './platform/common/validation/request-input.pipe.js';
import { createValidationPipe } from './platform/common/validation/validation.pipe.js';
import type { AppConfig } from './platform/config/config.js';
import type { Secrets } from './platform/config/secrets.js';
import { Metrics } from './platform/metrics/metrics.js';
import { API_DOCS_PATH, openApiDocument } from './platform/openapi/openapi-document.js';
import { answerUnknownApiPaths } from './platform/web/api-paths.js';
import { compressAnswers } from './platform/web/compression.js';
import { PAGE_WORDS } from './platform/web/page-words.js';
import { securityHeadersFor, sendSecurityHeaders } from './platform/web/security-headers.js';
import { serveWebAssets } from './platform/web/static-assets.js';
import { acceptUploads, limitBodies } from './platform/web/upload-bodies.js';
import type { WebAssets } from './platform/web/web-assets.js';
import { WEB_ASSETS } from './platform/web/web.tokens.js';

/**
 * The largest JSON body, as Express's body parser had it (a claim is a few kilobytes); upload routes
 * name their own (@UploadLimit), and read their bodies only after the guards.
 */
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
    // A start that fails reaches the caller (main.ts says why in one line and exits; a test sees it), not process.exit.
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  await compressAnswers(app);
  sendSecurityHeaders(fastify, setSecurityHeaders);
  logRequests(fastify, logger, PAGE_WORDS);
  app.get(Metrics).observeRequests(fastify);
  limitBodies(fastify);
  acceptUploads(fastify);
  app.useGlobalPipes(new RequestInputPipe(), createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());
  app.enableShutdownHooks();
  serveWebAssets(app, app.get<WebAssets>(WEB_ASSETS), config);
  answerUnknownApiPaths(fastify);

  SwaggerModule.setup(API_DOCS_PATH, app, () => openApiDocument(app));
  return app;
}
