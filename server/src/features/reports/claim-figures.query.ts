import type { ClaimStatus } from '@unit-costs/contract';

import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { textFilter } from '../../platform/common/lists/list-filters.js';
import { statusFilter } from '../claims/dto/claim-list-filter.js';

export type Grouping = 'event' | 'country' | 'band' | 'status' | 'month';
export const GROUPINGS: readonly Grouping[] = ['event', 'country', 'band', 'status', 'month'];
const GROUPING_NAMES = new Map<string, Grouping>(GROUPINGS.map((name) => [name, name]));

/** What the figures count: the claims saved from `from` to `to` (academy days, both included). */
export interface ClaimFiguresQuery {
  groupBy: Grouping;
  from?: string;
  to?: string;
  status?: ClaimStatus;
  /** An event number, any case. */
  number?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(query: Record<string, unknown>, name: 'from' | 'to'): string | undefined {
  const text = textFilter(query, name);
  if (text === undefined) return undefined;
  const parsed = new Date(`${text}T00:00:00Z`);
  if (!DAY.test(text) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
    throw new InvalidInput({ [name === 'from' ? 'From' : 'To']: [`'${name}' must be a date as YYYY-MM-DD.`] });
  }
  return text;
}

/** Reads the query string of GET /api/reports/claims; anything else is a 400 that says what is allowed. */
export function parseClaimFiguresQuery(query: Record<string, unknown>): ClaimFiguresQuery {
  const name = textFilter(query, 'groupBy');
  const groupBy = name === undefined ? undefined : GROUPING_NAMES.get(name);
  if (groupBy === undefined) {
    throw new InvalidInput({ GroupBy: [`'groupBy' must be one of ${GROUPINGS.join(', ')}.`] });
  }
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from !== undefined && to !== undefined && from > to) {
    throw new InvalidInput({ To: [`'to' must not be before 'from'.`] });
  }
  return { groupBy, from, to, status: statusFilter(query), number: textFilter(query, 'number') };
}

/** The days of GET /api/reports/paid: both needed, `to` not before `from`. */
export function parsePaidFiguresQuery(query: Record<string, unknown>): { from: string; to: string } {
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from === undefined || to === undefined) {
    throw new InvalidInput({
      ...(from === undefined ? { From: [`'from' is needed, a date as YYYY-MM-DD.`] } : {}),
      ...(to === undefined ? { To: [`'to' is needed, a date as YYYY-MM-DD.`] } : {}),
    });
  }
  if (from > to) throw new InvalidInput({ To: [`'to' must not be before 'from'.`] });
  return { from, to };
}
