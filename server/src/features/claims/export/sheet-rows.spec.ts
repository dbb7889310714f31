import { SHEET_PIECE, SheetRows } from './sheet-rows.js';

/** A COPY row (text format) of the export's twenty columns: nine text, ten numbers and times, one text. */
const copyRow = (texts: string[], numbers: string[] = Array<string>(10).fill('\\N'), last = '\\N') =>
  `${[...texts, ...numbers, last].join('\t')}\n`;

const TEXTS = ['UC-1', 'Saved', 'Doe', 'Jane', 'j@x.example', 'Court', 'Belgium', 'B1', 'Seminar'];

function sheet(copy: Buffer[]): string {
  const rows = new SheetRows();
  const pieces = copy.flatMap((chunk) => rows.write(chunk));
  return Buffer.concat([...pieces, rows.end()]).toString();
}

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

describe('SheetRows', () => {
  it('writes typed cells numbered from row 2, and no cell for a NULL', () => {
    const numbers = ['202', '180.00', '2', '98.00', '196.00', '376.00', '46000.5', '\\N', '\\N', '\\N'];
    const xml = sheet([Buffer.from(copyRow(TEXTS, numbers, 'P1'))]);
    expect(xml).toBe(
      `<row r="2">${TEXTS.map((value, index) => text(`${String.fromCharCode(65 + index)}2`, value)).join('')}` +
        '<c r="J2" s="1"><v>202</v></c><c r="K2" s="2"><v>180.00</v></c><c r="L2" s="1"><v>2</v></c>' +
        '<c r="M2" s="2"><v>98.00</v></c><c r="N2" s="2"><v>196.00</v></c><c r="O2" s="2"><v>376.00</v></c>' +
        `<c r="P2" s="3"><v>46000.5</v></c>${text('T2', 'P1')}</row>`,
    );
  });

  it("undoes COPY's escapes, escapes XML, drops what XML forbids, keeps padding and other text as it is", () => {
    const fields = [
      'a\\\\b\\tc\\rd\\ne',
      '<A&B>',
      'bell\u0007\ufffe\uffff!',
      '  Ana ',
      '',
      'Łukasiewicz ！',
      '\\\\N',
      'x',
      'y',
    ];
    const xml = sheet([Buffer.from(copyRow(fields))]);
    expect(xml).toContain(text('A2', 'a\\b\tc&#13;d\ne'));
    expect(xml).toContain(text('B2', '&lt;A&amp;B&gt;'));
    expect(xml).toContain(text('C2', 'bell!'));
    expect(xml).toContain('<c r="D2" t="inlineStr"><is><t xml:space="preserve">  Ana </t></is></c>');
    expect(xml).toContain(text('E2', ''));
    expect(xml).toContain(text('F2', 'Łukasiewicz ！'));
    // A backslash and an N (escaped) is text; only \N alone is NULL.
    expect(xml).toContain(text('G2', '\\N'));
  });

  it('reads rows and characters cut anywhere between chunks', () => {
    const copy = Buffer.from(copyRow(TEXTS) + copyRow(['Zoë', 'Łódź', '<&>', '\\\\', ' x', 'y ', 'ü', '€', '']));
    const whole = sheet([copy]);
    expect(whole).toContain('<row r="3">');
    for (let cut = 1; cut < copy.length; cut += 1) {
      expect(sheet([copy.subarray(0, cut), copy.subarray(cut)])).toBe(whole);
    }
    const bytes = [...copy].map((byte) => Buffer.from([byte]));
    expect(sheet(bytes)).toBe(whole);
  });

  it('hands over pieces of about SHEET_PIECE bytes, counting rows on past any number of digits', () => {
    const rows = new SheetRows();
    const copy = Buffer.from(copyRow(TEXTS).repeat(20_000));
    const pieces = [...rows.write(copy), rows.end()];
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeLessThan(SHEET_PIECE + 2048);
    const xml = Buffer.concat(pieces).toString();
    expect(xml).toContain('<row r="10000"><c r="A10000" t="inlineStr">');
    expect(xml.endsWith(`${text('I20001', 'Seminar')}</row>`)).toBe(true);
  });

  it('takes a field longer than a piece', () => {
    const long = 'é&'.repeat(SHEET_PIECE);
    const xml = sheet([Buffer.from(copyRow([long, ...TEXTS.slice(1)]) + copyRow(TEXTS))]);
    expect(xml).toContain(text('A2', 'é&amp;'.repeat(SHEET_PIECE)));
    expect(xml).toContain(text('A3', 'UC-1'));
  });

  it('refuses output that ends inside a row, and a row of other columns', () => {
    const rows = new SheetRows();
    rows.write(Buffer.from('UC-1\tSaved'));
    expect(() => rows.end()).toThrow('the export ended inside a row');
    expect(() => sheet([Buffer.from('UC-1\tSaved\n')])).toThrow('a row of the export without 20 columns');
    expect(() => sheet([Buffer.from(copyRow(TEXTS).replace('\n', '\textra\n'))])).toThrow(
      'a row of the export without 20 columns',
    );
  });
});
