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

/** Rows between two looks at the streams downstream. */
const ROWS_PER_TURN = 500;

/**
 * Deflate level 1: the sheet's XML is most of the work, and level 1 packs it about as small
 * as the default level at several times the speed.
 */
const ZIP_OPTIONS = { zlib: { level: 1 } };

interface StyleRegistry {
  addStyleModel(model: { numFmt?: string } | undefined, cellType?: number): number;
}

/**
 * exceljs works a cell's style id out afresh for every cell (each cell gets its own copy of the
 * column's style), a third of the workbook's time in a profile. The export's styles are a number
 * format at most, so the id is remembered per format and cell type; other styles go the usual way.
 */
function rememberStyleIds(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles: StyleRegistry }).styles;
  const add = styles.addStyleModel.bind(styles);
  const ids = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    if (!model || Object.keys(model).some((key) => key !== 'numFmt')) return add(model, cellType);
    const key = `${cellType}:${model.numFmt ?? ''}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = add(model, cellType)));
    return id;
  };
}

/** Waits while `stream` holds more than it wants; false when it has been closed. */
async function drained(stream: Writable): Promise<boolean> {
  if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  return !stream.destroyed;
}

/**
 * The streams the worksheet writes to: exceljs' StreamBuf writes to them without looking at what
 * they return, so their buffers grow without limit unless the writer waits for them (not public
 * API: an exceljs upgrade is checked by the export bench's memory figure).
 */
const sheetPipes = (sheet: ExcelJS.Worksheet): Writable[] =>
  (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes ?? [];

/**
 * Writes the rows (arrays in XLSX_SELECT's order) as one worksheet with typed cells through
 * exceljs' streaming writer. Every few hundred rows it waits for the zip entry's stream and for
 * `output` to drain, so memory stays flat however many claims there are.
 */
export async function writeXlsx(rows: Readable, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    zip: ZIP_OPTIONS,
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  rememberStyleIds(workbook);
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
      for (const pipe of sheetPipes(sheet)) await drained(pipe);
      if (!(await drained(output))) throw new Error('the download was cut off');
      await nextTurn();
    }
  }
  sheet.commit();
  await workbook.commit();
}
