import { Module } from '@nestjs/common';

import { ReportsModule } from '../reports/reports.module.js';
import { AttendanceDocumentsController } from './attendance-documents.controller.js';
import { AttendanceScansRepository } from './attendance-scans.repository.js';
import { AttendanceScansService } from './attendance-scans.service.js';
import { AttendanceSheetsService } from './attendance-sheets.service.js';
import { AttendeesController } from './attendees.controller.js';
import { AttendeesRepository } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';
import { AuditPackRepository } from './audit-pack.repository.js';
import { AuditPackService } from './audit-pack.service.js';
import { ClaimAttendanceReader } from './claim-attendance.reader.js';

/** Attendance evidence per event: attendees, check-ins, signature sheets, their scans, the audit pack. */
@Module({
  // The audit pack adds up its claims with the reports' own figures.
  imports: [ReportsModule],
  controllers: [AttendeesController, AttendanceDocumentsController],
  providers: [
    AttendeesRepository,
    AttendeesService,
    AttendanceSheetsService,
    AttendanceScansRepository,
    AttendanceScansService,
    AuditPackRepository,
    AuditPackService,
    ClaimAttendanceReader,
  ],
  // For the claims: each claim's attendance and the claim list's attendance filter.
  exports: [ClaimAttendanceReader],
})
export class AttendanceModule {}
