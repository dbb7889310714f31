import { InvalidInput } from '../common/errors/domain-errors.js';
import type { ListQuery, ListQueryOptions } from '../common/lists/list-query.js';
import type { EventListFilter } from './events.repository.js';

/** The plain query parameters that filter the event list in page style (`?number=`, `?q=`). */
export const EVENT_LIST_OPTIONS: ListQueryOptions = { filters: ['number', 'q'] };

/** Trimmed text, or undefined when absent or blank (react-admin sends empty filters). */
function text(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new InvalidInput({ Filter: [`'${name}' must be given once, as text.`] });
  }
  return String(value).trim() || undefined;
}

/**
 * The filters of a parsed list query. The access guard and the list read the same result,
 * so what counts as a public look-up by number is exactly what the list then filters by.
 */
export function eventListFilter(query: ListQuery): EventListFilter {
  return { number: text(query.filter.number, 'number'), q: text(query.filter.q, 'q') };
}
