import { InvalidInput } from '../errors/domain-errors.js';
import { fieldKey } from '../validation/validation.pipe.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1_000_000;
/** The deepest a list may be read (page style: MAX_PAGE pages of MAX_PAGE_SIZE); keeps OFFSET in PostgreSQL's range. */
export const MAX_OFFSET = MAX_PAGE * MAX_PAGE_SIZE;

export type SortOrder = 'ASC' | 'DESC';

/**
 * A list request in either convention (docs/rules.md, "Lists"):
 * - page style: `?page=N&pageSize=M` plus plain filter parameters (`?email=x`), answered with the paged envelope;
 * - range style (ra-data-simple-rest): `?range=[0,24]&sort=["f","ASC"]&filter={...}`, answered with an array and Content-Range.
 */
export interface ListQuery {
  style: 'page' | 'range';
  offset: number;
  limit: number;
  sort?: { field: string; order: SortOrder };
  /** Only the filters the endpoint names (and react-admin's `id`), on an object without a prototype. */
  filter: Readonly<Record<string, unknown>>;
}

export interface ListQueryOptions {
  /** The filters of the list: plain query parameters in page style, keys of `filter` in range style. */
  filters?: readonly string[];
}

/** react-admin's getMany asks every list for `filter={"id":[...]}`. */
const ID_FILTER = 'id';

function bad(field: string, message: string): InvalidInput {
  return new InvalidInput({ [fieldKey(field)]: [message] });
}

function json(raw: unknown, field: string): unknown {
  if (typeof raw !== 'string') throw bad(field, `'${field}' must be given once, as JSON.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw bad(field, `'${field}' is not valid JSON.`);
  }
}

function wholeNumber(raw: unknown, field: string, min: number, max: number): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw bad(field, `'${field}' must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function parseRange(raw: unknown): { offset: number; limit: number } {
  const range = json(raw, 'range');
  const [first, last] = Array.isArray(range) ? range : [];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !Number.isInteger(first) ||
    !Number.isInteger(last) ||
    first < 0 ||
    first > MAX_OFFSET ||
    last < first ||
    last - first >= MAX_PAGE_SIZE
  ) {
    throw bad(
      'range',
      `'range' must be [first, last] with 0 <= first <= last, first at most ${MAX_OFFSET}, at most ${MAX_PAGE_SIZE} items.`,
    );
  }
  return { offset: first, limit: last - first + 1 };
}

function parseSort(raw: unknown): ListQuery['sort'] {
  if (raw === undefined) return undefined;
  const sort = json(raw, 'sort');
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw bad('sort', `'sort' must be ["field", "ASC" or "DESC"].`);
  }
  return { field: sort[0], order: String(sort[1]).toUpperCase() as SortOrder };
}

function parseFilter(raw: unknown, allowed: readonly string[], into: Record<string, unknown>): void {
  if (raw === undefined) return;
  const filter = json(raw, 'filter');
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw bad('filter', "'filter' must be a JSON object.");
  }
  for (const [name, value] of Object.entries(filter)) {
    if (!allowed.includes(name)) {
      throw bad('filter', `Cannot filter by '${name}'. Filters: ${allowed.join(', ')}.`);
    }
    into[name] = value;
  }
}

export function parseListQuery(query: Record<string, unknown>, options: ListQueryOptions = {}): ListQuery {
  const names = options.filters ?? [];
  // No prototype: whatever a request names, it can only ever be one of the endpoint's own filters.
  const filter: Record<string, unknown> = Object.create(null);
  for (const name of names) if (Object.hasOwn(query, name)) filter[name] = query[name];
  if (query.range !== undefined || query.sort !== undefined || query.filter !== undefined) {
    const { offset, limit } =
      query.range !== undefined ? parseRange(query.range) : { offset: 0, limit: DEFAULT_PAGE_SIZE };
    parseFilter(query.filter, [...names, ID_FILTER], filter);
    return { style: 'range', offset, limit, sort: parseSort(query.sort), filter };
  }
  const page = query.page === undefined ? 0 : wholeNumber(query.page, 'page', 0, MAX_PAGE);
  const pageSize =
    query.pageSize === undefined ? DEFAULT_PAGE_SIZE : wholeNumber(query.pageSize, 'pageSize', 1, MAX_PAGE_SIZE);
  return { style: 'page', offset: page * pageSize, limit: pageSize, filter };
}
