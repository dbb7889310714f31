import type { FastifyRequest } from 'fastify';

import { textFilter } from '../../platform/common/lists/list-filters.js';
import { parseListQuery, type ListQuery, type ListQueryOptions } from '../../platform/common/lists/list-query.js';
import type { EventListFilter } from './events.repository.js';

/** The plain query parameters that filter the event list in page style (`?number=`, `?q=`). */
export const EVENT_LIST_OPTIONS: ListQueryOptions = { filters: ['number', 'q'] };

/**
 * The filters of a parsed list query. The access check and the list read the same result,
 * so what counts as a public look-up by number is exactly what the list then filters by.
 */
export function eventListFilter(query: ListQuery): EventListFilter {
  return { number: textFilter(query.filter, 'number'), q: textFilter(query.filter, 'q') };
}

/**
 * GET /api/events is public when it looks an event up by its number (the participants' claim form)
 * and a staff list otherwise. Malformed queries are not public; the staff check answers them first.
 */
export function isLookupByNumber(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown>;
  if (query.number === undefined) return false;
  try {
    return eventListFilter(parseListQuery(query, EVENT_LIST_OPTIONS)).number !== undefined;
  } catch {
    return false;
  }
}
