import type { ListQuery } from './list-query.js';

export interface Page<T> {
  items: T[];
  total: number;
  /** The total is the planner's estimate (a list too long to count on every request), not an exact count. */
  totalIsEstimate?: boolean;
}

/** The same page with every item mapped (typically an entity to its response DTO). */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(map) };
}

/** The paged envelope of the page style. `next`/`previous` are page numbers or null. */
export interface PagedEnvelope<T> {
  totalPages: number;
  count: number;
  next: number | null;
  previous: number | null;
  results: T[];
  /** Present (true) only when `count` is an estimate. */
  countIsEstimate?: true;
}

/** What a list endpoint returns; the list interceptor renders it in the convention the request used. */
export class ListResult<T> {
  constructor(
    readonly query: ListQuery,
    readonly page: Page<T>,
  ) {}

  envelope(): PagedEnvelope<T> {
    const { offset, limit } = this.query;
    const current = Math.floor(offset / limit);
    const totalPages = Math.ceil(this.page.total / limit);
    return {
      totalPages,
      count: this.page.total,
      next: current + 1 < totalPages ? current + 1 : null,
      previous: current > 0 ? Math.min(current - 1, Math.max(totalPages - 1, 0)) : null,
      results: this.page.items,
      ...(this.page.totalIsEstimate && { countIsEstimate: true as const }),
    };
  }

  /** ra-data-simple-rest reads the total after the slash. */
  contentRange(resource: string): string {
    const { offset } = this.query;
    const { items, total } = this.page;
    return items.length === 0
      ? `${resource} */${total}`
      : `${resource} ${offset}-${offset + items.length - 1}/${total}`;
  }
}
