import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { isViolation } from '../../platform/database/pg-errors.js';
import { SqlValues } from '../../platform/database/sql-values.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { OutboxId } from '../../platform/mail/mail-outbox.repository.js';
import { limitedMailPart, type LimitedMail } from '../../platform/mail/mail-quota.js';
import type { ClaimAudit } from './claim-audit.entity.js';
import type { Claim } from './claim.entity.js';
import type { ConfirmationMailDto, SavedClaimDto } from './dto/saved-claim.dto.js';

/** A form submission's first answer, and its request's fingerprint. */
export interface Submission {
  fingerprint: string;
  answer: SavedClaimDto;
}

/** The Idempotency-Key record of a save: its answer without `confirmationMail`, and that field either way. */
export interface NewSubmission {
  key: string;
  fingerprint: string;
  answer: Omit<SavedClaimDto, 'confirmationMail'>;
  mailSent: ConfirmationMailDto;
  mailNotSent: ConfirmationMailDto;
}

export interface SaveOutcome {
  /** The outbox row of the confirmation, null when the recipient's limit held it back. */
  mailId: OutboxId | null;
}

/** The unique key of claim_submission: a save that meets it was submitted already (isSubmitted). */
const SUBMISSION_KEY = 'claim_submission_pkey';

/** Whether `error` is saveClaim meeting its Idempotency-Key's record, written by a concurrent submission. */
export const isSubmitted = (error: unknown): boolean => isViolation(error, 'uniqueViolation', SUBMISSION_KEY);

/** How long an Idempotency-Key of the claim form holds. */
const SUBMISSION_HOURS = 24;

/** A new claim's row: its columns and their values (saveClaim). */
function claimColumns(claim: Claim) {
  return {
    id: claim.id,
    identifier: claim.identifier,
    status: claim.status,
    confirmed: claim.confirmed,
    event_id: claim.event.id,
    firstname: claim.firstname,
    lastname: claim.lastname,
    email: claim.email,
    phone: claim.phone,
    institution: claim.institution,
    name_employer_key: claim.nameEmployerKey,
    street: claim.street,
    postal_code: claim.postalCode,
    city: claim.city,
    country_id: claim.country.id,
    latitude: claim.latitude,
    longitude: claim.longitude,
    travel_type: claim.travelType,
    venue_name: claim.venueName,
    venue_city: claim.venueCity,
    venue_country_id: claim.venueCountry.id,
    distance_km: claim.distanceKm,
    distance_band_version: claim.distanceBandVersion,
    travel_amount: claim.travelAmount,
    nights: claim.nights,
    nightly_rate: claim.nightlyRate,
    accommodation_total: claim.accommodationTotal,
    total_amount: claim.totalAmount,
    reject_reason: claim.rejectReason,
    othertxt: claim.othertxt,
    submitted_at: claim.submittedAt,
    updated_at: claim.submittedAt,
    row_version: claim.rowVersion,
    language: claim.language,
  };
}

/** A new audit row's columns, but its claim's, and their values (saveClaim). */
function auditColumns(audit: ClaimAudit) {
  return {
    action: audit.action,
    description: audit.description,
    username: audit.username,
    created_at: audit.createdAt,
  };
}

/** The queries of saving a claim: its number, its one-statement save, its Idempotency-Key records. */
@Injectable()
export class ClaimSavingRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  /** `count` values of claim_identifier_seq, in order (see ClaimNumbers). */
  async takeNumbers(count: number): Promise<string[]> {
    const rows: { value: string }[] = await this.manager.query(
      `SELECT value::text AS value FROM (SELECT nextval('claim_identifier_seq') AS value FROM generate_series(1, $1)) AS taken
        ORDER BY taken.value`,
      [count],
    );
    return rows.map((row) => row.value);
  }

  /**
   * Writes a new claim, its first audit row, its confirmation mail (limitedMailPart: only within the
   * recipient's limit) and the submission record of its Idempotency-Key, in one statement that
   * commits on its own: a save's only write, one round trip. The submission's answer gets the
   * confirmation outcome the limit decides. A submission whose key is recorded already (a concurrent
   * one waits for the first to commit) fails on the key (isSubmitted): nothing of it is written.
   */
  async saveClaim(claim: Claim, mail: LimitedMail, submission?: NewSubmission): Promise<SaveOutcome> {
    const values = new SqlValues();
    const confirmation = limitedMailPart(values, mail);
    const row = values.row(claimColumns(claim));
    const audit = values.row(auditColumns(claim.audits[0]));
    const key = values.add(submission?.key ?? null);
    const json = (value: unknown) => values.add(submission ? JSON.stringify(value) : null, 'jsonb');
    const [outcome] = await this.db.prepared<SaveOutcome>(
      'save_claim',
      `WITH ${confirmation.ctes},
       saved AS (
         INSERT INTO claim (${row.names}) VALUES (${row.placeholders})
         RETURNING id),
       audit AS (
         INSERT INTO claim_audit (claim_id, ${audit.names})
         SELECT id, ${audit.placeholders} FROM saved),
       submission AS (
         INSERT INTO claim_submission (idempotency_key, fingerprint, claim_id, answer)
         SELECT ${key}, ${values.add(submission?.fingerprint ?? null)}, saved.id,
           ${json(submission?.answer)} || jsonb_build_object('confirmationMail',
             CASE WHEN granted THEN ${json(submission?.mailSent)} ELSE ${json(submission?.mailNotSent)} END)
           FROM ${confirmation.quota}, saved WHERE ${key}::varchar IS NOT NULL)
       SELECT (SELECT id FROM ${confirmation.outbox}) AS "mailId"`,
      values.list,
    );
    return outcome;
  }

  /** The first answer to the form submission `key` within the last 24 hours, and its request's fingerprint. */
  async findSubmission(key: string): Promise<Submission | null> {
    const rows: Submission[] = await this.manager.query(
      `SELECT fingerprint, answer FROM claim_submission
        WHERE idempotency_key = $1 AND created_at > now() - make_interval(hours => $2)`,
      [key, SUBMISSION_HOURS],
    );
    return rows[0] ?? null;
  }

  /** Deletes the record of `key` if it is past its 24 hours (not yet pruned): the key is then free again. */
  async forgetExpiredSubmission(key: string): Promise<void> {
    await this.manager.query(
      `DELETE FROM claim_submission WHERE idempotency_key = $1 AND created_at <= now() - make_interval(hours => $2)`,
      [key, SUBMISSION_HOURS],
    );
  }

  /** Deletes the submission records past their 24 hours: a key then counts as new anyway. */
  async pruneSubmissions(): Promise<number> {
    const [, deleted]: [unknown, number] = await this.manager.query(
      `DELETE FROM claim_submission WHERE created_at <= now() - make_interval(hours => $1)`,
      [SUBMISSION_HOURS],
    );
    return deleted;
  }
}
