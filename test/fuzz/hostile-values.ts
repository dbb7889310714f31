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

/** Names an upload may come with: polyglots, hidden extensions, a direction override, paths, NUL. */
export const hostileFileName = fc.constantFrom(
  'poly.html',
  'sheet\u0000.pdf.html',
  'invoice\u202Efdp.exe',
  '../../../etc/passwd',
  'C:\\Windows\\win.ini',
  '.pdf',
  '\u2066scan\u2069.png',
  `${'a'.repeat(300)}.pdf`,
  '=cmd|calc!A1.csv',
);

/**
 * What an upload may hold, as bytes: a PDF or image header over something else, a truncated file, an
 * archive, formulas. The headers are written one character a byte (latin1), so PNG's 0x89 and JPEG's
 * 0xFF arrive as those bytes, not as their UTF-8 encodings.
 */
export const hostileFileContent: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .constantFrom(
      '%PDF-1.7\n<html><script>alert(1)</script></html>',
      '%PDF-',
      '\u0089PNG\r\n\u001a\n',
      '\u00ff\u00d8\u00ff',
      'II*\u0000',
      'RIFF\u0000\u0000\u0000\u0000WEBP',
      'PK\u0003\u0004 zip-slip ../../evil',
      'First name,Last name,E-mail\n=HYPERLINK("http://evil.example"),+1,@SUM(A1)\n',
      '',
    )
    .map((bytes) => Buffer.from(bytes, 'latin1')),
  hostileText.map((text) => Buffer.from(`%PDF-1.4\n${text}`)),
);

/** Bank files a hostile or broken bank might send: entities, depth, prototype names, foreign namespaces. */
export const hostileXml = fc.oneof(
  fc.constantFrom(
    '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
    '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><Document>&c;</Document>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</Document>`,
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><__proto__><polluted>1</polluted></__proto__></Document>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><constructor><prototype/></constructor></Document>',
    '<Document xmlns="urn:example:not-a-bank"><BkToCstmrStmt/></Document>',
    '<Document><BkToCstmrDbtCdtNtfctn/></Document>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>',
    '\u0000<Document/>',
  ),
  hostileText.map(
    (text) =>
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn><Ntfctn><Id>${text}</Id></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`,
  ),
);
