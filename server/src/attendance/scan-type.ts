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

export const SCAN_TYPES_TEXT = 'a PDF or a PNG, JPEG, TIFF or WebP image';
