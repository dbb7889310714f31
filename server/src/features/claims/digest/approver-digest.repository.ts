import { Injectable } from '@nestjs/common';
import { ACADEMY_TIME_ZONE, ClaimStatus } from '@unit-costs/contract';

import { StaffRole } from '../../../platform/auth/roles.js';
import { TransactionHost } from '../../../platform/database/transaction-host.js';

/** A claim waiting for a decision, as the digest lists it. */
export interface WaitingClaim {
  guid: string;
  identifier: string;
  name: string;
  email: string;
  eventNumber: string;
  totalAmount: number;
  requestedAt: Date;
}

/** An approver the digest goes to. */
export interface DigestRecipient {
  id: number;
  email: string;
  name: string;
}

/** The longest list one digest carries; it says how many more wait. */
export const DIGEST_LIST_LIMIT = 100;

/** The digest's reads, and its once-a-day mark (table approver_digest). */
@Injectable()
export class ApproverDigestRepository {
  constructor(private readonly db: TransactionHost) {}

  /**
   * Requested claims whose (last) request is more than `days` days before `now`, the longest waiting
   * first, at most DIGEST_LIST_LIMIT; and how many there are in all. A claim restricted at its owner's
   * request is in no mail (claims/restriction.ts).
   */
  async waiting(now: Date, days: number): Promise<{ claims: WaitingClaim[]; total: number }> {
    const rows: (WaitingClaim & { total: number })[] = await this.db.manager.query(
      `SELECT claim.id AS guid, claim.identifier, claim.firstname || ' ' || claim.lastname AS name, claim.email,
              event.number AS "eventNumber", claim.total_amount::float8 AS "totalAmount",
              requested.at AS "requestedAt", count(*) OVER ()::int AS total
         FROM claim
         JOIN event ON event.id = claim.event_id
         CROSS JOIN LATERAL (SELECT max(created_at) AS at FROM claim_audit
                              WHERE claim_audit.claim_id = claim.id AND claim_audit.action = 0) requested
        WHERE claim.status = $1 AND requested.at < $2::timestamptz - make_interval(days => $3)
          AND claim.restricted_at IS NULL
        ORDER BY requested.at, claim.id
        LIMIT $4`,
      [ClaimStatus.Requested, now, days, DIGEST_LIST_LIMIT],
    );
    return { claims: rows.map(({ total: _total, ...claim }) => claim), total: rows[0]?.total ?? 0 };
  }

  /** Enabled accounts holding the Approver role that have an e-mail address. */
  recipients(): Promise<DigestRecipient[]> {
    return this.db.manager.query(
      `SELECT id, email, coalesce(display_name, username) AS name FROM staff_account
        WHERE enabled AND email IS NOT NULL AND $1 = ANY(roles) ORDER BY id`,
      [StaffRole.Approver],
    );
  }

  /**
   * Marks the academy day of `now` as digested for the account, in the open unit of work (the one
   * writing the mail); false when a digest of that day is already marked, by this replica or another.
   */
  async takeDay(accountId: number, now: Date, claims: number): Promise<boolean> {
    const rows: unknown[] = await this.db.manager.query(
      `INSERT INTO approver_digest (day, account_id, claims)
       VALUES (($1::timestamptz AT TIME ZONE '${ACADEMY_TIME_ZONE}')::date, $2, $3)
       ON CONFLICT DO NOTHING RETURNING account_id`,
      [now, accountId, claims],
    );
    return rows.length === 1;
  }
}
