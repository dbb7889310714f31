import { Injectable, Logger } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';

import { Metrics } from './metrics.js';
import { MetricsRepository } from './metrics.repository.js';

/** One scrape: this process's counters, its pool, and the deployment's figures read from the database now. */
@Injectable()
export class MetricsScrape {
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly metrics: Metrics,
    private readonly repository: MetricsRepository,
  ) {}

  async read(): Promise<{ contentType: string; body: string }> {
    const { metrics } = this;
    const pool = this.repository.pool;
    metrics.poolConnections.set({ state: 'total' }, pool.totalCount);
    metrics.poolConnections.set({ state: 'idle' }, pool.idleCount);
    metrics.poolConnections.set({ state: 'waiting' }, pool.waitingCount);
    // Figures of states that no longer occur must not linger from an earlier scrape.
    metrics.paymentRuns.reset();
    metrics.claims.reset();
    metrics.backupAge.reset();
    try {
      const figures = await this.repository.figures();
      metrics.databaseUp.set(1);
      metrics.outboxPending.set(figures.outboxPending);
      metrics.outboxOldestAge.set(figures.outboxOldestAgeSeconds ?? 0);
      for (const { state, runs } of figures.paymentRuns) metrics.paymentRuns.set({ state }, runs);
      if (figures.backupAgeSeconds !== null) metrics.backupAge.set(figures.backupAgeSeconds);
      for (const { status, claims } of figures.claims) {
        metrics.claims.set({ status: ClaimStatus[status] ?? String(status) }, claims);
      }
    } catch (error) {
      metrics.databaseUp.set(0);
      this.logger.warn(`Metrics without the database's figures: ${error instanceof Error ? error.message : error}`);
    }
    return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
  }
}
