import { Module } from '@nestjs/common';

import { AttendanceDocumentsController } from './attendance-documents.controller.js';
import { AttendanceScansRepository } from './attendance-scans.repository.js';
import { AttendanceScansService } from './attendance-scans.service.js';
import { AttendanceSheetsService } from './attendance-sheets.service.js';
import { AttendeesController } from './attendees.controller.js';
import { AttendeesRepository } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';

/** Attendance evidence per event: attendees, check-ins, signature sheets, their scans, the audit pack. */
@Module({
  controllers: [AttendeesController, AttendanceDocumentsController],
  providers: [
    AttendeesRepository,
    AttendeesService,
    AttendanceSheetsService,
    AttendanceScansRepository,
    AttendanceScansService,
  ],
})
export class AttendanceModule {}
