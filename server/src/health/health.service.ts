import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { once } from 'node:events';
import { DataSource } from 'typeorm';

import { REDIS } from '../redis/redis.module.js';

type State = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: State;
  /** 'in-process' when REDIS_URL is unset and jobs run inside the server. */
  redis: State | 'in-process';
}

const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref()),
  ]);
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([this.database(), this.redisState()]);
    return { status: database === 'up' ? 'ok' : 'unavailable', database, redis };
  }

  private async database(): Promise<State> {
    return withTimeout(this.dataSource.query('SELECT 1')).then(
      () => 'up',
      () => 'down',
    );
  }

  private async redisState(): Promise<HealthReport['redis']> {
    const redis = this.redis;
    if (!redis) return 'in-process';
    // Right after start (or during a reconnect) the connection may still be opening: give it the probe's time.
    const ready = redis.status === 'ready' ? Promise.resolve() : once(redis, 'ready');
    return withTimeout(ready.then(() => redis.ping())).then(
      () => 'up',
      () => 'down',
    );
  }
}
