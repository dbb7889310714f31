import { ApiProperty } from '@nestjs/swagger';

import type { HealthReport } from '../health.service.js';

/** The answer of GET /api/health, 200 while the database answers, 503 while it does not. */
export class HealthReportDto implements HealthReport {
  @ApiProperty({
    enum: ['ok', 'degraded', 'unavailable'],
    description: "'degraded': the database is up, Redis is not (mails go out in-process, limits count per replica).",
  })
  status!: HealthReport['status'];

  @ApiProperty({ enum: ['up', 'down'] })
  database!: HealthReport['database'];

  @ApiProperty({ enum: ['up', 'down', 'in-process'], description: "'in-process' when REDIS_URL is unset." })
  redis!: HealthReport['redis'];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Seconds since the last good backup (scheduled or `npm run backup`); null when none was taken.',
  })
  backupAgeSeconds!: number | null;
}
