/**
 * The API's request and answer shapes: generated from the server's OpenAPI document into
 * api.generated.ts by `npm run contract`; both apps type every request and answer with them.
 */
import type { operations } from './api.generated.js';

export type * from './api.generated.js';

type Envelope = Extract<
  operations['CountriesController_list']['responses'][200]['content']['application/json'],
  { results: unknown }
>;

/** The page-style envelope of any list (docs/rules.md, "Lists"). */
export type PagedList<Item> = Omit<Envelope, 'results'> & { results: Item[] };
