import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { EXPORT_COLUMNS, exportCells, type Cell, type CellKind } from './claim-export.columns.js';

const NUMBER_FORMATS = new Map<CellKind, string>([
  ['integer', '0'],
  ['amount', '#,##0.00'],
  ['time', 'yyyy-mm-dd hh:mm:ss'],
]);

/** Rows between two looks at the output: the zip stream buffers what it is handed without a limit. */
const ROWS_PER_TURN = 500;

function xlsxValue(kind: CellKind, cell: Cell): ExcelJS.CellValue {
  if (cell === null) return null;
  if (kind === 'amount' || kind === 'integer') return Number(cell);
  // The academy's wall-clock time as the cell's (zone-less) date and time.
  if (kind === 'time') return new Date(`${cell}Z`);
  return String(cell);
}

/**
 * Writes the claims as one worksheet with typed cells (numbers as numbers, times as dates) through
 * exceljs' streaming writer. Every few hundred rows it waits for `output` to drain and lets the zip
 * stream catch up, so memory stays flat however many claims there are.
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
    sheet
      .addRow(
        exportCells(row as Record<string, unknown>).map((cell, index) => xlsxValue(EXPORT_COLUMNS[index].kind, cell)),
      )
      .commit();
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
