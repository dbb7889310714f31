import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { BackupLog } from '../backup/backup-log.js';
import { withTimeLimit } from '../common/time-limit.js';
import { TransactionHost } from '../database/transaction-host.js';
import { REDIS } from '../redis/redis.module.js';

type State = 'up' | 'down';

export interface HealthReport {
  /** 'degraded': the database is up, Redis is not (mails go out in-process, limits count per replica). */
  status: 'ok' | 'degraded' | 'unavailable';
  database: State;
  /** 'in-process' when REDIS_URL is unset and jobs run inside the server. */
  redis: State | 'in-process';
  /** Seconds since the last good backup (scheduled or by hand); null when there is none, or the database does not answer. */
  backupAgeSeconds: number | null;
}

const DATABASE_PROBE_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly db: TransactionHost,
    private readonly backups: BackupLog,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, redis, backupAgeSeconds] = await Promise.all([
      this.database(),
      this.redisState(),
      withTimeLimit(this.backups.lastGoodAgeSeconds(), DATABASE_PROBE_MS).catch(() => null),
    ]);
    const status = database === 'down' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok';
    return { status, database, redis, backupAgeSeconds };
  }

  private async database(): Promise<State> {
    return withTimeLimit(this.db.ping(), DATABASE_PROBE_MS).then(
      () => 'up',
      () => 'down',
    );
  }

  /** A ping within the connection's command time-out; a connection that is not open is down at once. */
  private async redisState(): Promise<HealthReport['redis']> {
    if (!this.redis) return 'in-process';
    if (this.redis.status !== 'ready') return 'down';
    return this.redis.ping().then(
      () => 'up',
      () => 'down',
    );
  }
}
