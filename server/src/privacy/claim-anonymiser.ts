import { Injectable } from '@nestjs/common';
import { AuditAction } from '@unit-costs/contract';

import { TransactionHost } from '../database/transaction-host.js';

/** What an anonymised claim's history shows where a participant's address stood. */
export const ANONYMISED_PARTICIPANT = 'anonymised participant';

/**
 * The address an anonymised claim carries instead of its owner's: unique per claim, in the reserved
 * .invalid domain (RFC 2606), so nothing can be mailed to it and it names nobody.
 */
const PLACEHOLDER = `'anonymised-' || claim.id || '@anonymised.invalid'`;

/** An attendee's columns that name or place a person, emptied. */
const ANONYMOUS_ATTENDEE = `firstname = 'Anonymised', lastname = 'attendee', institution = NULL, city = NULL`;

/**
 * Removes what names or reaches a person from claims and everything tied to them, keeping every
 * figure the reports and the audit pack count (amounts, distance, band version, countries, nights,
 * dates, status, event). Runs inside the caller's unit of work.
 */
@Injectable()
export class ClaimAnonymiser {
  constructor(private readonly db: TransactionHost) {}

  /** Anonymises the claims of `ids` not yet anonymised; answers how many it did. */
  async anonymise(ids: string[], at: Date): Promise<number> {
    const query = (sql: string, parameters: unknown[]) => this.db.manager.query(sql, parameters);
    const claims: { id: string; email: string }[] = await query(
      `SELECT id, email FROM claim WHERE id = ANY($1::uuid[]) AND anonymised_at IS NULL ORDER BY id FOR UPDATE`,
      [ids],
    );
    if (claims.length === 0) return 0;
    const claimIds = claims.map((claim) => claim.id);
    const addresses = [...new Set(claims.map((claim) => claim.email))];
    // The placeholder joins its owner's participant id, so the rollups' distinct participants stay as they were.
    await query(
      `INSERT INTO claim_email (email, id) OVERRIDING SYSTEM VALUE
       SELECT ${PLACEHOLDER}, participant.id FROM claim JOIN claim_email participant ON participant.email = lower(claim.email)
       WHERE claim.id = ANY($1::uuid[]) ON CONFLICT DO NOTHING`,
      [claimIds],
    );
    // The event's attendee of the same address follows the claim's placeholder: the audit pack still pairs them.
    await query(
      `UPDATE attendee SET email = ${PLACEHOLDER}, ${ANONYMOUS_ATTENDEE}, updated_at = $2
       FROM claim WHERE claim.id = ANY($1::uuid[]) AND attendee.event_id = claim.event_id AND attendee.email = claim.email`,
      [claimIds, at],
    );
    await query(
      `UPDATE claim SET firstname = 'Anonymised', lastname = 'participant', email = ${PLACEHOLDER}, phone = '',
         institution = '', street = '', postal_code = '', city = '', latitude = 0, longitude = 0, othertxt = NULL,
         anonymised_at = $2, restricted_at = NULL, row_version = row_version + 1
       WHERE id = ANY($1::uuid[])`,
      [claimIds, at],
    );
    await query(`DELETE FROM claim_bank_data WHERE claim_id = ANY($1::uuid[])`, [claimIds]);
    await query(`DELETE FROM claim_submission WHERE claim_id = ANY($1::uuid[])`, [claimIds]);
    // A guest's entries name them by address; a summary's entry names where it was mailed; free text may name anyone.
    await query(
      `UPDATE claim_audit SET othertxt = NULL,
         username = CASE WHEN lower(username) = ANY($2) THEN $3 ELSE username END,
         description = CASE WHEN action = ${AuditAction.SummarySent} THEN 'Summary sent' ELSE description END
       WHERE claim_id = ANY($1::uuid[])`,
      [claimIds, addresses.map((address) => address.toLowerCase()), ANONYMISED_PARTICIPANT],
    );
    await this.forgetAddresses(addresses);
    return claimIds.length;
  }

  /**
   * The attendance records of events past their retention: attendees without a claim get a
   * placeholder address of their own, the scanned signature sheets are deleted. Answers the counts.
   */
  async anonymiseAttendance(eventIds: number[], at: Date): Promise<{ attendees: number; scans: number }> {
    const count = async (sql: string, parameters: unknown[]) =>
      ((await this.db.manager.query(sql, parameters)) as [unknown, number])[1];
    return {
      attendees: await count(
        `UPDATE attendee SET email = 'anonymised-attendee-' || attendee.id || '@anonymised.invalid',
           ${ANONYMOUS_ATTENDEE}, updated_at = $2
         WHERE event_id = ANY($1::int[]) AND email NOT LIKE '%@anonymised.invalid'`,
        [eventIds, at],
      ),
      scans: await count(`DELETE FROM attendance_scan WHERE event_id = ANY($1::int[])`, [eventIds]),
    };
  }

  /**
   * Of `addresses`, those no longer on any claim: their sign-in codes, sessions, mails (sent or not),
   * mail quotas and their entry among the claims' addresses go.
   */
  private async forgetAddresses(addresses: string[]): Promise<void> {
    const rows: { address: string }[] = await this.db.manager.query(
      `SELECT lower(address) AS address FROM unnest($1::text[]) AS address
       WHERE NOT EXISTS (SELECT 1 FROM claim WHERE claim.email = address)`,
      [addresses],
    );
    const gone = rows.map((row) => row.address);
    if (gone.length === 0) return;
    // claim_email holds addresses lower-cased already (and is read by its key); the others as they were written.
    for (const [table, address] of [
      ['claim_email', 'email'],
      ['mail_outbox', 'lower(recipient)'],
      ['mail_quota', 'lower(recipient)'],
      ['guest_login_code', 'lower(email)'],
      ['guest_refresh_token', 'lower(email)'],
    ]) {
      await this.db.manager.query(`DELETE FROM ${table} WHERE ${address} = ANY($1::text[])`, [gone]);
    }
  }
}
