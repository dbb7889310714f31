import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';

import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

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
export class HealthService implements OnModuleDestroy {
  private readonly redis?: Redis;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) config: AppConfig,
  ) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
      });
      this.redis.on('error', () => undefined); // reported through check(), not as unhandled events
    }
  }

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
    if (redis.status === 'wait' || redis.status === 'end') await redis.connect().catch(() => undefined);
    return withTimeout(redis.ping()).then(
      () => 'up',
      () => 'down',
    );
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
