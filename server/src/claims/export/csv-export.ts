import { stringify } from 'csv-stringify';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { EXPORT_COLUMNS, exportCells, type Cell, type CellKind } from './claim-export.columns.js';

/**
 * A spreadsheet program runs a cell that starts like a formula; text typed by participants must
 * never do that (CSV injection), so such text is kept as text with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvValue(kind: CellKind, cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  if (kind === 'time') return text.replace('T', ' ');
  if (kind === 'text' && FORMULA_START.test(text)) return `'${text}`;
  return text;
}

/**
 * Writes the claims as CSV (RFC 4180: CRLF, quotes doubled) in UTF-8 with a byte-order mark, so
 * spreadsheet programs read accents right. Rows flow with back-pressure from the cursor to `output`.
 */
export async function writeCsv(rows: Readable, output: Writable): Promise<void> {
  const toRecord = new Transform({
    objectMode: true,
    transform(row: Record<string, unknown>, _encoding, done) {
      done(
        null,
        exportCells(row).map((cell, index) => csvValue(EXPORT_COLUMNS[index].kind, cell)),
      );
    },
  });
  const csv = stringify({
    bom: true,
    header: true,
    columns: EXPORT_COLUMNS.map((column) => column.header),
    record_delimiter: 'windows',
  });
  await pipeline(rows, toRecord, csv, output);
}
