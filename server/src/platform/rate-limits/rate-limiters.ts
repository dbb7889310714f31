import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { redisNamespace } from '../config/redis-namespace.js';
import { REDIS } from '../redis/redis.module.js';

/** After Redis failed or stalled, counts stay in memory this long before Redis is tried again. */
const REDIS_PAUSE_MS = 5000;

/** The operations of a limiter the guards use; each runs on Redis or, while it fails, in memory. */
export interface Limiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  delete(key: string): Promise<boolean>;
}

/**
 * The limiters of every rule, one per rule. With REDIS_URL the counts live in Redis, so all replicas
 * share them. When a Redis call fails or stalls (the connection's command time-out), an in-memory
 * limiter of the same rule answers instead, and every limiter skips Redis for REDIS_PAUSE_MS: a dead
 * Redis costs one request a short wait, not every request.
 */
@Injectable()
export class RateLimiters {
  private readonly logger = new Logger('RateLimits');
  private readonly limiters = new Map<string, Limiter>();
  private readonly namespace: string;
  private redisPausedUntil = 0;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {
    this.namespace = redisNamespace(config.databaseUrl);
  }

  /** The limiter allowing `points` per `seconds` for the rule `name`. */
  for(name: string, points: number, seconds: number): Limiter {
    const key = `${name}:${points}:${seconds}`;
    let limiter = this.limiters.get(key);
    if (!limiter) {
      const options = { keyPrefix: `rate-limit:${this.namespace}:${key}`, points, duration: seconds };
      const memory = new RateLimiterMemory(options);
      const redis = this.redis;
      limiter = redis
        ? this.withFallback(
            new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true }),
            memory,
          )
        : memory;
      this.limiters.set(key, limiter);
    }
    return limiter;
  }

  private withFallback(redis: RateLimiterAbstract, memory: RateLimiterAbstract): Limiter {
    const run = async <T>(operation: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> => {
      if (Date.now() < this.redisPausedUntil) return operation(memory);
      try {
        return await operation(redis);
      } catch (error) {
        // A refusal is the count speaking, not Redis failing.
        if (error instanceof RateLimiterRes) throw error;
        this.pauseRedis(error);
        return operation(memory);
      }
    };
    return {
      consume: (key, points) => run((limiter) => limiter.consume(key, points)),
      get: (key) => run((limiter) => limiter.get(key)),
      delete: (key) => run((limiter) => limiter.delete(key)),
    };
  }

  private pauseRedis(error: unknown): void {
    if (Date.now() >= this.redisPausedUntil) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Redis failed (${reason}): rate limits count in memory for ${REDIS_PAUSE_MS / 1000} s`);
    }
    this.redisPausedUntil = Date.now() + REDIS_PAUSE_MS;
  }
}
