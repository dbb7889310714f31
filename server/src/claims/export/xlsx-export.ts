import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { EXPORT_COLUMNS, wallClock, type CellKind, type ExportColumn } from './claim-export.columns.js';

const NUMBER_FORMATS = new Map<CellKind, string>([
  ['integer', '0'],
  ['amount', '#,##0.00'],
  ['time', 'yyyy-mm-dd hh:mm:ss'],
]);

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

/**
 * Each column as the workbook stores it: numbers as numbers (amounts exact in a double to the
 * cent), times as Excel's serial day number of the academy's wall-clock time, which the
 * column's date format shows as a date (spreadsheets know no zones).
 */
function xlsxSql(column: ExportColumn): string {
  if (column.kind === 'amount') return `${column.sql}::float8`;
  if (column.kind === 'time')
    return `extract(epoch FROM ${wallClock(column.sql)})::float8 / 86400 + ${EXCEL_EPOCH_DAYS}`;
  return column.sql;
}

export const XLSX_SELECT = EXPORT_COLUMNS.map(xlsxSql);

/** Rows between two looks at the output: the zip stream buffers what it is handed without a limit. */
const ROWS_PER_TURN = 500;

/**
 * Writes the rows (arrays in XLSX_SELECT's order) as one worksheet with typed cells through
 * exceljs' streaming writer. Every few hundred rows it waits for `output` to drain and lets the
 * zip stream catch up, so memory stays flat however many claims there are.
 */
export async function writeXlsx(rows: Readable, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Claims', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    style: NUMBER_FORMATS.has(column.kind) ? { numFmt: NUMBER_FORMATS.get(column.kind) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  for await (const row of rows) {
    sheet.addRow(row as ExcelJS.CellValue[]).commit();
    written += 1;
    if (written % ROWS_PER_TURN === 0) {
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      if (output.destroyed) throw new Error('the download was cut off');
      await nextTurn();
    }
  }
  sheet.commit();
  await workbook.commit();
}
