import { Injectable } from '@nestjs/common';

import { AttendanceScansRepository, type ScanRow } from './attendance-scans.repository.js';
import { AttendanceSheetsService, type Sheet } from './attendance-sheets.service.js';
import { AttendeesRepository, type AttendanceEvent, type AttendeeRow } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';

export type { AttendanceEvent, AttendeeRow, ScanRow, Sheet };

/**
 * The attendance evidence of an event, for its audit pack (reports/audit-pack/): the event, its
 * attendees with their check-ins, the signed sheets' scans and the unsigned sheets of every day.
 */
@Injectable()
export class AttendanceEvidenceReader {
  constructor(
    private readonly attendeesService: AttendeesService,
    private readonly attendeeRows: AttendeesRepository,
    private readonly scans: AttendanceScansRepository,
    private readonly sheets: AttendanceSheetsService,
  ) {}

  /** The event (EventNotFound when there is none). */
  event(eventId: number): Promise<AttendanceEvent> {
    return this.attendeesService.event(eventId);
  }

  attendees(eventId: number): Promise<AttendeeRow[]> {
    return this.attendeeRows.all(eventId);
  }

  signedScans(eventId: number): Promise<(ScanRow & { content: Buffer })[]> {
    return this.scans.withContent(eventId);
  }

  unsignedSheets(eventId: number): Promise<Sheet[]> {
    return this.sheets.allSheets(eventId);
  }
}
