import { Transform, type TransformCallback } from 'node:stream';

import { defusedText, EXPORT_COLUMNS, wallClock, type ExportColumn } from './claim-export.columns.js';

/** Each column as PostgreSQL writes it into the CSV: times as 'YYYY-MM-DD HH:MM:SS', days as 'YYYY-MM-DD', typed text defused. */
function csvSql(column: ExportColumn): string {
  if (column.kind === 'time') return `to_char(${wallClock(column.sql)}, 'YYYY-MM-DD HH24:MI:SS')`;
  if (column.kind === 'day') return `to_char(${column.sql}, 'YYYY-MM-DD')`;
  return column.typed ? defusedText(column.sql) : column.sql;
}

export const CSV_SELECT = EXPORT_COLUMNS.map(csvSql);

/** PostgreSQL's CSV (RFC 4180 but for the line ends): no header, the BOM and header come from here. */
export const CSV_COPY_OPTIONS = 'FORMAT csv';

const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The byte-order mark, so spreadsheet programs read the UTF-8 right, and the header line. */
export const CSV_HEAD = Buffer.from(`\uFEFF${EXPORT_COLUMNS.map((column) => csvField(column.header)).join(',')}\r\n`);

const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * Ends every record with CRLF as RFC 4180 asks (COPY ends them with LF): a line feed outside
 * quotes ends a record, one inside a quoted field is data and stays. Starts with CSV_HEAD.
 */
export class CsvRecords extends Transform {
  private quoted = false;

  constructor() {
    super();
    this.push(CSV_HEAD);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const parts: Buffer[] = [];
    let start = 0;
    let at = 0;
    let nextQuote = chunk.indexOf(QUOTE, at);
    while (at < chunk.length) {
      if (this.quoted) {
        const close = chunk.indexOf(QUOTE, at);
        if (close === -1) break;
        // A doubled quote inside the field closes and reopens it here: the same in the end.
        this.quoted = false;
        at = close + 1;
        nextQuote = chunk.indexOf(QUOTE, at);
        continue;
      }
      const lineEnd = chunk.indexOf(LF, at);
      if (nextQuote !== -1 && (lineEnd === -1 || nextQuote < lineEnd)) {
        this.quoted = true;
        at = nextQuote + 1;
        continue;
      }
      if (lineEnd === -1) break;
      parts.push(chunk.subarray(start, lineEnd), CRLF);
      start = at = lineEnd + 1;
    }
    if (start === 0) return done(null, chunk);
    parts.push(chunk.subarray(start));
    done(null, Buffer.concat(parts));
  }
}
