import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Registry } from 'prom-client';

import { Public } from '../auth/access.decorators.js';
import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { MetricsScrape } from './metrics-scrape.js';
import { MetricsNotServed, MetricsTokenRefused } from './metrics.errors.js';

/** The media type of Prometheus' text exposition format (`text/plain; version=0.0.4`), as the registry answers. */
const PROMETHEUS_TEXT = Registry.PROMETHEUS_CONTENT_TYPE;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. Without the setting it
 * is not served at all (404): the figures tell an outsider how busy the academy is.
 */
@ApiTags('Operations')
@Public()
@Controller('metrics')
export class MetricsController {
  private readonly token?: Buffer;

  constructor(
    private readonly scrape: MetricsScrape,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.token = config.metricsToken === undefined ? undefined : digest(config.metricsToken);
  }

  @Get()
  @ApiSecurity('bearer')
  @ApiProduces(PROMETHEUS_TEXT)
  @ApiOkResponse({
    description: "Prometheus' text exposition format",
    content: { [PROMETHEUS_TEXT]: { schema: { type: 'string' } } },
  })
  @ApiOperation({
    summary:
      'Prometheus metrics, to Authorization: Bearer <METRICS_TOKEN> (401 otherwise); 404 when METRICS_TOKEN is unset.',
  })
  async metrics(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply) {
    if (!this.token) throw new MetricsNotServed();
    const [scheme, presented] = (authorization ?? '').split(' ');
    // Compared as digests of equal length, in constant time: the answer's timing tells nothing of the token.
    if (scheme?.toLowerCase() !== 'bearer' || !presented || !timingSafeEqual(digest(presented), this.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new MetricsTokenRefused();
    }
    const { contentType, body } = await this.scrape.read();
    return reply.type(contentType).header('Cache-Control', 'no-store').send(body);
  }
}
