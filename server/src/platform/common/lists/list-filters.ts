import { InvalidInput } from '../errors/domain-errors.js';
import { MAX_ID } from '../ids/parse-id.pipe.js';
import { textFault } from '../validation/request-input.pipe.js';
import { fieldKey } from '../validation/validation.pipe.js';

/**
 * A text filter of a list request, from a page-style parameter (`?email=x`) or the ra `filter` object;
 * blank means no filter.
 */
export function textFilter(filter: Record<string, unknown>, name: string): string | undefined {
  const value = Object.hasOwn(filter, name) ? filter[name] : undefined;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new InvalidInput({ [fieldKey(name)]: [`'${name}' must be a single value.`] });
  }
  const text = String(value).trim();
  const fault = textFault(text);
  if (fault !== undefined) throw new InvalidInput({ [fieldKey(name)]: [`'${name}' ${fault}`] });
  return text === '' ? undefined : text;
}

/** An id filter of a list request (`?sourceCountryId=5` or `filter={"sourceCountryId":5}`). */
export function idFilter(filter: Record<string, unknown>, name: string): number | undefined {
  const text = textFilter(filter, name);
  if (text === undefined) return undefined;
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw new InvalidInput({ [fieldKey(name)]: [`'${name}' must be a whole number from 1 to ${MAX_ID}.`] });
  }
  return id;
}

/**
 * react-admin's getMany (`filter={"id":[...]}`): the ids as texts, undefined without the filter.
 * Anything but a number or a text (an object, whose conversion can throw) is 400.
 */
export function idListFilter(filter: Readonly<Record<string, unknown>>): string[] | undefined {
  const ids = Object.hasOwn(filter, 'id') ? filter.id : undefined;
  if (ids === undefined) return undefined;
  const list: unknown[] = Array.isArray(ids) ? ids : [ids];
  if (!list.every((id) => typeof id === 'string' || typeof id === 'number')) {
    throw new InvalidInput({ Filter: ["'filter.id' must be an id or a list of ids."] });
  }
  return list.map(String);
}

/** A LIKE pattern matching `text` anywhere, with the wildcards a user may type taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
