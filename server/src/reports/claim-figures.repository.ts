import { Injectable } from '@nestjs/common';
import { ACADEMY_TIME_ZONE } from '@unit-costs/contract';

import { TransactionHost } from '../database/transaction-host.js';
import type { ClaimFiguresQuery, Grouping } from './claim-figures.query.js';

/** A group's sums as the database adds them: amounts as numeric text, exact. */
export interface FiguresRow {
  key: string | number | null;
  label: string | null;
  /** The band's version (band grouping only). */
  version: number | null;
  claims: number;
  participants: number;
  travel: string;
  accommodation: string;
  total: string;
}

interface GroupingSql {
  /** The claim's group in the inner query (with `join`, if any). */
  inner: string;
  join?: string;
  /** Joined to the groups for their key and label. */
  outerJoin?: string;
  key: string;
  label: string;
  version?: string;
  order: string;
}

const GROUPING_SQL = new Map<Grouping, GroupingSql>([
  [
    'event',
    {
      inner: 'claim.event_id',
      outerJoin: 'JOIN event ON event.id = figures.key',
      key: 'event.number',
      label: 'event.title',
      order: 'event.start_date DESC, event.number',
    },
  ],
  [
    'country',
    {
      inner: 'claim.country_id',
      outerJoin: 'JOIN country ON country.id = figures.key',
      key: 'country.iso_3166',
      label: 'country.name',
      order: 'country.name',
    },
  ],
  [
    'band',
    {
      // The claim keeps its distance and band version; the band is the one of that version covering the distance.
      inner: 'band.id',
      join:
        'LEFT JOIN distance_band band ON band.version = claim.distance_band_version ' +
        'AND claim.distance_km BETWEEN band.min_value AND band.max_value',
      outerJoin: 'LEFT JOIN distance_band band ON band.id = figures.key',
      key: `'v' || band.version || ':' || band.min_value || '-' || band.max_value`,
      label: `band.min_value || '–' || band.max_value || ' km'`,
      version: 'band.version',
      order: 'band.version, band.min_value',
    },
  ],
  ['status', { inner: 'claim.status', key: 'figures.key', label: 'NULL', order: 'figures.key' }],
  [
    'month',
    {
      inner: `to_char(claim.submitted_at AT TIME ZONE '${ACADEMY_TIME_ZONE}', 'YYYY-MM')`,
      key: 'figures.key',
      label: 'NULL',
      order: 'figures.key',
    },
  ],
]);

/** The report's sums, added up by PostgreSQL in numeric (never in floating point). */
@Injectable()
export class ClaimFiguresRepository {
  constructor(private readonly db: TransactionHost) {}

  /**
   * Two steps: the claims are first added up per group and participant (lower-cased e-mail), then
   * per group, which counts participants with a hash instead of sorting every claim.
   */
  figures(query: ClaimFiguresQuery): Promise<FiguresRow[]> {
    const sql = GROUPING_SQL.get(query.groupBy)!;
    const parameters: unknown[] = [];
    const where: string[] = [];
    const bind = (value: unknown) => `$${parameters.push(value)}`;
    if (query.status !== undefined) where.push(`claim.status = ${bind(query.status)}`);
    if (query.number !== undefined) {
      where.push(`claim.event_id IN (SELECT id FROM event WHERE lower(number) = lower(${bind(query.number)}))`);
    }
    // Days of the academy: from its midnight on `from` to its midnight after `to`.
    if (query.from !== undefined) {
      where.push(`claim.submitted_at >= (${bind(query.from)}::date::timestamp AT TIME ZONE '${ACADEMY_TIME_ZONE}')`);
    }
    if (query.to !== undefined) {
      where.push(`claim.submitted_at < ((${bind(query.to)}::date + 1)::timestamp AT TIME ZONE '${ACADEMY_TIME_ZONE}')`);
    }
    return this.db.manager.query(
      `WITH per_participant AS (
         SELECT ${sql.inner} AS key, count(*) AS claims, sum(claim.travel_amount) AS travel,
                sum(claim.accommodation_total) AS accommodation, sum(claim.total_amount) AS total
         FROM claim ${sql.join ?? ''}
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         GROUP BY 1, lower(claim.email)
       ), figures AS (
         SELECT key, sum(claims)::int AS claims, count(*)::int AS participants, sum(travel)::text AS travel,
                sum(accommodation)::text AS accommodation, sum(total)::text AS total
         FROM per_participant GROUP BY key
       )
       SELECT ${sql.key} AS key, ${sql.label} AS label, ${sql.version ?? 'NULL'}::int AS version,
              figures.claims, figures.participants, figures.travel, figures.accommodation, figures.total
       FROM figures ${sql.outerJoin ?? ''}
       ORDER BY ${sql.order}`,
      parameters,
    );
  }
}
