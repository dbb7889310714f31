import { Global, Module } from '@nestjs/common';

import { MetricsController } from './metrics.controller.js';
import { MetricsRepository } from './metrics.repository.js';
import { MetricsScrape } from './metrics-scrape.js';
import { Metrics } from './metrics.js';

/** Global: any feature counts what it does through Metrics (mail delivery does). */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, MetricsRepository, MetricsScrape],
  exports: [Metrics],
})
export class MetricsModule {}
