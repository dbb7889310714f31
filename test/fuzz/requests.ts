import fc from 'fast-check';

import {
  hostileFileContent,
  hostileFileName,
  hostileJson,
  hostileNumber,
  hostileText,
  hostileXml,
  INHERITED_NAMES,
} from './hostile-values.js';

/** The parts of the server's OpenAPI document the fuzzer reads. */
interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** One request the fuzzer sends. */
export interface FuzzRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Path and query string, already encoded. */
  url: string;
  /** A JSON value, or raw text or bytes sent as they are (malformed JSON, another content type, a file). */
  body?: { json: unknown } | { raw: string | Buffer; contentType: string };
  auth: 'none' | 'staff' | 'guest' | 'forged';
}

/** Records that exist, so that some requests reach past the look-up into the code behind it. */
export interface KnownRecords {
  ids: number[];
  guids: string[];
}

const LIST_PARAMETERS = ['page', 'pageSize', 'range', 'sort', 'filter'];

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop() ?? '']);
  if (schema.allOf?.length === 1) return resolve(doc, schema.allOf[0]);
  return schema;
}

/** A value that fits `schema` (its example, default, enum or shape); a value of its type where it names none. */
function fittingValue(doc: OpenApiDocument, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const fitting: fc.Arbitrary<unknown>[] = [];
  if (schema?.example !== undefined) fitting.push(fc.constant(schema.example));
  if (schema?.default !== undefined) fitting.push(fc.constant(schema.default));
  if (schema?.enum?.length) fitting.push(fc.constantFrom(...schema.enum));
  if (schema?.properties && depth < 3) fitting.push(objectFor(doc, schema, depth + 1));
  if (schema?.type === 'array' && depth < 3) {
    fitting.push(fc.array(fittingValue(doc, schema.items, depth + 1), { maxLength: 3 }));
  }
  if (fitting.length > 0) return fc.oneof(...fitting);
  if (schema?.type === 'string') return hostileText;
  if (schema?.type === 'number' || schema?.type === 'integer') return hostileNumber;
  if (schema?.type === 'boolean') return fc.boolean();
  return hostileJson;
}

/**
 * An object with the schema's properties, all fitting but for at most one that is left out or replaced by a
 * hostile value or name (`__proto__` ...): most bodies get past validation and reach the services, one fault at a time.
 */
function objectFor(doc: OpenApiDocument, schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(properties.map(([name, property]) => [name, fittingValue(doc, property, depth)]));
  const fault = fc.tuple(
    fc.constantFrom(...properties.map(([name]) => name), ...INHERITED_NAMES, 'id', 'extra'),
    // Left out is `undefined`, so that a hostile `null` is sent as null (`{"claims": null}` was a 500).
    fc.option(fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: hostileJson }), {
      freq: 5,
      nil: undefined,
    }),
  );
  return fc.tuple(fc.record(shape), fc.option(fault, { freq: 3 })).map(([record, change]) => {
    if (!change) return record;
    const [name, value] = change;
    // A computed key is an own property, `__proto__` included, as JSON.parse would make it.
    return { ...record, [name]: value };
  });
}

/** A value for a query parameter: a hostile text, or the JSON a list parameter expects, bent. */
/** A field name for sort and filter: an inherited one, one of some list, or any text. */
function fieldName(filters: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...INHERITED_NAMES) },
    { weight: 2, arbitrary: fc.constantFrom(...filters, 'title', 'id', 'number', 'submitted') },
    { weight: 1, arbitrary: hostileText },
  );
}

/** A well-formed value of a query parameter (names in sort and filter may still be hostile). */
function fittingQueryValue(name: string, filters: string[]): fc.Arbitrary<string> {
  const fitting: Record<string, fc.Arbitrary<unknown>> = {
    range: fc.constantFrom([0, 9], [0, 99], [20, 39]),
    sort: fc.tuple(fieldName(filters), fc.constantFrom('ASC', 'DESC')),
    filter: fc.dictionary(fieldName(filters), fc.constantFrom('x', 1, 'DE'), { maxKeys: 2 }),
  };
  if (Object.hasOwn(fitting, name)) return fitting[name].map((value) => JSON.stringify(value));
  if (name === 'page') return fc.constantFrom('0', '1');
  if (name === 'pageSize') return fc.constantFrom('20', '100');
  return fc.constantFrom('', 'x', 'DE', '1', 'true');
}

/** A value for a query parameter: mostly well-formed, else hostile text or the JSON it expects, bent. */
function queryValue(name: string, filters: string[]): fc.Arbitrary<string | string[]> {
  const structured: Record<string, fc.Arbitrary<unknown>> = {
    range: fc.tuple(hostileNumber, hostileNumber),
    sort: fc.tuple(fieldName(filters), fc.constantFrom('ASC', 'desc', 'UP', null)),
    filter: fc.dictionary(fieldName(filters), hostileJson, { maxKeys: 3 }),
  };
  const json = Object.hasOwn(structured, name) ? structured[name] : undefined;
  const hostile: fc.Arbitrary<string | string[]>[] = [
    hostileText,
    hostileNumber.map(String),
    fc.array(hostileText, { minLength: 2, maxLength: 3 }),
  ];
  if (json)
    hostile.push(
      json.map((value) => JSON.stringify(value)),
      json.map((value) => JSON.stringify(value).slice(1)),
    );
  // Mostly well-formed, so that one fault at a time meets the code behind the other parameters' checks.
  return fc.oneof(
    { weight: 3, arbitrary: fittingQueryValue(name, filters) },
    { weight: 1, arbitrary: fc.oneof(...hostile) },
  );
}

/** The WTF-8 bytes of a lone surrogate, percent-encoded: what a client sends that encodes it anyway. */
const wtf8 = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

/** encodeURIComponent, which throws on a lone surrogate, with those encoded as WTF-8 (invalid UTF-8). */
export function percentEncode(text: string): string {
  return text.replace(/\p{Cs}|\P{Cs}+/gu, (part) =>
    /\p{Cs}/u.test(part) ? wtf8(part.charCodeAt(0)) : encodeURIComponent(part),
  );
}

function queryString(entries: [string, string | string[]][]): string {
  const parts = entries.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (one) => `${percentEncode(name)}${Array.isArray(value) ? '[]' : ''}=${percentEncode(one)}`,
    ),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A path parameter: a known record now and then (not for writes), else anything. */
function pathValue(name: string, method: string, known: KnownRecords): fc.Arbitrary<string> {
  const hostile = fc.oneof(hostileText, hostileNumber.map(String), fc.constantFrom('2147483647', '999999'));
  if (method !== 'get') return hostile;
  const existing = name === 'guid' ? known.guids : name === 'iban' ? ['DE89370400440532013000'] : known.ids.map(String);
  return existing.length ? fc.oneof(hostile, fc.constantFrom(...existing)) : hostile;
}

/** Requests to one operation of the document: every path parameter, both list conventions, bodies of its schema. */
function requestsFor(
  doc: OpenApiDocument,
  path: string,
  method: FuzzRequest['method'],
  operation: Operation,
  known: KnownRecords,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const filters = queryNames.filter((name) => !LIST_PARAMETERS.includes(name));
  const isList = queryNames.includes('range');
  const pageStyle = ['page', 'pageSize', ...filters];
  const rangeStyle = ['range', 'sort', 'filter', ...filters];
  const names = isList ? fc.constantFrom(pageStyle, rangeStyle) : fc.constant(queryNames);
  // Each of the list's parameters now and then, plus the odd stranger (an inherited name, qs's brackets).
  const query = names.chain((allowed) =>
    fc
      .tuple(
        ...allowed.map((name) =>
          fc.option(
            queryValue(name, filters).map((value): [string, string | string[]] => [name, value]),
            { freq: 2 },
          ),
        ),
        fc.option(
          fc
            .constantFrom(...INHERITED_NAMES, 'page[a]', 'sort[]', 'q')
            .chain((name) => queryValue(name, filters).map((value): [string, string | string[]] => [name, value])),
          { freq: 4 },
        ),
      )
      .map((entries) => entries.filter((entry): entry is [string, string | string[]] => entry !== null)),
  );
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  // Files: a CSV of hostile cells under a header the import knows, multipart bodies whole and broken.
  const files: fc.Arbitrary<FuzzRequest['body']>[] = [];
  if (operation.requestBody?.content?.['text/csv']) {
    files.push(
      fc.array(fc.array(hostileText, { maxLength: 4 }), { maxLength: 4 }).map((rows) => ({
        raw: ['First name,Last name,E-mail,Country', ...rows.map((row) => row.join(','))].join('\n'),
        contentType: 'text/csv',
      })),
    );
  }
  const xmlFile = operation.requestBody?.content?.['application/xml'] ? [hostileXml] : [];
  if (xmlFile.length) files.push(hostileXml.map((raw) => ({ raw, contentType: 'application/xml' })));
  if (operation.requestBody?.content?.['multipart/form-data']) {
    files.push(
      fc
        .tuple(fc.oneof(hostileText, hostileFileName), fc.oneof(hostileFileContent, ...xmlFile))
        .map(([name, content]) => ({
          raw: Buffer.concat([
            Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
            typeof content === 'string' ? Buffer.from(content) : content,
            Buffer.from('\r\n--b--\r\n'),
          ]),
          contentType: 'multipart/form-data; boundary=b',
        })),
      fc.constant({ raw: '--b\r\nbroken', contentType: 'multipart/form-data; boundary=b' }),
    );
  }
  const body: fc.Arbitrary<FuzzRequest['body']> =
    method === 'get' || method === 'delete'
      ? fc.constant(undefined)
      : fc.oneof(
          {
            weight: 6,
            arbitrary: files.length ? fc.oneof(...files) : fittingValue(doc, schema).map((json) => ({ json })),
          },
          { weight: 2, arbitrary: hostileJson.map((json) => ({ json })) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              { raw: '{"eventId":', contentType: 'application/json' },
              { raw: '{"a":1}'.padEnd(200_000, ' '), contentType: 'application/json' },
              { raw: 'Email=a%00b', contentType: 'application/x-www-form-urlencoded' },
              { raw: '\u0000\ud800', contentType: 'text/plain' },
            ),
          },
        );
  const pathArbitraries = pathNames.map((name) => pathValue(name, method, known));
  return fc
    .record({
      pathValues: fc.tuple(...pathArbitraries),
      query,
      body,
      // Mostly staff, whose routes are the most; the others mostly meet 401 and 403.
      auth: fc.oneof(
        { weight: 4, arbitrary: fc.constant<FuzzRequest['auth']>('staff') },
        { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['auth']>('none', 'guest', 'forged') },
      ),
    })
    .map(({ pathValues, query: entries, body: sent, auth }) => {
      let index = 0;
      const filled = path.replace(/\{\w+\}/g, () => percentEncode(pathValues[index++]));
      return { method, url: `${filled}${queryString(entries)}`, body: sent, auth };
    });
}

/** Requests to every operation of the server's OpenAPI document, each operation as likely as any other. */
export function anyRequest(doc: OpenApiDocument, known: KnownRecords): fc.Arbitrary<FuzzRequest> {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) =>
      requestsFor(doc, path, method as FuzzRequest['method'], operation, known),
    ),
  );
  // The routes outside the document: the two web apps' pages and the employees' photos.
  const web = fc
    .tuple(
      fc.constantFrom('/claims/create/', '/admin/', '/employees/', '/me/claims/', '/me/data/', '/privacy/', '/'),
      hostileText,
    )
    .map(([prefix, rest]): FuzzRequest => ({ method: 'get', url: prefix + percentEncode(rest), auth: 'none' }));
  return fc.oneof(...operations, web);
}

/** How the fuzzer's requests read in a failure report. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body).slice(0, 300)}`;
  return `${request.method.toUpperCase()} ${request.url.slice(0, 300)} (${request.auth})${body}`;
}
