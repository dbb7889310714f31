import { charsetOf, decodeXml } from './xml-encoding.js';
import { BankFileRefused } from './xml-values.js';

const declaration = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n`;
const body = '<Document><Nm>Müller Straße, Société Générale, Łódź</Nm></Document>';

describe('decodeXml', () => {
  it('reads UTF-8 with and without a byte-order mark, and when nothing is declared', () => {
    const text = declaration('UTF-8') + body;
    expect(decodeXml(Buffer.from(text))).toBe(text);
    expect(decodeXml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    expect(decodeXml(Buffer.from(body))).toBe(body);
  });

  it('reads UTF-16 little and big endian by their mark, and without one by the zero bytes of "<"', () => {
    const text = declaration('UTF-16') + body;
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeXml(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toBe(text);
    expect(decodeXml(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe(text);
    expect(decodeXml(le)).toBe(text);
    expect(decodeXml(be)).toBe(text);
  });

  it('reads the encoding the declaration names (ISO-8859-1, windows-1252, ISO-8859-15)', () => {
    const latin1 = `${declaration('ISO-8859-1')}<Nm>Müller Straße</Nm>`;
    expect(decodeXml(Buffer.from(latin1, 'latin1'))).toBe(latin1);
    const euro = Buffer.concat([
      Buffer.from(`${declaration('ISO-8859-15')}<Amt>`),
      Buffer.from([0xa4]),
      Buffer.from('</Amt>'),
    ]);
    expect(decodeXml(euro)).toBe(`${declaration('ISO-8859-15')}<Amt>€</Amt>`);
    const cp1252 = Buffer.concat([
      Buffer.from(`${declaration('windows-1252')}<Amt>`),
      Buffer.from([0x80]),
      Buffer.from('</Amt>'),
    ]);
    expect(decodeXml(cp1252)).toBe(`${declaration('windows-1252')}<Amt>€</Amt>`);
  });

  it('falls back to the upload’s charset when the file declares none; the file’s own declaration wins', () => {
    expect(decodeXml(Buffer.from('<Nm>Müller</Nm>', 'latin1'), 'iso-8859-1')).toBe('<Nm>Müller</Nm>');
    const declared = `${declaration('ISO-8859-1')}<Nm>Müller</Nm>`;
    expect(decodeXml(Buffer.from(declared, 'latin1'), 'utf-8')).toBe(declared);
    expect(charsetOf('text/xml; charset="ISO-8859-1"')).toBe('ISO-8859-1');
    expect(charsetOf('application/xml')).toBeNull();
  });

  it('reads a UTF-16 declaration on bytes that are ASCII as what they are (UTF-8)', () => {
    const text = declaration('UTF-16') + body;
    expect(decodeXml(Buffer.from(text))).toBe(text);
  });

  it('refuses an encoding no decoder knows, and bytes that are not the text they declare', () => {
    expect(() => decodeXml(Buffer.from(`${declaration('X-UNKNOWN')}<a/>`))).toThrow(
      new BankFileRefused(
        'The file declares the encoding X-UNKNOWN, which the product cannot read: send it as UTF-8, UTF-16 or ISO-8859-1.',
      ),
    );
    expect(() => decodeXml(Buffer.from([0x3c, 0x61, 0xff, 0x2f, 0x3e]))).toThrow(
      'The file is not UTF-8 text as it declares: it may be damaged, or in another encoding.',
    );
  });
});
