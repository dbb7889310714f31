import { Injectable } from '@nestjs/common';

import { AttendeesRepository } from './attendees.repository.js';
import type { ClaimAttendanceDto } from './dto/claim-attendance.dto.js';

/** A claim as attendance meets it: by its event and its (normalised) e-mail address. */
export interface ClaimKey {
  id: string;
  eventId: number;
  email: string;
}

/** What the staff's claim list may be filtered on. */
export const ATTENDANCE_FILTERS = ['checkedIn', 'notCheckedIn', 'notRegistered', 'feeNotPaid'] as const;
export type AttendanceFilter = (typeof ATTENDANCE_FILTERS)[number];

const REGISTERED = `SELECT 1 FROM attendee WHERE attendee.event_id = claim.event_id AND attendee.email = claim.email`;
const CHECKED_IN = `SELECT 1 FROM attendee JOIN attendee_check_in check_in ON check_in.attendee_id = attendee.id
  WHERE attendee.event_id = claim.event_id AND attendee.email = claim.email`;

/**
 * The condition on `claim` of each attendance filter: key lookups in attendee (unique on event and
 * address) and attendee_check_in (its primary key), per claim the list's order walks.
 */
export const ATTENDANCE_CONDITIONS: ReadonlyMap<AttendanceFilter, string> = new Map<AttendanceFilter, string>([
  ['checkedIn', `EXISTS (${CHECKED_IN})`],
  ['notCheckedIn', `NOT EXISTS (${CHECKED_IN})`],
  ['notRegistered', `NOT EXISTS (${REGISTERED})`],
  ['feeNotPaid', `EXISTS (${REGISTERED} AND NOT attendee.fee_paid)`],
]);

/** Claims meet attendance: registered, fee paid, days checked in, the event's signed sheets uploaded. */
@Injectable()
export class ClaimAttendanceReader {
  constructor(private readonly attendees: AttendeesRepository) {}

  /** Each claim's attendance, by claim id: one statement for a page of claims. */
  async forClaims(claims: ClaimKey[]): Promise<Map<string, ClaimAttendanceDto>> {
    if (claims.length === 0) return new Map();
    const rows = await this.attendees.ofClaims(claims);
    return new Map(rows.map(({ id, ...attendance }) => [id, attendance]));
  }
}
