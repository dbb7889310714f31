import { InvalidInput } from '../errors/domain-errors.js';
import { parseListQuery } from './list-query.js';
import { ListResult } from './list-result.js';

const RANGE = "'range' must be [first, last] with 0 <= first <= last, first at most 100000000, at most 100 items.";

describe('parseListQuery', () => {
  it('reads the page style with its defaults and plain filters', () => {
    expect(parseListQuery({})).toEqual({ style: 'page', offset: 0, limit: 20, filter: {} });
    expect(parseListQuery({ page: '2', pageSize: '5', email: 'x', other: 'y' }, { filters: ['email'] })).toEqual({
      style: 'page',
      offset: 10,
      limit: 5,
      filter: { email: 'x' },
    });
  });

  it('reads the ra-data-simple-rest style', () => {
    expect(
      parseListQuery({ range: '[10,19]', sort: '["title","desc"]', filter: '{"q":"law"}' }, { filters: ['q'] }),
    ).toEqual({
      style: 'range',
      offset: 10,
      limit: 10,
      sort: { field: 'title', order: 'DESC' },
      filter: { q: 'law' },
    });
    expect(parseListQuery({ filter: '{"id":[1,2]}' })).toMatchObject({ style: 'range', offset: 0, limit: 20 });
  });

  it.each([
    [{ page: '-1' }, 'Page', "'page' must be a whole number from 0 to 1000000."],
    [{ page: 'two' }, 'Page', "'page' must be a whole number from 0 to 1000000."],
    [{ pageSize: '101' }, 'PageSize', "'pageSize' must be a whole number from 1 to 100."],
    [{ range: '[0' }, 'Range', "'range' is not valid JSON."],
    [{ range: '[5,2]' }, 'Range', RANGE],
    [{ range: '[0,500]' }, 'Range', RANGE],
    [{ range: '["a",1]' }, 'Range', RANGE],
    [{ sort: '["title","UP"]' }, 'Sort', `'sort' must be ["field", "ASC" or "DESC"].`],
    [{ filter: '[1]' }, 'Filter', "'filter' must be a JSON object."],
    [{ filter: '{"__proto__":{"x":1}}' }, 'Filter', "Cannot filter by '__proto__'. Filters: id."],
    [{ range: '[9223372036854775808,9223372036854775809]' }, 'Range', RANGE],
  ])('refuses %j with a field error', (query, field, message) => {
    let error: unknown;
    try {
      parseListQuery(query);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).errors).toEqual({ [field]: [message] });
  });
});

describe('ListResult', () => {
  const page = (offset: number, limit: number) =>
    parseListQuery({ page: String(offset / limit), pageSize: String(limit) });

  it('builds the envelope with page numbers for next and previous', () => {
    expect(new ListResult(page(0, 2), { items: ['a', 'b'], total: 5 }).envelope()).toEqual({
      totalPages: 3,
      count: 5,
      next: 1,
      previous: null,
      results: ['a', 'b'],
    });
    expect(new ListResult(page(4, 2), { items: ['e'], total: 5 }).envelope()).toMatchObject({
      next: null,
      previous: 1,
    });
    expect(new ListResult(page(0, 20), { items: [], total: 0 }).envelope()).toEqual({
      totalPages: 0,
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('writes Content-Range the way ra-data-simple-rest reads it', () => {
    const query = parseListQuery({ range: '[20,29]' });
    expect(new ListResult(query, { items: [1, 2, 3], total: 23 }).contentRange('events')).toBe('events 20-22/23');
    expect(new ListResult(query, { items: [], total: 0 }).contentRange('events')).toBe('events */0');
  });
});
