import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Noto Sans covers every Latin, Greek and Cyrillic name; PDF's built-in Helvetica knows only Western European letters.
// Parsed once: given a file, pdfkit reads and parses it again for every document (docs/decisions.md, "PDF summary").
const require = createRequire(import.meta.url);
function notoSans(file: string): Font {
  const font = create(readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}
const REGULAR = notoSans('400Regular/NotoSans_400Regular.ttf');
const BOLD = notoSans('700Bold/NotoSans_700Bold.ttf');

/** Gives a document the parsed fonts as 'regular' and 'bold'. */
export function withNotoSans(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  return doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
}

/** The document's bytes once it has ended (pdfkit writes as it goes). */
export function documentBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
