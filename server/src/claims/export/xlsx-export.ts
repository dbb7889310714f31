import { ZipArchive } from 'archiver';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';

import { EXPORT_COLUMNS, wallClock, type CellKind, type ExportColumn } from './claim-export.columns.js';
import { columnLetter, escapeXml, XLSX_FIXED_PARTS, XLSX_SHEET_HEAD, XLSX_SHEET_TAIL } from './xlsx-parts.js';

/** The cell styles of styles.xml (xlsx-parts.ts), by the index a cell's `s` names. */
const STYLE_IDS = new Map<CellKind, number>([
  ['integer', 1],
  ['amount', 2],
  ['time', 3],
]);

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

/**
 * Each column as COPY writes it for the sheet: text as it is, numbers as PostgreSQL prints them
 * (amounts exact to the cent), times as Excel's serial day number of the academy's wall-clock
 * time, which the column's date format shows as a date (spreadsheets know no zones). Text is never
 * a formula in a workbook (an inline string cell), so it needs no formula guard.
 */
function xlsxSql(column: ExportColumn): string {
  if (column.kind === 'time')
    return `extract(epoch FROM ${wallClock(column.sql)})::float8 / 86400 + ${EXCEL_EPOCH_DAYS}`;
  return column.sql;
}

export const XLSX_SELECT = EXPORT_COLUMNS.map(xlsxSql);

/** COPY's text format: fields split by tabs, rows by line feeds, NULL as \N, backslash escapes. */
export const XLSX_COPY_OPTIONS = 'FORMAT text';

const NULL = '\\N';

/** What a field may hold that the sheet cannot take as it is: COPY's escapes, XML's specials. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NEEDS_WORK = /[\\&<>\u0000-\u001f\ufffe\uffff]/;

/** COPY's escapes (text format): `\\` and the letters of control characters. */
const COPY_ESCAPES = new Map([
  ['\\', '\\'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
  ['b', '\b'],
  ['f', '\f'],
  ['v', '\v'],
]);

/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab, line feed and carriage return;
 * U+FFFE, U+FFFF): dropped, as exceljs' own writer does.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it drops
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** A text field of COPY as an element's content (a carriage return as a reference, or XML reads a line feed). */
function sheetText(field: string): string {
  if (!NEEDS_WORK.test(field)) return field;
  const text = field.replace(/\\(.)/g, (escape, letter: string) => COPY_ESCAPES.get(letter) ?? escape);
  return escapeXml(text.replace(XML_FORBIDDEN, '')).replaceAll('\r', '&#13;');
}

/** Whether text starts or ends with white space, which Excel keeps only under xml:space="preserve". */
const padded = (text: string) => text.charCodeAt(0) <= 0x20 || text.charCodeAt(text.length - 1) <= 0x20;

/** The XML of one column's cells around the row number and the value. */
interface CellTemplate {
  open: string;
  middle: string;
  /** The middle for text that starts or ends with white space (text columns). */
  paddedMiddle: string;
  close: string;
  text: boolean;
}

const CELLS: readonly CellTemplate[] = EXPORT_COLUMNS.map((column, index) => ({
  open: `<c r="${columnLetter(index)}`,
  middle: column.kind === 'text' ? '" t="inlineStr"><is><t>' : `" s="${STYLE_IDS.get(column.kind)}"><v>`,
  paddedMiddle: '" t="inlineStr"><is><t xml:space="preserve">',
  close: column.kind === 'text' ? '</t></is></c>' : '</v></c>',
  text: column.kind === 'text',
}));

/**
 * Turns COPY's rows (text format, the columns of XLSX_SELECT) into the worksheet's `<row>`
 * elements, numbered from 2 under the header. A NULL makes no cell. String work on whole lines:
 * exceljs' writer (a Cell object and a style lookup per value) managed a fifth of the speed.
 */
export class SheetRows {
  private readonly decoder = new StringDecoder('utf8');
  private rest = '';
  private row = 1;

  /** The rows complete in what came so far, after `chunk`. */
  write(chunk: Buffer): string {
    const text = this.rest + this.decoder.write(chunk);
    const end = text.lastIndexOf('\n');
    if (end === -1) {
      this.rest = text;
      return '';
    }
    this.rest = text.slice(end + 1);
    let xml = '';
    for (const line of text.slice(0, end).split('\n')) xml += this.rowXml(line);
    return xml;
  }

  /** Checks that COPY's output ended with a whole row. */
  end(): void {
    if (this.rest + this.decoder.end()) throw new Error('the export ended inside a row');
  }

  private rowXml(line: string): string {
    const row = String((this.row += 1));
    const fields = line.split('\t');
    let xml = `<row r="${row}">`;
    for (let index = 0; index < CELLS.length; index += 1) {
      const field = fields[index];
      if (field === NULL) continue;
      const cell = CELLS[index];
      if (!cell.text) xml += cell.open + row + cell.middle + field + cell.close;
      else {
        const text = sheetText(field);
        xml += cell.open + row + (padded(text) ? cell.paddedMiddle : cell.middle) + text + cell.close;
      }
    }
    return `${xml}</row>`;
  }
}

/**
 * Deflate level 1: the sheet's XML is nearly all of the work, and level 1 packs it about as small
 * as the default level at several times the speed. Larger chunks than zlib's 16 KB (and a 4 MB
 * buffer before the zip) mean fewer hand-offs between the threads: ~10% faster in the bench.
 */
const ZLIB = { level: 1, chunkSize: 256 * 1024 };

/** The worksheet: its fixed head, the rows, its tail. */
async function* worksheet(rows: Readable): AsyncGenerator<Buffer> {
  yield XLSX_SHEET_HEAD;
  const sheetRows = new SheetRows();
  for await (const chunk of rows) {
    const xml = sheetRows.write(chunk as Buffer);
    if (xml) yield Buffer.from(xml);
  }
  sheetRows.end();
  yield XLSX_SHEET_TAIL;
}

/**
 * Zips the workbook into `output` with archiver (maintained; zlib's deflate): the fixed parts,
 * then the worksheet from `rows` (COPY's text format of XLSX_SELECT). Every stream on the way is
 * piped, so a slow reader holds up the query instead of filling memory.
 */
export async function writeXlsx(rows: Readable, output: Writable): Promise<void> {
  const zip = new ZipArchive({ zlib: ZLIB });
  for (const [name, text] of XLSX_FIXED_PARTS) zip.append(text, { name });
  zip.append(Readable.from(worksheet(rows), { objectMode: false, highWaterMark: 4 * 1024 * 1024 }), {
    name: 'xl/worksheets/sheet1.xml',
  });
  const written = pipeline(zip, output);
  await Promise.all([zip.finalize(), written]);
}
