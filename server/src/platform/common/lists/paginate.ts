import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { InvalidInput } from '../errors/domain-errors.js';
import { MAX_ID } from '../ids/parse-id.pipe.js';
import { idListFilter } from './list-filters.js';
import type { ListQuery } from './list-query.js';
import type { Page } from './list-result.js';

/**
 * The query expression `sortable` maps the requested sort field to (`defaultField` when none is asked for).
 * Only the map's own keys count: an inherited name (`__proto__`, `constructor`) is an unknown field, 400.
 */
export function sortExpression(sortable: Readonly<Record<string, string>>, field: string): string {
  if (!Object.hasOwn(sortable, field)) {
    throw new InvalidInput({ Sort: [`Cannot sort by '${field}'. Sortable: ${Object.keys(sortable).join(', ')}.`] });
  }
  return sortable[field];
}

/**
 * Applies the sort, slice and react-admin's `filter: {id: [...]}` (getMany) to a query and runs it.
 * `sortable` maps the API's field names to query expressions; the first entry is the default order.
 */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  sortable: Record<string, string>,
): Promise<Page<T>> {
  const ids = idListFilter(query.filter);
  if (ids !== undefined) {
    const list = ids.map(Number);
    if (list.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) {
      throw new InvalidInput({ Filter: [`'filter.id' must hold whole numbers from 1 to ${MAX_ID}.`] });
    }
    qb.andWhere(`${qb.alias}.id IN (:...listIds)`, { listIds: list.length ? list : [-1] });
  }
  const [defaultField] = Object.keys(sortable);
  const field = query.sort?.field ?? defaultField;
  qb.orderBy(sortExpression(sortable, field), query.sort?.order ?? 'ASC');
  if (field !== 'id') qb.addOrderBy(`${qb.alias}.id`, 'ASC');
  const [items, total] = await qb.skip(query.offset).take(query.limit).getManyAndCount();
  return { items, total };
}
