import { EXPORT_COLUMNS, type CellKind } from './claim-export.columns.js';
import { columnLetter, escapeXml } from './xlsx-parts.js';

/** The cell styles of styles.xml (xlsx-parts.ts), by the index a cell's `s` names. */
const STYLE_IDS = new Map<CellKind, number>([
  ['integer', 1],
  ['amount', 2],
  ['time', 3],
  ['day', 5],
]);

const TAB = 0x09;
const LF = 0x0a;
const SPACE = 0x20;
const BACKSLASH = 0x5c;
const N = 0x4e;

/**
 * Bytes that send a text field the long way (sheetText): COPY's escapes, XML's specials, control
 * characters (COPY writes all but \b \f \n \r \t \v raw), and 0xEF, the lead byte of U+F000 to
 * U+FFFF, among them U+FFFE and U+FFFF, which XML does not allow.
 */
const SPECIAL = new Uint8Array(256);
for (let byte = 0; byte < SPACE; byte += 1) SPECIAL[byte] = 1;
for (const byte of [BACKSLASH, 0x26, 0x3c, 0x3e, 0xef]) SPECIAL[byte] = 1;

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
  const text = field.replace(/\\(.)/g, (escape, letter: string) => COPY_ESCAPES.get(letter) ?? escape);
  return escapeXml(text.replace(XML_FORBIDDEN, '')).replaceAll('\r', '&#13;');
}

/** The XML of one column's cells around the row number and the value. */
interface CellTemplate {
  open: Buffer;
  middle: Buffer;
  /** The middle for text that starts or ends with white space, which Excel keeps only so. */
  paddedMiddle: Buffer;
  close: Buffer;
  text: boolean;
}

const CELLS: readonly CellTemplate[] = EXPORT_COLUMNS.map((column, index) => ({
  open: Buffer.from(`<c r="${columnLetter(index)}`),
  middle: Buffer.from(column.kind === 'text' ? '" t="inlineStr"><is><t>' : `" s="${STYLE_IDS.get(column.kind)}"><v>`),
  paddedMiddle: Buffer.from('" t="inlineStr"><is><t xml:space="preserve">'),
  close: Buffer.from(column.kind === 'text' ? '</t></is></c>' : '</v></c>'),
  text: column.kind === 'text',
}));

const ROW_OPEN = Buffer.from('<row r="');
const ROW_MIDDLE = Buffer.from('">');
const ROW_CLOSE = Buffer.from('</row>');

/** Room for a cell's XML around its value (and a row's around its cells): more than any template. */
const CELL_ROOM = 64;

/** Room past a full piece for the row that fills it (a longer row grows the piece). */
const ROW_ROOM = 64 * 1024;

/** How much XML makes a piece to deflate (deflated-file.ts). */
export const SHEET_PIECE = 1024 * 1024;

/**
 * Turns COPY's rows (text format, the columns of XLSX_SELECT) into the worksheet's `<row>`
 * elements, numbered from 2 under the header, in pieces of about SHEET_PIECE bytes. A NULL makes
 * no cell. Byte work straight from COPY's buffers into the piece: plain fields (nearly all) are
 * copied as they are, the rest decoded and escaped as text. The rows as strings (a split and some
 * eighty concatenations a row, then UTF-8 encoding) took twice the CPU, much of it in GC.
 */
export class SheetRows {
  private piece = Buffer.allocUnsafe(SHEET_PIECE + ROW_ROOM);
  private at = 0;
  /** The row number as ASCII digits, counted up in place. */
  private digits = Buffer.from('1');
  private rest: Buffer | undefined;

  /** The pieces complete once the whole rows in `chunk` are in. */
  write(chunk: Buffer): Buffer[] {
    const pieces: Buffer[] = [];
    let from = 0;
    if (this.rest) {
      const end = chunk.indexOf(LF);
      if (end === -1) {
        this.rest = Buffer.concat([this.rest, chunk]);
        return pieces;
      }
      const line = Buffer.concat([this.rest, chunk.subarray(0, end + 1)]);
      this.rest = undefined;
      this.row(line, 0, pieces);
      from = end + 1;
    }
    const last = chunk.lastIndexOf(LF);
    while (from <= last) from = this.row(chunk, from, pieces);
    if (from < chunk.length) this.rest = chunk.subarray(from);
    return pieces;
  }

  /** The last piece; checks that COPY's output ended with a whole row. */
  end(): Buffer {
    if (this.rest) throw new Error('the export ended inside a row');
    return this.piece.subarray(0, this.at);
  }

  /** Writes the row starting at `from` (which ends in a line feed); returns where the next starts. */
  private row(line: Buffer, from: number, pieces: Buffer[]): number {
    if (this.at >= SHEET_PIECE) {
      pieces.push(this.piece.subarray(0, this.at));
      this.piece = Buffer.allocUnsafe(SHEET_PIECE + ROW_ROOM);
      this.at = 0;
    }
    this.countRow();
    // Plain fields come out as long as they went in, each with less than CELL_ROOM around it.
    this.room(line.indexOf(LF, from) - from + (CELLS.length + 1) * CELL_ROOM);
    this.put(ROW_OPEN);
    this.put(this.digits);
    this.put(ROW_MIDDLE);
    let start = from;
    for (const cell of CELLS) {
      if (line[start] === BACKSLASH && line[start + 1] === N) start += 3;
      else start = cell.text ? this.textCell(cell, line, start) : this.numberCell(cell, line, start);
      if (line[start - 1] !== (cell === CELLS[CELLS.length - 1] ? LF : TAB))
        throw new Error(`a row of the export without ${CELLS.length} columns`);
    }
    this.put(ROW_CLOSE);
    return start;
  }

  /** A number as PostgreSQL printed it; returns where the next field starts. */
  private numberCell(cell: CellTemplate, line: Buffer, start: number): number {
    this.put(cell.open);
    this.put(this.digits);
    this.put(cell.middle);
    const piece = this.piece;
    let at = this.at;
    let from = start;
    for (let byte = line[from]; byte > LF; byte = line[++from]) piece[at++] = byte;
    this.at = at;
    this.put(cell.close);
    return from + 1;
  }

  /**
   * A text cell: copied while its bytes are plain (SPECIAL also stops at the tab or line feed
   * after it), written again the long way when they are not. Returns where the next field starts.
   */
  private textCell(cell: CellTemplate, line: Buffer, start: number): number {
    const cellStart = this.at;
    this.put(cell.open);
    this.put(this.digits);
    const valueStart = this.at;
    this.put(cell.middle);
    const piece = this.piece;
    let at = this.at;
    let from = start;
    for (let byte = line[from]; SPECIAL[byte] === 0; byte = line[++from]) piece[at++] = byte;
    this.at = at;
    if (line[from] !== TAB && line[from] !== LF) {
      let end = from;
      while (end < line.length && line[end] !== TAB && line[end] !== LF) end += 1;
      this.at = cellStart;
      this.escapedTextCell(cell, line.toString('utf8', start, end));
      return end + 1;
    }
    // Plain text holds no control characters: white space at its ends is a space.
    if (from > start && (line[start] === SPACE || line[from - 1] === SPACE)) {
      this.at = valueStart;
      this.put(cell.paddedMiddle);
      line.copy(this.piece, this.at, start, from);
      this.at += from - start;
    }
    this.put(cell.close);
    return from + 1;
  }

  /** A text cell whose field needs COPY's escapes undone or XML's applied. */
  private escapedTextCell(cell: CellTemplate, field: string): void {
    const text = sheetText(field);
    const padded = text.charCodeAt(0) <= SPACE || text.charCodeAt(text.length - 1) <= SPACE;
    this.room(Buffer.byteLength(text) + CELL_ROOM);
    this.put(cell.open);
    this.put(this.digits);
    this.put(padded ? cell.paddedMiddle : cell.middle);
    this.at += this.piece.write(text, this.at);
    this.put(cell.close);
  }

  /** Makes room for `bytes` more in the piece: grows it for a long row. */
  private room(bytes: number): void {
    if (this.at + bytes <= this.piece.length) return;
    const larger = Buffer.allocUnsafe(this.at + bytes + ROW_ROOM);
    this.piece.copy(larger, 0, 0, this.at);
    this.piece = larger;
  }

  /** Copies a template: a few bytes, for which a loop beats a native call. */
  private put(bytes: Buffer): void {
    const piece = this.piece;
    let at = this.at;
    for (let from = 0; from < bytes.length; from += 1) piece[at++] = bytes[from];
    this.at = at;
  }

  private countRow(): void {
    const digits = this.digits;
    let at = digits.length - 1;
    while (at >= 0 && digits[at] === 0x39) digits[at--] = 0x30;
    if (at >= 0) digits[at] += 1;
    else this.digits = Buffer.concat([Buffer.from('1'), digits]);
  }
}
