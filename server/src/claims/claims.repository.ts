import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuditAction, ClaimStatus } from '@unit-costs/contract';

import { containsPattern, idListFilter } from '../common/lists/list-filters.js';
import type { ListQuery } from '../common/lists/list-query.js';
import type { Page } from '../common/lists/list-result.js';
import { sortExpression } from '../common/lists/paginate.js';
import { isViolation } from '../database/pg-errors.js';
import { ATTENDANCE_CONDITIONS, type AttendanceFilter } from '../attendance/claim-attendance.reader.js';
import { TransactionHost } from '../database/transaction-host.js';
import { SqlValues } from '../database/sql-values.js';
import type { OutboxId } from '../mail/mail-outbox.repository.js';
import { limitedMailPart, type LimitedMail } from '../mail/mail-quota.js';
import { ClaimAudit } from './claim-audit.entity.js';
import { Claim } from './claim.entity.js';
import type { ConfirmationMailDto, SavedClaimDto } from './dto/saved-claim.dto.js';

export interface ClaimListFilter {
  /** Only the claims of this (normalised) e-mail address: a guest's own list. */
  owner?: string;
  status?: ClaimStatus;
  /** Part of the e-mail address, any case. */
  email?: string;
  /** The event number, exactly (any case). */
  number?: string;
  /** How the claimant stands in the event's attendance. */
  attendance?: AttendanceFilter;
  /** Leaves out claims restricted at their owner's request (for all staff but Admins). */
  withoutRestricted?: boolean;
  /** Only the possible duplicates (true) or only the others (false). */
  duplicate?: boolean;
}

/** Another claim of the same address that may duplicate a claim (docs/rules.md, "Four eyes and duplicates"). */
export interface DuplicateClaim {
  guid: string;
  identifier: string;
  eventNumber: string;
  status: ClaimStatus;
  /** For the same event (else for an event whose days overlap). */
  sameEvent: boolean;
}

export type NewAudit = Pick<ClaimAudit, 'action' | 'description' | 'username'> &
  Partial<Pick<ClaimAudit, 'rejectReason' | 'othertxt'>>;
export type StatusChange = Pick<Claim, 'status'> & Partial<Pick<Claim, 'confirmed' | 'rejectReason' | 'othertxt'>>;

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
/** Up to this many matching claims are counted exactly; a longer list answers an estimate. */
export const COUNT_BOUND = 10_000;
/** Estimates this far above the bound skip the exact count (it would only hit the bound). */
const ESTIMATE_MARGIN = 10;
/** Addresses an e-mail filter may match before it is applied while walking the list's order. */
const EMAIL_MATCHES = 1000;

/** The addresses containing a pattern (containsPattern), lower-cased as they are: trigram index. */
const ADDRESSES_CONTAINING = `SELECT email FROM claim_email WHERE email LIKE lower($1) LIMIT ${EMAIL_MATCHES + 1}`;

/**
 * The addresses containing a text that holds '@' (migration EmailLookupByParts): the text before its
 * first '@' ends the address's local part and the rest begins its domain, prefix searches whose cost
 * follows the matches; an address with several '@' is checked in full. strpos, not LIKE, decides: a
 * LIKE would have the planner add the trigram index, which reads every address's common trigrams.
 */
const ADDRESSES_AROUND_AT = `SELECT email FROM claim_email
  WHERE strpos(email, lower($1)) > 0
    AND (reverse(split_part(email, '@', 1)) ^@ reverse(split_part(lower($1), '@', 1))
         AND split_part(email, '@', 2) ^@ substr(lower($1), strpos(lower($1), '@') + 1)
      OR email LIKE '%@%@%')
  LIMIT ${EMAIL_MATCHES + 1}`;

interface ResolvedFilter {
  /** The addresses an e-mail filter matches, unless too many do. */
  emails?: string[];
  /** The event an event-number filter names. */
  eventId?: number;
}

/**
 * The claims of an event, or of the few addresses an e-mail filter matched, are read first, then
 * sorted: they are few (thousands; `claim_event` covers every sort key). Left to itself the planner
 * may walk a sort's index instead, in the hope of meeting them early, the more so with a status too,
 * whose selectivity it multiplies as if independent (an event's claims often share one status), or
 * for addresses, which sit together in the e-mail order and may all be recent or old. The figures:
 * docs/decisions.md, "An event or e-mail filter reads its claims first".
 */
function readsMatchesFirst({ emails, eventId }: ResolvedFilter): boolean {
  return eventId !== undefined || emails !== undefined;
}

/** Matches no claim: an IN list must not be empty. */
const NO_CLAIM = '00000000-0000-0000-0000-000000000000';

const SORTABLE: Record<string, string> = {
  submitted: 'claim.submittedAt',
  identifier: 'claim.identifier',
  status: 'claim.status',
  email: 'claim.email',
  lastname: 'claim.lastname',
  totalAmount: 'claim.totalAmount',
  number: 'event.number',
};

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

/** The named queries of claims and their audit rows. */
@Injectable()
export class ClaimsRepository {
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

  async addAudit(claimId: string, audit: NewAudit): Promise<void> {
    await this.manager.insert(ClaimAudit, { ...audit, claim: { id: claimId } });
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

  /**
   * Moves the claim from `from` to the change's status, only if it still is in `from`: of two
   * concurrent decisions the second waits for the first's row lock, then finds no row to change.
   */
  async changeStatus(id: string, from: ClaimStatus, change: StatusChange): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set(change)
      .where('id = :id AND status = :from', { id, from })
      .execute();
    return result.affected === 1;
  }

  /** Records the first of two approvals, only if the claim is still Requested and has none. */
  async recordFirstApproval(id: string, approver: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set({ firstApprovedBy: approver })
      .where('id = :id AND status = :requested AND first_approved_by IS NULL', {
        id,
        requested: ClaimStatus.Requested,
      })
      .execute();
    return result.affected === 1;
  }

  /**
   * The other claims of the claim's address, not Rejected, for its event or an event whose days
   * overlap it (the database's events_may_duplicate, which also keeps claim.possible_duplicate).
   */
  async duplicatesOf(id: string): Promise<DuplicateClaim[]> {
    return this.manager.query(
      `SELECT other.id AS guid, other.identifier, other_event.number AS "eventNumber", other.status,
              other.event_id = mine.event_id AS "sameEvent"
         FROM claim mine
         JOIN claim other ON other.email = mine.email AND other.id <> mine.id AND other.status <> $2
         JOIN event other_event ON other_event.id = other.event_id
        WHERE mine.id = $1 AND events_may_duplicate(mine.event_id, other.event_id)
        ORDER BY other.submitted_at, other.id`,
      [id, ClaimStatus.Rejected],
    );
  }

  /**
   * The transaction number of another claim of the address for the event that is Requested, In
   * approval Run or Paid, if any. Takes a lock on (address, event) until the unit of work ends first,
   * so that of two claims moved at once (on any replica) the second sees the first's move.
   */
  async activeClaimForSameEvent(claim: Pick<Claim, 'id' | 'email'>, eventId: number): Promise<string | null> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`claim-event:${eventId}:${claim.email}`]);
    const rows: { identifier: string }[] = await this.manager.query(
      `SELECT identifier FROM claim
        WHERE email = $1 AND event_id = $2 AND id <> $3 AND status = ANY($4)
        ORDER BY submitted_at LIMIT 1`,
      [claim.email, eventId, claim.id, [ClaimStatus.Requested, ClaimStatus.ApprovalRun, ClaimStatus.Paid]],
    );
    return rows[0]?.identifier ?? null;
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

  /** Records that `username` had the claim's account shown in full. */
  async recordBankDataAccess(claimId: string, username: string): Promise<void> {
    await this.manager.query(`INSERT INTO bank_data_access (claim_id, username) VALUES ($1, $2)`, [claimId, username]);
  }

  findById(id: string): Promise<Claim | null> {
    return this.manager
      .createQueryBuilder(Claim, 'claim')
      .innerJoinAndSelect('claim.event', 'event')
      .leftJoinAndSelect('event.languages', 'eventLanguage')
      .leftJoinAndSelect('event.contacts', 'contact')
      .innerJoinAndSelect('claim.country', 'country')
      .innerJoinAndSelect('claim.venueCountry', 'venueCountry')
      .leftJoinAndSelect('claim.audits', 'audit')
      .leftJoinAndSelect('claim.paymentRun', 'paymentRun')
      .where('claim.id = :id', { id })
      .orderBy('audit.id', 'ASC')
      .getOne();
  }

  /** When each of the claims was recorded as Paid: the time of its latest Paid audit entry (Paid claims only). */
  async paidAt(ids: string[]): Promise<Map<string, Date>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager
      .createQueryBuilder(ClaimAudit, 'audit')
      .select('audit.claim_id', 'claimId')
      .addSelect('max(audit.createdAt)', 'paidAt')
      .where('audit.claim_id IN (:...ids) AND audit.action = :action', { ids, action: AuditAction.Paid })
      .groupBy('audit.claim_id')
      .getRawMany<{ claimId: string; paidAt: Date }>();
    return new Map(rows.map((row) => [row.claimId, row.paidAt]));
  }

  /**
   * A page of claims and their total. The total is asked for beside the page (its estimate is needed
   * only when the page is full, but waiting for the page first would add a round trip to every list).
   */
  async findPage(filter: ClaimListFilter, query: ListQuery): Promise<Page<Claim>> {
    const resolved = await this.resolve(filter);
    const [items, counted] = await Promise.all([
      this.page(filter, query, resolved),
      this.countUpToBound(this.filtered(filter, query, resolved)),
    ]);
    const onPage = items.length;
    // A page that is not full tells the total exactly.
    if (onPage < query.limit && (onPage > 0 || query.offset === 0)) return { items, total: query.offset + onPage };
    if (!counted.totalIsEstimate) return { items, ...counted };
    return { items, total: Math.max(counted.total, query.offset + onPage), totalIsEstimate: true };
  }

  /**
   * The page's claims with their event and countries. The page's ids are chosen in a subquery on the
   * claim table alone (an index-only scan where an index covers the filter and the order), then only
   * those rows are read: asked for every column at once, the planner read and sorted whole rows for
   * matches it then threw away (ordered by event number, a sort of every joined row; docs/decisions.md,
   * "A page's ids first, then its rows").
   */
  private page(filter: ClaimListFilter, query: ListQuery, resolved: ResolvedFilter): Promise<Claim[]> {
    const ids = this.filtered(filter, query, resolved).select('claim.id');
    // Joined only to sort by it: the event's number.
    if (query.sort?.field === 'number') ids.innerJoin('claim.event', 'event');
    this.ordered(ids, query, readsMatchesFirst(resolved)).offset(query.offset).limit(query.limit);
    const page = this.manager
      .createQueryBuilder(Claim, 'claim')
      .innerJoinAndSelect('claim.event', 'event')
      .leftJoinAndSelect('event.languages', 'eventLanguage')
      .innerJoinAndSelect('claim.country', 'country')
      .innerJoinAndSelect('claim.venueCountry', 'venueCountry')
      .where(`claim.id IN (${ids.getQuery()})`)
      .setParameters(ids.getParameters());
    return this.ordered(page, query).getMany();
  }

  /**
   * Looks up first what the filter names, so that the planner sees the values themselves: an event's
   * id (its claims may all share one status, which a subquery hides) and the matching addresses.
   */
  private async resolve(filter: ClaimListFilter): Promise<ResolvedFilter> {
    const [emails, eventId] = await Promise.all([
      filter.email === undefined ? undefined : this.addressesContaining(filter.email),
      filter.number === undefined ? undefined : this.eventIdOf(filter.number),
    ]);
    return { emails, eventId };
  }

  /** The id of the event with this number (any case); -1, matching no claim, when there is none. */
  private async eventIdOf(number: string): Promise<number> {
    const rows: { id: number }[] = await this.manager.query(`SELECT id FROM event WHERE lower(number) = lower($1)`, [
      number,
    ]);
    return rows[0]?.id ?? -1;
  }

  /**
   * How many claims the filter selects, exactly where that is cheap (a count up to COUNT_BOUND reads at
   * most that many index entries), else the planner's estimate.
   */
  private async countUpToBound(
    filtered: SelectQueryBuilder<Claim>,
  ): Promise<Pick<Page<Claim>, 'total' | 'totalIsEstimate'>> {
    const [sql, parameters] = filtered.select('1').getQueryAndParameters();
    const [{ 'QUERY PLAN': plan }] = await this.manager.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
    const estimate = Math.round((plan as [{ Plan: { 'Plan Rows': number } }])[0].Plan['Plan Rows']);
    if (estimate <= COUNT_BOUND * ESTIMATE_MARGIN) {
      const [{ total }] = await this.manager.query(
        `SELECT count(*)::int AS total FROM (${sql} LIMIT ${COUNT_BOUND + 1}) AS bounded`,
        parameters,
      );
      if (total <= COUNT_BOUND) return { total };
    }
    return { total: Math.max(estimate, COUNT_BOUND + 1), totalIsEstimate: true };
  }

  /**
   * The (lower-cased) addresses of claims that contain `text`, looked up among the distinct addresses
   * (claim_email); undefined when more than EMAIL_MATCHES match, so broadly that filtering the claims
   * while walking the order's index is faster.
   */
  private async addressesContaining(text: string): Promise<string[] | undefined> {
    const [sql, value] = text.includes('@')
      ? [ADDRESSES_AROUND_AT, text]
      : [ADDRESSES_CONTAINING, containsPattern(text)];
    const rows: { email: string }[] = await this.manager.query(sql, [value]);
    return rows.length > EMAIL_MATCHES ? undefined : rows.map((row) => row.email);
  }

  /**
   * Every claim the filter selects, in the list's order, shaped by `shape` (its joins and select
   * list): SQL and parameters for a cursor that streams them.
   */
  async exportQuery(
    filter: ClaimListFilter,
    query: ListQuery,
    shape: (qb: SelectQueryBuilder<Claim>) => SelectQueryBuilder<Claim>,
  ): Promise<[string, unknown[]]> {
    const resolved = await this.resolve(filter);
    return this.ordered(
      shape(this.filtered(filter, query, resolved)),
      query,
      readsMatchesFirst(resolved),
    ).getQueryAndParameters();
  }

  /**
   * The list's order: the requested sort (newest first by default), then the id to break ties. With
   * `matchesFirst`, the sort key is wrapped so that no index matches it: the planner then reads the
   * matching claims (claim_event, claim_email_lower) and sorts them, instead of walking the sort's
   * index for matches that may come late or never (docs/decisions.md, "An event or e-mail filter
   * reads its claims first").
   */
  private ordered(qb: SelectQueryBuilder<Claim>, query: ListQuery, matchesFirst = false): SelectQueryBuilder<Claim> {
    const field = query.sort?.field ?? 'submitted';
    // Newest first unless asked otherwise.
    const order = query.sort ? query.sort.order : 'DESC';
    const key = sortExpression(SORTABLE, field);
    return qb.orderBy(matchesFirst ? `COALESCE(${key}, ${key})` : key, order).addOrderBy('claim.id', order);
  }

  /** The claims the filter selects, as a query of the claim table alone. */
  private filtered(
    filter: ClaimListFilter,
    query: ListQuery,
    { emails, eventId }: ResolvedFilter,
  ): SelectQueryBuilder<Claim> {
    const qb = this.manager.createQueryBuilder(Claim, 'claim');
    // Stored normalised (normaliseEmail): compared as it is, served by claim_email_owner.
    if (filter.owner !== undefined) qb.andWhere('claim.email = :owner', { owner: filter.owner });
    if (filter.status !== undefined) qb.andWhere('claim.status = :status', { status: filter.status });
    // lower(email) matches the expression index claim_email_lower.
    if (emails !== undefined) qb.andWhere('lower(claim.email) = ANY(:emails)', { emails });
    else if (filter.email !== undefined) {
      // lower() on both sides, so PostgreSQL lower-cases the pattern as it does the column.
      qb.andWhere(`lower(claim.email) LIKE lower(:email)`, { email: containsPattern(filter.email) });
    }
    if (eventId !== undefined) qb.andWhere('claim.event_id = :eventId', { eventId });
    // As written, so that claim_possible_duplicate (WHERE possible_duplicate) serves it.
    if (filter.duplicate === true) qb.andWhere('claim.possible_duplicate');
    if (filter.duplicate === false) qb.andWhere('NOT claim.possible_duplicate');
    if (filter.attendance !== undefined) qb.andWhere(ATTENDANCE_CONDITIONS.get(filter.attendance)!);
    if (filter.withoutRestricted) qb.andWhere('claim.restricted_at IS NULL');
    // react-admin's getMany; what is not a guid names no claim.
    const ids = idListFilter(query.filter);
    if (ids !== undefined) {
      const guids = ids.filter((id) => isUUID(id));
      qb.andWhere('claim.id IN (:...guids)', { guids: guids.length ? guids : [NO_CLAIM] });
    }
    return qb;
  }
}
