import { Module } from '@nestjs/common';

import { AttendanceModule } from '../attendance/attendance.module.js';
import { AuditPackController } from './audit-pack/audit-pack.controller.js';
import { AuditPackRepository } from './audit-pack/audit-pack.repository.js';
import { AuditPackService } from './audit-pack/audit-pack.service.js';
import { ClaimFiguresRepository } from './claim-figures.repository.js';
import { ClaimFiguresService } from './claim-figures.service.js';
import { PaidFiguresRepository } from './paid-figures.repository.js';
import { ReportsController } from './reports.controller.js';

/**
 * Figures for grant reports and the console's dashboard (staff), and each event's audit pack: its
 * attendance evidence (AttendanceModule) with the same figures of its claims.
 */
@Module({
  imports: [AttendanceModule],
  controllers: [ReportsController, AuditPackController],
  providers: [
    ClaimFiguresRepository,
    ClaimFiguresService,
    PaidFiguresRepository,
    AuditPackRepository,
    AuditPackService,
  ],
})
export class ReportsModule {}
