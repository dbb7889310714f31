import fc from 'fast-check';

/** Names that a plain object inherits: as keys, sort fields or filters they must be unknown, never found. */
export const INHERITED_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Texts that broke servers somewhere: control characters, lone surrogates, injections, edge numbers, odd dates. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'x\udfff',
  '😀',
  '\u202eevil',
  'İLKER@COURT.EXAMPLE',
  'jane.doe@court.example',
  'a@b',
  "' OR 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  '0',
  '1e309',
  '2147483648',
  '9223372036854775808',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '["title","ASC"]',
  '[0,9]',
  '00000000-0000-0000-0000-000000000000',
  '2025-02-30',
  '2025-10-06T07:00:00Z',
  '+275760-09-13T00:00:00Z',
  'DE89 3704 0044 0532 0130 00',
  '126dt01',
  'x'.repeat(5000),
  ...INHERITED_NAMES,
];

const NASTY_NUMBERS = [0, -0, -1, 1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, 5e-324, 20100];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', 'a', '%', '_', '"'), maxLength: 8 }) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON nested `levels` deep, as an array or an object chain. */
export const deepJson = (levels: number, asObject: boolean): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = asObject ? { a: value } : [value];
  return value;
};

/** Any JSON value a hostile client might send where something else was expected. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [{}]) },
  { weight: 1, arbitrary: fc.constantFrom(...INHERITED_NAMES).map((name) => JSON.parse(`{"${name}":{"polluted":1}}`)) },
  { weight: 1, arbitrary: fc.constantFrom(deepJson(40, false), deepJson(40, true), deepJson(1500, false)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
