import { Injectable } from '@nestjs/common';
import { AuditAction } from '@unit-costs/contract';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { ClaimPlaceholders } from './claim-erasure.service.js';

/** A claim's placeholder address as SQL: `$before || claim.id || $after`, parameters `before` and `after`. */
const placeholder = (before: number, after: number) => `$${before}::text || claim.id || $${after}::text`;

/** The claim rows anonymising and restricting change: the claim, its history, its submission, the claims' addresses. */
@Injectable()
export class ClaimErasureRepository {
  constructor(private readonly db: TransactionHost) {}

  private query<T = unknown>(sql: string, parameters: unknown[]): Promise<T> {
    return this.db.manager.query(sql, parameters);
  }

  /** The claims of `ids` not yet anonymised, locked until the unit of work ends. */
  lockNotAnonymised(ids: string[]): Promise<{ id: string; email: string }[]> {
    return this.query(
      `SELECT id, email FROM claim WHERE id = ANY($1::uuid[]) AND anonymised_at IS NULL ORDER BY id FOR UPDATE`,
      [ids],
    );
  }

  /** Enters each claim's placeholder among the claims' addresses, under its owner's participant id. */
  async keepParticipantIds(claimIds: string[], address: ClaimPlaceholders['address']): Promise<void> {
    await this.query(
      `INSERT INTO claim_email (email, id) OVERRIDING SYSTEM VALUE
       SELECT ${placeholder(2, 3)}, participant.id FROM claim JOIN claim_email participant ON participant.email = lower(claim.email)
       WHERE claim.id = ANY($1::uuid[]) ON CONFLICT DO NOTHING`,
      [claimIds, address.before, address.after],
    );
  }

  /** Replaces what names, places or reaches the claims' owner; the figures stay. */
  async anonymise(claimIds: string[], at: Date, placeholders: ClaimPlaceholders): Promise<void> {
    await this.query(
      `UPDATE claim SET firstname = $3, lastname = $4, name_employer_key = NULL,
         email = ${placeholder(5, 6)}, phone = '',
         institution = '', street = '', postal_code = '', city = '', latitude = 0, longitude = 0, othertxt = NULL,
         anonymised_at = $2, restricted_at = NULL, row_version = row_version + 1
       WHERE id = ANY($1::uuid[])`,
      [
        claimIds,
        at,
        placeholders.firstname,
        placeholders.lastname,
        placeholders.address.before,
        placeholders.address.after,
      ],
    );
  }

  async deleteSubmissions(claimIds: string[]): Promise<void> {
    await this.query(`DELETE FROM claim_submission WHERE claim_id = ANY($1::uuid[])`, [claimIds]);
  }

  /**
   * The claims' history: a guest's entries name them by address (`addresses`, lower-cased), a summary's
   * entry names where it was mailed, free text may name anyone.
   */
  async anonymiseHistory(claimIds: string[], addresses: string[], placeholders: ClaimPlaceholders): Promise<void> {
    await this.query(
      `UPDATE claim_audit SET othertxt = NULL,
         username = CASE WHEN lower(username) = ANY($2) THEN $3 ELSE username END,
         description = CASE WHEN action = ${AuditAction.SummarySent} THEN $4 ELSE description END
       WHERE claim_id = ANY($1::uuid[])`,
      [claimIds, addresses, placeholders.historyActor, placeholders.summarySent],
    );
  }

  /** Of `addresses`, those on no claim, lower-cased. */
  async withoutClaims(addresses: string[]): Promise<string[]> {
    const rows: { address: string }[] = await this.query(
      `SELECT lower(address) AS address FROM unnest($1::text[]) AS address
       WHERE NOT EXISTS (SELECT 1 FROM claim WHERE claim.email = address)`,
      [addresses],
    );
    return rows.map((row) => row.address);
  }

  /** Removes lower-cased `addresses` from the claims' addresses (which hold them lower-cased, read by their key). */
  async forgetAddresses(addresses: string[]): Promise<void> {
    await this.query(`DELETE FROM claim_email WHERE email = ANY($1::text[])`, [addresses]);
  }

  /** Restricts the claims not yet restricted (their owner asked for erasure while a duty keeps them). */
  async restrict(ids: string[], at: Date): Promise<void> {
    await this.query(
      `UPDATE claim SET restricted_at = $2, row_version = row_version + 1
       WHERE id = ANY($1::uuid[]) AND restricted_at IS NULL`,
      [ids, at],
    );
  }
}
