/** What a scan may be, told by its first bytes (its "magic"), never by its name or the type a client declares. */
interface Signature {
  mediaType: string;
  extension: string;
  matches(bytes: Buffer): boolean;
}

const startsWith =
  (prefix: number[], at = 0) =>
  (bytes: Buffer) =>
    bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

const SIGNATURES: Signature[] = [
  { mediaType: 'application/pdf', extension: 'pdf', matches: startsWith(ascii('%PDF-')) },
  { mediaType: 'image/png', extension: 'png', matches: startsWith([0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]) },
  { mediaType: 'image/jpeg', extension: 'jpg', matches: startsWith([0xff, 0xd8, 0xff]) },
  {
    mediaType: 'image/tiff',
    extension: 'tif',
    matches: (bytes) => startsWith([0x49, 0x49, 0x2a, 0x00])(bytes) || startsWith([0x4d, 0x4d, 0x00, 0x2a])(bytes),
  },
  {
    mediaType: 'image/webp',
    extension: 'webp',
    matches: (bytes) => startsWith(ascii('RIFF'))(bytes) && startsWith(ascii('WEBP'), 8)(bytes),
  },
];

/** The scan's type by its content: a PDF or a PNG, JPEG, TIFF or WebP image; undefined for anything else. */
export function scanType(bytes: Buffer): { mediaType: string; extension: string } | undefined {
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  return signature && { mediaType: signature.mediaType, extension: signature.extension };
}

/** The extension of a scan type by its media type ('application/pdf' is 'pdf'); 'bin' for one no signature has. */
export function scanExtension(mediaType: string): string {
  return SIGNATURES.find((signature) => signature.mediaType === mediaType)?.extension ?? 'bin';
}

export const SCAN_TYPES_TEXT = 'a PDF or a PNG, JPEG, TIFF or WebP image';

/** Characters that change how a name reads without being seen: controls and format characters (direction overrides, zero-width). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** A file name's last extension ('.html' of 'poly.html'): a dot and 1 to 10 letters or digits at the end. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;
const MAX_NAME_LENGTH = 255;

/**
 * The name a scan is kept, sent and packed under: the name it came with, without its path, without
 * invisible characters ('invoice\u202Efdp.exe' read as 'invoiceexe.pdf'), and ending in the extension
 * of the type its bytes were found to be (`extension`, from scanType): a PDF sent as 'poly.html' is
 * 'poly.pdf', 'sheet\0.pdf.html' is 'sheet.pdf'. Only the last extension is replaced, so a date in
 * the name ('sheet 06.10.2026.pdf') stays.
 */
export function storedScanName(name: string, extension: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').normalize('NFC').replace(INVISIBLE, '').replace(/"/g, '').trim();
  const ending = `.${extension}`;
  let stem = base.replace(EXTENSION, '').trim();
  if (stem.toLowerCase().endsWith(ending)) stem = stem.slice(0, -ending.length).trim();
  return `${[...(stem || 'scan')].slice(0, MAX_NAME_LENGTH - ending.length).join('')}${ending}`;
}
