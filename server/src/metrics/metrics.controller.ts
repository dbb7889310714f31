import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';

import { Public } from '../auth/access.decorators.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { MetricsScrape } from './metrics-scrape.js';

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
  @ApiProduces('text/plain')
  @ApiOperation({
    summary:
      'Prometheus metrics, to Authorization: Bearer <METRICS_TOKEN> (401 otherwise); 404 when METRICS_TOKEN is unset.',
  })
  async metrics(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply) {
    if (!this.token) throw new NotFoundException('Not found.');
    const [scheme, presented] = (authorization ?? '').split(' ');
    // Compared as digests of equal length, in constant time: the answer's timing tells nothing of the token.
    if (scheme?.toLowerCase() !== 'bearer' || !presented || !timingSafeEqual(digest(presented), this.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException();
    }
    const { contentType, body } = await this.scrape.read();
    return reply.type(contentType).header('Cache-Control', 'no-store').send(body);
  }
}
