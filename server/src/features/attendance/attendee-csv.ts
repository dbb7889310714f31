import { parse } from 'csv-parse/sync';
import countries from 'i18n-iso-countries';

import { normaliseEmail } from '../../platform/common/email-address.js';
import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { foldName } from '../../platform/common/place-names.js';
import { textFault } from '../../platform/common/validation/request-input.pipe.js';
import { FIELD_LABELS, feePaidValue, fieldOfHeader, REQUIRED_FIELDS, type AttendeeField } from './attendee-columns.js';

/** The most rows one import takes: a seminar's registrations are hundreds. */
export const MAX_IMPORT_ROWS = 5000;

/** The attendee a row of the file describes, before it meets the event's list. */
export interface ImportedAttendee {
  firstname: string;
  lastname: string;
  email: string;
  institution: string | null;
  city: string | null;
  /** ISO 3166 alpha-2, when the row names a country. */
  countryIso: string | null;
  /** Undefined when the file has no fee-paid column: an update then keeps what is recorded. */
  feePaid: boolean | undefined;
}

export interface ImportRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  attendee: ImportedAttendee;
  problems: string[];
}

export interface ParsedImport {
  /** The columns used, by field; columns whose header means nothing here are listed as ignored. */
  columns: { header: string; field: AttendeeField | null }[];
  rows: ImportRow[];
}

const LIMITS: Partial<Record<AttendeeField, number>> = {
  firstname: 100,
  lastname: 100,
  email: 254,
  institution: 300,
  city: 200,
};

/** The languages whose country names an import understands (every official language of the EU and its neighbours). */
const COUNTRY_LANGUAGES = [
  'en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'cs', 'sk', 'sl', 'hr', 'hu', 'ro', 'bg', 'el', 'sv', 'da', 'fi',
  'et', 'lv', 'lt', 'mt', 'ga', 'sr', 'mk', 'sq', 'bs', 'uk', 'ru', 'nb', 'is', 'tr',
]; // prettier-ignore

let countryByName: Map<string, string> | undefined;

/** Country names in those languages, folded, to their alpha-2 code: the first language to name one wins. */
function countryNames(): Map<string, string> {
  if (!countryByName) {
    countryByName = new Map();
    for (const lang of COUNTRY_LANGUAGES) {
      for (const [code, names] of Object.entries(countries.getNames(lang, { select: 'all' }))) {
        for (const name of names) if (!countryByName.has(foldName(name))) countryByName.set(foldName(name), code);
      }
    }
  }
  return countryByName;
}

/** The alpha-2 code a cell means: an alpha-2 or alpha-3 code, or a country's name in one of those languages. */
export function countryCode(cell: string): string | undefined {
  const code = cell.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && countries.isValid(code)) return code;
  if (/^[A-Z]{3}$/.test(code)) return countries.alpha3ToAlpha2(code) ?? undefined;
  return countryNames().get(foldName(cell));
}

/** The delimiter of the header line: a comma, or the semicolon or tab of spreadsheets saved in much of Europe. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function rowOf(line: number, record: string[], fields: (AttendeeField | null)[]): ImportRow {
  const problems: string[] = [];
  const cells = new Map<AttendeeField, string>();
  if (record.length !== fields.length) {
    problems.push(`The row has ${record.length} fields; the header has ${fields.length}.`);
  }
  fields.forEach((field, index) => {
    if (field === null) return;
    const cell = (record[index] ?? '').trim();
    const fault = textFault(cell);
    if (fault !== undefined) problems.push(`${FIELD_LABELS.get(field)} ${fault}`);
    cells.set(field, cell);
  });
  for (const field of REQUIRED_FIELDS) {
    if (!cells.get(field)) problems.push(`${FIELD_LABELS.get(field)} is missing.`);
  }
  for (const [field, limit] of Object.entries(LIMITS) as [AttendeeField, number][]) {
    const cell = cells.get(field) ?? '';
    if (cell.length > limit) problems.push(`${FIELD_LABELS.get(field)} is longer than ${limit} characters.`);
  }
  const email = normaliseEmail(cells.get('email') ?? '');
  if (email && !EMAIL.test(email)) problems.push(`'${cells.get('email')}' is not an e-mail address.`);
  const country = cells.get('country');
  const countryIso = country ? countryCode(country) : undefined;
  if (country && countryIso === undefined) problems.push(`Country '${country}' is not known.`);
  const fee = cells.get('feePaid');
  const feePaid = fee === undefined ? undefined : feePaidValue(fee);
  if (fee !== undefined && feePaid === undefined) problems.push(`Fee paid '${fee}' is neither yes nor no.`);
  return {
    line,
    attendee: {
      firstname: cells.get('firstname') ?? '',
      lastname: cells.get('lastname') ?? '',
      email,
      institution: cells.get('institution') || null,
      city: cells.get('city') || null,
      countryIso: countryIso ?? null,
      feePaid: fee === undefined ? undefined : (feePaid ?? false),
    },
    problems,
  };
}

/**
 * Reads a registration system's CSV export: the header row names the columns (any order, any case,
 * several languages: attendee-columns.ts), the rest are attendees. A file that cannot be read as a
 * whole (not UTF-8, broken quoting, no e-mail column) is a 400; a row's problems are the row's, listed
 * with it so the preview shows them all at once.
 */
export function parseAttendeeCsv(text: string): ParsedImport {
  if (text.includes('\uFFFD')) {
    throw new InvalidInput({ File: ['The file is not UTF-8 text. Save it as "CSV UTF-8" and import it again.'] });
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, csv-parse answers { record, info } per record; its types describe the plain records only.
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw new InvalidInput({
      File: [`The file is not CSV the import can read${where ? ` (line ${where})` : ''}: ${(error as Error).message}`],
    });
  }
  const [header, ...body] = records;
  if (!header) throw new InvalidInput({ File: ['The file is empty.'] });
  if (body.length > MAX_IMPORT_ROWS) {
    throw new InvalidInput({ File: [`The file has more than ${MAX_IMPORT_ROWS} rows; import it in parts.`] });
  }
  const seen = new Set<AttendeeField>();
  const fields = header.record.map((name) => {
    const field = fieldOfHeader(name) ?? null;
    // A second column for a field already taken (e.g. 'E-mail' and 'Mail') is ignored.
    if (field === null || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
  const missing = REQUIRED_FIELDS.filter((field) => !seen.has(field));
  if (missing.length > 0) {
    throw new InvalidInput({
      File: [
        `The file has no column for ${missing.map((field) => FIELD_LABELS.get(field)).join(', ')}. ` +
          `Its header row reads: ${header.record.join(', ')}.`,
      ],
    });
  }
  const rows = body.map(({ record, info }) => rowOf(info.lines, record, fields));
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const { email } = row.attendee;
    if (!email) continue;
    const earlier = firstLine.get(email);
    if (earlier === undefined) firstLine.set(email, row.line);
    else row.problems.push(`The e-mail address is on line ${earlier} already.`);
  }
  return { columns: header.record.map((name, index) => ({ header: name, field: fields[index] })), rows };
}
