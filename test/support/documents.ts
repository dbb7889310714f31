import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';

/** Collects a binary body (supertest only buffers text and JSON by itself). */
export const binary = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Runs a command-line reader (pdftotext, unzip, ...) on the bytes written to a file of their own; its output as bytes. */
export async function outputOf(bytes: Buffer, extension: string, command: string, args: (file: string) => string[]) {
  const folder = await mkdtemp(join(tmpdir(), 'uc-document-'));
  try {
    const file = join(folder, `document.${extension}`);
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)(command, args(file), {
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'buffer',
    });
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The same, its output as UTF-8 text. */
export const readWith = async (...args: Parameters<typeof outputOf>) => (await outputOf(...args)).toString('utf8');

/** One file of a ZIP archive, as unzip extracts it (its wildcards bracketed: a workbook has '[Content_Types].xml'). */
export const zipEntry = (zip: Buffer, name: string) =>
  outputOf(zip, 'zip', 'unzip', (file) => ['-p', file, name.replace(/[[*?]/g, (wildcard) => `[${wildcard}]`)]);

/** A PDF's text as poppler's pdftotext reads it, layout kept (a row's cells on one line). */
export const pdfText = (pdf: Buffer) => readWith(pdf, 'pdf', 'pdftotext', (file) => ['-layout', file, '-']);

const ZIP_TYPES = ['application/zip', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * The text a person could read in a body of this type: a PDF's as pdftotext gives it, each file of a
 * ZIP (a workbook is one) read the same way by its name, anything else as UTF-8. Lets a test look for
 * a name inside documents as it would in JSON.
 */
export async function readableText(bytes: Buffer, contentType: string): Promise<string> {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/pdf') return pdfText(bytes);
  if (!ZIP_TYPES.includes(type)) return bytes.toString('utf8');
  const names = (await readWith(bytes, 'zip', 'unzip', (file) => ['-Z1', file])).split('\n').filter(Boolean);
  const texts = [];
  for (const name of names.filter((entry) => !entry.endsWith('/'))) {
    texts.push(await readableText(await zipEntry(bytes, name), typeByExtension(name)));
  }
  return texts.join('\n');
}

function typeByExtension(name: string): string {
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.xlsx')) return ZIP_TYPES[1];
  return name.endsWith('.zip') ? ZIP_TYPES[0] : 'text/plain';
}
