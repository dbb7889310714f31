import { Module } from '@nestjs/common';

import { ClaimFiguresRepository } from './claim-figures.repository.js';
import { ClaimFiguresService } from './claim-figures.service.js';
import { ReportsController } from './reports.controller.js';

/** Figures for grant reports and the console's dashboard (staff). */
@Module({
  controllers: [ReportsController],
  providers: [ClaimFiguresRepository, ClaimFiguresService],
  // The audit pack's sums are the report's.
  exports: [ClaimFiguresService],
})
export class ReportsModule {}
