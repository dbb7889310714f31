import { Global, Module } from '@nestjs/common';

import { MetricsScrape } from './metrics-scrape.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.js';
import { MetricsRepository } from './metrics.repository.js';

/** Global: any feature counts what it does through Metrics (mail delivery does). */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, MetricsRepository, MetricsScrape],
  exports: [Metrics],
})
export class MetricsModule {}
