import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';

import { AppModule } from '../../app.module.js';
import { loadConfig } from '../config/config.js';
import { openApiDocument } from './openapi-document.js';

/**
 * Prints the OpenAPI document as JSON (contract/scripts/generate.mjs reads it). Nest's preview mode
 * reads the modules' routes without creating a provider, so nothing connects to PostgreSQL or Redis;
 * the configuration is the defaults, as the document does not depend on it.
 */
async function main(): Promise<void> {
  const app = await NestFactory.create(
    AppModule.forRoot(loadConfig({}), { appSecret: '', dataKey: '', backupKey: '' }),
    new FastifyAdapter(),
    {
      preview: true,
      logger: false,
    },
  );
  process.stdout.write(JSON.stringify(openApiDocument(app)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
