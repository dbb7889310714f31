import { Module } from '@nestjs/common';

import { AttendeesController } from './attendees.controller.js';
import { AttendeesRepository } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';

/** Attendance evidence per event: attendees, check-ins, signature sheets, their scans, the audit pack. */
@Module({
  controllers: [AttendeesController],
  providers: [AttendeesRepository, AttendeesService],
})
export class AttendanceModule {}
