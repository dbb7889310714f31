import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { deflatedFile, deflatedText } from '../../../platform/common/zip/deflated-file.js';
import { zipArchive } from '../../../platform/common/zip/zip-writer.js';
import { EXPORT_COLUMNS, wallClock, type ExportColumn } from './claim-export.columns.js';
import { SheetRows } from './sheet-rows.js';
import { XLSX_FIXED_PARTS, XLSX_SHEET_HEAD, XLSX_SHEET_TAIL } from './xlsx-parts.js';

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
  if (column.kind === 'day') return `${column.sql} - date '1899-12-30'`;
  return column.sql;
}

export const XLSX_SELECT = EXPORT_COLUMNS.map(xlsxSql);

/** COPY's text format: fields split by tabs, rows by line feeds, NULL as \N, backslash escapes. */
export const XLSX_COPY_OPTIONS = 'FORMAT text';

/** The parts before the worksheet, deflated once. */
const FIXED_FILES = XLSX_FIXED_PARTS.map(([name, text]) => deflatedText(name, text));

/** The worksheet's XML in pieces: its fixed head, the rows, its tail. */
async function* worksheet(rows: Readable): AsyncGenerator<Buffer> {
  yield XLSX_SHEET_HEAD;
  const sheetRows = new SheetRows();
  for await (const chunk of rows) yield* sheetRows.write(chunk as Buffer);
  yield Buffer.concat([sheetRows.end(), XLSX_SHEET_TAIL]);
}

/**
 * Zips the workbook into `output` (zip-writer.ts): the fixed parts, then the worksheet from `rows`
 * (COPY's text format of XLSX_SELECT), deflated in parallel pieces. Every step pulls from the one
 * before, so a slow reader holds up the query instead of filling memory.
 */
export async function writeXlsx(rows: Readable, output: Writable): Promise<void> {
  const sheet = deflatedFile('xl/worksheets/sheet1.xml', worksheet(rows));
  await pipeline(Readable.from(zipArchive([...FIXED_FILES, sheet]), { objectMode: false }), output);
}
