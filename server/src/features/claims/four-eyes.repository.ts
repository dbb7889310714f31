import { Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';
import type { EntityManager } from 'typeorm';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { Claim } from './claim.entity.js';

/** What two claims of one person share (docs/rules.md, "Four eyes and duplicates"). */
export type DuplicateFact = 'email' | 'iban' | 'nameAndEmployer';

/** Another claim of the same person that may duplicate a claim (docs/rules.md, "Four eyes and duplicates"). */
export interface DuplicateClaim {
  guid: string;
  identifier: string;
  eventNumber: string;
  status: ClaimStatus;
  /** For the same event (else for an event whose days overlap). */
  sameEvent: boolean;
  /** What the two share, in this order: the address, the IBAN, the name and employer. */
  matchedBy: DuplicateFact[];
  /** Restricted at its owner's request (restriction.ts): FourEyes shows it only to those who may see it. */
  restricted: boolean;
}

/** Another claim of the person for the same event that is requested, approved or paid. */
export interface ActiveDuplicate {
  identifier: string;
  /** The fact that makes it the same person's: the address, else the account. */
  matchedBy: 'email' | 'iban';
  /** Restricted at its owner's request (restriction.ts). */
  restricted: boolean;
}

/** The reads of the four-eyes and duplicate rules (docs/rules.md, "Four eyes and duplicates"). */
@Injectable()
export class FourEyesRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  /**
   * The other claims, not Rejected, for the claim's event or an event whose days overlap it, of its
   * address, IBAN or name and employer, with what they share (the database's claim_duplicate_matches,
   * which also keeps claim.possible_duplicate).
   */
  async duplicatesOf(id: string): Promise<DuplicateClaim[]> {
    return this.manager.query(
      `SELECT other.id AS guid, other.identifier, other_event.number AS "eventNumber", other.status,
              other.event_id = mine.event_id AS "sameEvent", other.restricted_at IS NOT NULL AS restricted,
              array_agg(DISTINCT match.fact ORDER BY match.fact) AS "matchedBy"
         FROM claim mine
         CROSS JOIN LATERAL claim_duplicate_matches(mine.id, mine.email, mine.name_employer_key,
           (SELECT iban_fingerprint FROM claim_bank_data WHERE claim_id = mine.id), mine.event_id) AS match
         JOIN claim other ON other.id = match.claim_id
         JOIN event other_event ON other_event.id = other.event_id
        WHERE mine.id = $1
        GROUP BY other.id, other_event.number, mine.event_id
        ORDER BY other.submitted_at, other.id`,
      [id],
    );
  }

  /**
   * Another claim for the event that is Requested, In approval Run or Paid, of the claim's address or
   * paid to its account (the same IBAN), if any. Takes a lock on (address, event) and on (account,
   * event) until the unit of work ends first, so that of two claims moved at once (on any replica) the
   * second sees the first's move.
   */
  async activeClaimForSameEvent(claim: Pick<Claim, 'id' | 'email'>, eventId: number): Promise<ActiveDuplicate | null> {
    const [account]: { fingerprint: string }[] = await this.manager.query(
      `SELECT encode(iban_fingerprint, 'hex') AS fingerprint FROM claim_bank_data
        WHERE claim_id = $1 AND iban_fingerprint IS NOT NULL`,
      [claim.id],
    );
    const keys = [`claim-event:${eventId}:${claim.email}`];
    if (account) keys.push(`claim-event-account:${eventId}:${account.fingerprint}`);
    // In one order, so that two moves locking both never wait for each other in a circle.
    await this.manager.query(
      `SELECT pg_advisory_xact_lock(key) FROM (SELECT DISTINCT hashtext(k) AS key FROM unnest($1::text[]) AS k) AS locks ORDER BY key`,
      [keys],
    );
    const rows: ActiveDuplicate[] = await this.manager.query(
      `SELECT identifier, CASE WHEN email = $1 THEN 'email' ELSE 'iban' END AS "matchedBy",
              restricted_at IS NOT NULL AS restricted FROM claim
        WHERE event_id = $2 AND id <> $3 AND status = ANY($4)
          AND (email = $1 OR id IN (SELECT claim_id FROM claim_bank_data WHERE iban_fingerprint = decode($5, 'hex')))
        ORDER BY email = $1 DESC, submitted_at LIMIT 1`,
      [
        claim.email,
        eventId,
        claim.id,
        [ClaimStatus.Requested, ClaimStatus.ApprovalRun, ClaimStatus.Paid],
        account?.fingerprint ?? null,
      ],
    );
    return rows[0] ?? null;
  }

  /**
   * The e-mail address of the local staff account `username`, if it has one. Read at every decision,
   * not from the token, so a changed address counts at once.
   */
  async staffAccountEmail(username: string): Promise<string | null> {
    const rows: { email: string | null }[] = await this.manager.query(
      `SELECT email FROM staff_account WHERE username = $1`,
      [username],
    );
    return rows[0]?.email ?? null;
  }
}
