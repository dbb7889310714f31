import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../database/transaction-host.js';
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
  constructor(private readonly db: TransactionHost) {}

  /** Each claim's attendance, by claim id: one statement for a page of claims. */
  async forClaims(claims: ClaimKey[]): Promise<Map<string, ClaimAttendanceDto>> {
    if (claims.length === 0) return new Map();
    const rows: (ClaimAttendanceDto & { id: string })[] = await this.db.manager.query(
      `SELECT claim.id, attendee.id IS NOT NULL AS registered, coalesce(attendee.fee_paid, false) AS "feePaid",
              ARRAY(SELECT to_char(check_in.day, 'YYYY-MM-DD') FROM attendee_check_in check_in
                    WHERE check_in.attendee_id = attendee.id ORDER BY check_in.day) AS "checkedInDays",
              EXISTS (SELECT 1 FROM attendance_scan scan WHERE scan.event_id = claim."eventId") AS "signedSheetsUploaded"
       FROM jsonb_to_recordset($1::jsonb) AS claim(id text, "eventId" integer, email text)
       LEFT JOIN attendee ON attendee.event_id = claim."eventId" AND attendee.email = claim.email`,
      [JSON.stringify(claims)],
    );
    return new Map(rows.map(({ id, ...attendance }) => [id, attendance]));
  }
}
