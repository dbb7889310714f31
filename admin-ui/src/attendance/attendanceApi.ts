import { useMemo } from 'react';
import { HttpError } from 'react-admin';

import { useConsoleAuth } from '../authProvider/ConsoleAuthContext';
import { createHttpClient } from '../dataProvider/httpClient';
import type { AttendanceOverviewDto, AttendeeDto, ImportResultDto, ScanDto } from '../types';

/** The event's attendees as a react-admin resource (ra-data-simple-rest on /api/events/{id}/attendees). */
export const attendeesResource = (eventId: number | string) => `events/${eventId}/attendees`;

/** The event's attendance files, for downloads with the signed-in user's token. */
export const sheetUrl = (eventId: number | string, day: string) =>
  `/api/events/${eventId}/attendance.pdf?day=${encodeURIComponent(day)}`;
export const auditPackUrl = (eventId: number | string) => `/api/events/${eventId}/audit-pack.zip`;
export const scanUrl = (eventId: number | string, scanId: number) =>
  `/api/events/${eventId}/attendance-scans/${scanId}`;

/**
 * The attendance calls that are not react-admin's CRUD: the overview, the import with its preview,
 * ticks, scans. A refused import (400) answers its preview too, so the dialog can show every row's problem.
 */
export function useAttendanceApi() {
  const auth = useConsoleAuth();
  return useMemo(() => {
    const http = createHttpClient(auth.getToken);
    const base = (eventId: number | string) => `/api/events/${encodeURIComponent(eventId)}`;
    const json = async <T>(url: string, options: RequestInit = {}) => (await http(url, options)).json as T;
    return {
      overview: (eventId: number | string) => json<AttendanceOverviewDto>(`${base(eventId)}/attendance`),
      async importCsv(eventId: number | string, file: File, dryRun: boolean): Promise<ImportResultDto> {
        const form = new FormData();
        form.append('file', file);
        try {
          return await json<ImportResultDto>(`${base(eventId)}/attendees/import?dryRun=${dryRun}`, {
            method: 'POST',
            body: form,
          });
        } catch (error) {
          const preview = (error instanceof HttpError ? (error.body as { preview?: ImportResultDto }) : undefined)
            ?.preview;
          if (preview) return preview;
          throw error;
        }
      },
      checkIn: (eventId: number | string, attendeeId: number, day: string) =>
        json<AttendeeDto>(`${base(eventId)}/attendees/${attendeeId}/check-ins`, {
          method: 'POST',
          body: JSON.stringify({ day }),
        }),
      undoCheckIn: (eventId: number | string, attendeeId: number, day: string) =>
        json<AttendeeDto>(`${base(eventId)}/attendees/${attendeeId}/check-ins/${day}`, { method: 'DELETE' }),
      scans: (eventId: number | string) => json<ScanDto[]>(`${base(eventId)}/attendance-scans`),
      uploadScan(eventId: number | string, file: File, day: string) {
        const form = new FormData();
        form.append('file', file);
        if (day) form.append('day', day);
        return json<ScanDto>(`${base(eventId)}/attendance-scans`, { method: 'POST', body: form });
      },
    };
  }, [auth]);
}
