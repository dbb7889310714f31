import { Injectable } from '@nestjs/common';
import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';

import { TransactionHost } from '../../../platform/database/transaction-host.js';
import type { ClaimReminder } from './claim-reminder.mail.js';

/** A reminder is still sent this many days after it fell due (the job was down), never later. */
export const REMINDER_LATE_DAYS = 7;
/** Days between the event's end and the first reminder, and between the second and the deadline. */
export const REMINDER_DAYS = 7;

/** The claims a reminder is taken for: their guid and the claim deadline (the event's offline date). */
export interface RemindedClaim {
  id: string;
  deadline: Date | null;
}

/**
 * When each reminder falls due, in calendar days at the academy (docs/rules.md, "Event calendar"):
 * `today` and the event's dates are Berlin dates. A claim whose deadline has passed gets none.
 */
const DUE: Record<ClaimReminder, { column: string; window: string }> = {
  'after-event': {
    column: 'reminded_after_event_at',
    // Not once the deadline's reminder has gone: it says the same, later.
    window: `claim.reminded_before_deadline_at IS NULL
      AND today BETWEEN event_end + ${REMINDER_DAYS} AND event_end + ${REMINDER_DAYS + REMINDER_LATE_DAYS}
      AND (event.offline_date IS NULL OR event.offline_date > $1)`,
  },
  'before-deadline': {
    column: 'reminded_before_deadline_at',
    // Only once the event has ended: before that the payment cannot be requested.
    window: `event.offline_date > $1 AND event_end < today
      AND today >= (event.offline_date AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date - ${REMINDER_DAYS}`,
  },
};

/** The claims' reminder bookkeeping (columns reminded_*_at of claim). */
@Injectable()
export class ClaimRemindersRepository {
  constructor(private readonly db: TransactionHost) {}

  /**
   * Marks up to `limit` claims as reminded of `reminder` at `now` and answers them: Saved, neither
   * anonymised nor restricted, due, and not reminded of it yet. Inside the unit of work that writes
   * the mails: a mark without its mail is never committed. SKIP LOCKED: a replica running at once
   * takes other claims, never these, and a claim another replica has marked is no longer due.
   */
  async takeDue(reminder: ClaimReminder, now: Date, limit: number): Promise<RemindedClaim[]> {
    const { column, window } = DUE[reminder];
    const [rows]: [{ id: string; deadline: Date | null }[], number] = await this.db.manager.query(
      `WITH due AS (
         SELECT claim.id FROM claim
         JOIN event ON event.id = claim.event_id,
         LATERAL (SELECT ($1::timestamptz AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date AS today,
                         (event.end_date AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date AS event_end) days
         WHERE claim.status = 0 AND claim.${column} IS NULL
           AND claim.anonymised_at IS NULL AND claim.restricted_at IS NULL
           AND ${window}
         ORDER BY claim.id LIMIT $2
         FOR UPDATE OF claim SKIP LOCKED)
       UPDATE claim SET ${column} = $1 FROM due, event
       WHERE claim.id = due.id AND event.id = claim.event_id
       RETURNING claim.id, event.offline_date AS deadline`,
      [now, limit],
    );
    return rows.map((row) => ({ id: row.id, deadline: row.deadline }));
  }
}
