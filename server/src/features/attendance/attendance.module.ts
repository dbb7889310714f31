import { Module } from '@nestjs/common';

import { AttendanceDocumentsController } from './attendance-documents.controller.js';
import { AttendanceErasureRepository } from './attendance-erasure.repository.js';
import { AttendanceErasure } from './attendance-erasure.service.js';
import { AttendanceEvidenceReader } from './attendance-evidence.reader.js';
import { AttendanceScansRepository } from './attendance-scans.repository.js';
import { AttendanceScansService } from './attendance-scans.service.js';
import { AttendanceSheetsService } from './attendance-sheets.service.js';
import { AttendeesController } from './attendees.controller.js';
import { AttendeesRepository } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';
import { ClaimAttendanceReader } from './claim-attendance.reader.js';

/** Attendance evidence per event: attendees, check-ins, signature sheets and their scans. */
@Module({
  controllers: [AttendeesController, AttendanceDocumentsController],
  providers: [
    AttendeesRepository,
    AttendeesService,
    AttendanceSheetsService,
    AttendanceScansRepository,
    AttendanceScansService,
    AttendanceEvidenceReader,
    ClaimAttendanceReader,
    AttendanceErasure,
    AttendanceErasureRepository,
  ],
  // For the claims: each claim's attendance and the claim list's attendance filter; for privacy:
  // AttendanceErasure, through which it anonymises attendance records; for the reports' audit pack:
  // the event's evidence.
  exports: [ClaimAttendanceReader, AttendanceErasure, AttendanceEvidenceReader],
})
export class AttendanceModule {}
