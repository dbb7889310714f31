import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';

/** The server's own connection to REDIS_URL (health, rate limits), or null without it. Bull opens its own. */
export const REDIS = Symbol('Redis');

/** How long a request may wait on Redis before its caller falls back (a stalled Redis answers nothing). */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

function connect(config: AppConfig): Redis | null {
  if (!config.redisUrl) return null;
  const logger = new Logger('Redis');
  // No offline queue: while Redis is away commands fail at once, so callers fall back instead of hanging;
  // the command time-out does the same for a Redis that is connected but frozen.
  const redis = new Redis(config.redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectionName: 'unit-costs:requests',
  });
  redis.on('error', (error: Error) => logger.debug(`Redis unavailable: ${error.message}`));
  return redis;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [CONFIG], useFactory: connect }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
