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

/** One file of a ZIP archive, as unzip extracts it. */
export const zipEntry = (zip: Buffer, name: string) => outputOf(zip, 'zip', 'unzip', (file) => ['-p', file, name]);

/** A PDF's text as poppler's pdftotext reads it, layout kept (a row's cells on one line). */
export const pdfText = (pdf: Buffer) => readWith(pdf, 'pdf', 'pdftotext', (file) => ['-layout', file, '-']);
