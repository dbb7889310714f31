import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../../platform/database/transaction-host.js';
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
  /** The group of a rollup row (claim_rollup or claim_rollup_participant, as `rollup`). */
  inner: string;
  /** The group of a claim_rollup_participant row, when another column holds it there. */
  participant?: string;
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
      inner: 'rollup.event_id',
      outerJoin: 'JOIN event ON event.id = figures.key',
      key: 'event.number',
      label: 'event.title',
      order: 'event.start_date DESC, event.number',
    },
  ],
  [
    'country',
    {
      inner: 'rollup.country_id',
      outerJoin: 'JOIN country ON country.id = figures.key',
      key: 'country.iso_3166',
      label: 'country.name',
      order: 'country.name',
    },
  ],
  [
    'band',
    {
      // The band of the claim's saved version covering its saved distance, looked up when it was saved.
      inner: 'rollup.band_id',
      outerJoin: 'LEFT JOIN distance_band band ON band.id = figures.key',
      key: `'v' || band.version || ':' || band.min_value || '-' || band.max_value`,
      label: `band.min_value || '–' || band.max_value || ' km'`,
      version: 'band.version',
      order: 'band.version, band.min_value',
    },
  ],
  ['status', { inner: 'rollup.status', key: 'figures.key', label: 'NULL', order: 'figures.key' }],
  [
    'month',
    {
      // Days of the academy (Europe/Berlin), as the rollup keeps them.
      inner: `date_trunc('month', rollup.day::timestamp)::date`,
      participant: 'rollup.month',
      key: `to_char(figures.key, 'YYYY-MM')`,
      label: 'NULL',
      order: 'figures.key',
    },
  ],
]);

/**
 * The report's sums, read from the rollups the claim triggers keep (migration ClaimRollup) and
 * added up by PostgreSQL in numeric (never in floating point).
 */
@Injectable()
export class ClaimFiguresRepository {
  constructor(private readonly db: TransactionHost) {}

  /**
   * Claims and amounts from claim_rollup; participants from claim_rollup_participant, counted per
   * group off its index on (group, participant) in order, since distinct counts do not add up.
   */
  figures(query: ClaimFiguresQuery): Promise<FiguresRow[]> {
    const sql = GROUPING_SQL.get(query.groupBy)!;
    const parameters: unknown[] = [];
    const where: string[] = [];
    const bind = (value: unknown) => `$${parameters.push(value)}`;
    if (query.status !== undefined) where.push(`rollup.status = ${bind(query.status)}`);
    if (query.number !== undefined) {
      where.push(`rollup.event_id IN (SELECT id FROM event WHERE lower(number) = lower(${bind(query.number)}))`);
    }
    // Both days included; the rollup's days are the academy's.
    if (query.from !== undefined) where.push(`rollup.day >= ${bind(query.from)}::date`);
    if (query.to !== undefined) where.push(`rollup.day <= ${bind(query.to)}::date`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const participantKey = sql.participant ?? sql.inner;
    return this.db.manager.query(
      `WITH sums AS (
         SELECT ${sql.inner} AS key, sum(claims)::int AS claims, sum(travel)::text AS travel,
                sum(accommodation)::text AS accommodation, sum(total)::text AS total
         FROM claim_rollup rollup ${filter}
         GROUP BY 1
       ), per_participant AS (
         SELECT ${participantKey} AS key FROM claim_rollup_participant rollup ${filter}
         GROUP BY ${participantKey}, rollup.participant_id
       ), participants AS (
         SELECT key, count(*)::int AS participants FROM per_participant GROUP BY key
       ), figures AS (
         SELECT sums.*, participants.participants
         FROM sums JOIN participants ON participants.key IS NOT DISTINCT FROM sums.key
       )
       SELECT ${sql.key} AS key, ${sql.label} AS label, ${sql.version ?? 'NULL'}::int AS version,
              figures.claims, figures.participants, figures.travel, figures.accommodation, figures.total
       FROM figures ${sql.outerJoin ?? ''}
       ORDER BY ${sql.order}`,
      parameters,
    );
  }
}
