/** The event's attendees as a react-admin resource (ra-data-simple-rest on /api/events/{id}/attendees). */
export const attendeesResource = (eventId: number | string) => `events/${eventId}/attendees`;

/** The event's attendance files, for downloads with the signed-in user's token. */
export const sheetUrl = (eventId: number | string, day: string) =>
  `/api/events/${eventId}/attendance.pdf?day=${encodeURIComponent(day)}`;
export const auditPackUrl = (eventId: number | string) => `/api/events/${eventId}/audit-pack.zip`;
export const scanUrl = (eventId: number | string, scanId: number) =>
  `/api/events/${eventId}/attendance-scans/${scanId}`;
