import { HttpError, type Identifier } from 'react-admin';

import type { AttendanceOverviewDto, AttendeeDto, ImportResultDto, ScanDto } from '../types';

/**
 * The attendance calls that are not react-admin's CRUD (the attendees themselves are the resource
 * `events/{id}/attendees`): the overview, the import with its preview, ticks, scans.
 */
export interface AttendanceCalls {
  /** GET /api/events/{id}/attendance: the days and every attendee's ticks. */
  attendanceOverview(eventId: Identifier): Promise<AttendanceOverviewDto>;
  /** POST /api/events/{id}/attendees/import; a refused import (400) answers its preview too, returned here. */
  importAttendees(eventId: Identifier, file: File, dryRun: boolean): Promise<ImportResultDto>;
  checkIn(eventId: Identifier, attendeeId: Identifier, day: string): Promise<AttendeeDto>;
  undoCheckIn(eventId: Identifier, attendeeId: Identifier, day: string): Promise<AttendeeDto>;
  attendanceScans(eventId: Identifier): Promise<ScanDto[]>;
  uploadAttendanceScan(eventId: Identifier, file: File, day: string): Promise<ScanDto>;
}

/** The calls on the data provider's `json` (a path below /api, the request). */
export function attendanceCalls(json: <T>(path: string, options?: RequestInit) => Promise<T>): AttendanceCalls {
  const event = (eventId: Identifier) => `events/${encodeURIComponent(eventId)}`;
  const upload = (fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return { method: 'POST', body: form };
  };
  return {
    attendanceOverview: (eventId) => json(`${event(eventId)}/attendance`),
    async importAttendees(eventId, file, dryRun) {
      try {
        return await json<ImportResultDto>(`${event(eventId)}/attendees/import?dryRun=${dryRun}`, upload({ file }));
      } catch (error) {
        const preview = (error instanceof HttpError ? (error.body as { preview?: ImportResultDto }) : undefined)
          ?.preview;
        if (preview) return preview;
        throw error;
      }
    },
    checkIn: (eventId, attendeeId, day) =>
      json(`${event(eventId)}/attendees/${encodeURIComponent(attendeeId)}/check-ins`, {
        method: 'POST',
        body: JSON.stringify({ day }),
      }),
    undoCheckIn: (eventId, attendeeId, day) =>
      json(`${event(eventId)}/attendees/${encodeURIComponent(attendeeId)}/check-ins/${encodeURIComponent(day)}`, {
        method: 'DELETE',
      }),
    attendanceScans: (eventId) => json(`${event(eventId)}/attendance-scans`),
    uploadAttendanceScan: (eventId, file, day) =>
      json(`${event(eventId)}/attendance-scans`, upload(day ? { file, day } : { file })),
  };
}
