import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { Public } from '../auth/access.decorators.js';
import { HealthReportDto } from './dto/health-report.dto.js';
import { HealthService, type HealthReport } from './health.service.js';

@ApiTags('Health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Database and Redis state: degraded (200) while Redis is unreachable, 503 while the database is.',
  })
  @ApiOkResponse({ type: HealthReportDto, description: 'The database answers; Redis may not (degraded).' })
  @ApiServiceUnavailableResponse({ type: HealthReportDto, description: 'The database does not answer.' })
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    if (report.status === 'unavailable') response.status(503);
    return report;
  }
}
