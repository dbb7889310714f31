import { refused } from './xml-values.js';

/** The encoding a byte-order mark names, and its length. */
function byteOrderMark(bytes: Uint8Array): { encoding: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** UTF-16 without a mark still starts with '<' and a zero byte (XML 1.0, appendix F). */
function utf16WithoutMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return 'utf-16le';
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return 'utf-16be';
  return null;
}

/** The `encoding` of the XML declaration, read as ASCII (every encoding a bank uses writes it so). */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  return /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(head)?.[1] ?? null;
}

/**
 * windows-1252's characters at 0x80-0x9F (€, ‚, „, …, ‘, ’, “, ”, –, —, ™, ...): Node 20's decoder reads
 * 'windows-1252' as ISO-8859-1 there (C1 controls), so the file's € would be lost. Unassigned bytes stay.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const isWindows1252 = (encoding: string) => /^(windows-1252|cp1252|x-cp1252)$/i.test(encoding);

/** The `charset` parameter of a Content-Type, if any. */
export function charsetOf(contentType: string): string | null {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType)?.[1] ?? null;
}

/**
 * A bank file's bytes as text, in the encoding the file says it has (XML 1.0, appendix F): a
 * byte-order mark first (UTF-8, UTF-16), then UTF-16's zero bytes, then the XML declaration's
 * `encoding` (ISO-8859-1, windows-1252, ...; a UTF-16 one on bytes read as ASCII is wrong and left
 * out), then the upload's charset, else UTF-8. Bytes that are
 * not text in that encoding, and an encoding no decoder knows, get a 400 that names it.
 */
export function decodeXml(bytes: Uint8Array, charset: string | null = null): string {
  const mark = byteOrderMark(bytes);
  const declared = declaredEncoding(bytes);
  // A declaration read as ASCII is not UTF-16 whatever it says (tools that convert files keep old headers).
  const readable = declared && !/^utf-?16/i.test(declared) ? declared : null;
  const encoding = mark?.encoding ?? utf16WithoutMark(bytes) ?? readable ?? charset ?? 'utf-8';
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw refused(
      `The file declares the encoding ${encoding.slice(0, 40)}, which the product cannot read: send it as UTF-8, UTF-16 or ISO-8859-1.`,
    );
  }
  try {
    const text = decoder.decode(mark ? bytes.subarray(mark.length) : bytes);
    return isWindows1252(encoding)
      ? text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80])
      : text;
  } catch {
    throw refused(
      `The file is not ${encoding.toUpperCase()} text as it declares: it may be damaged, or in another encoding.`,
    );
  }
}
