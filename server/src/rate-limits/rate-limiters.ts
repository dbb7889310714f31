import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { redisNamespace } from '../config/redis-namespace.js';
import { REDIS } from '../redis/redis.module.js';

/**
 * The limiters of every rule, one per rule. With REDIS_URL the counts live in Redis, so all replicas
 * share them; while Redis is unreachable, an in-memory limiter of the same rule stands in.
 */
@Injectable()
export class RateLimiters {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly namespace: string;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {
    this.namespace = redisNamespace(config.databaseUrl);
  }

  /** The limiter allowing `points` requests per `seconds` for the rule `name`. */
  for(name: string, points: number, seconds: number): RateLimiterAbstract {
    const key = `${name}:${points}:${seconds}`;
    let limiter = this.limiters.get(key);
    if (!limiter) {
      const options = { keyPrefix: `rate-limit:${this.namespace}:${key}`, points, duration: seconds };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      this.limiters.set(key, limiter);
    }
    return limiter;
  }
}
