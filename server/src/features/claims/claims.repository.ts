import { Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';
import { isUUID } from 'class-validator';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';

import { containsPattern, idListFilter } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { sortExpression } from '../../platform/common/lists/paginate.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ATTENDANCE_CONDITIONS, type AttendanceFilter } from '../attendance/claim-attendance.reader.js';
import { Claim } from './claim.entity.js';

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

/**
 * A claim as it is read, the staff list's pages and exports of claims, and the record of an account
 * shown in full.
 */
@Injectable()
export class ClaimsRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
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
