import { constants, crc32, deflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib';

import type { DeflatedFile } from './zip-writer.js';

/**
 * Level 1: the sheet's XML is nearly all of the work, and level 1 packs it about as small as the
 * default level at several times the speed. Each piece ends on a sync flush (byte-aligned, not
 * final), so the pieces, deflated apart, join into one deflate stream as pigz joins them.
 */
const ZLIB: ZlibOptions = { level: 1, finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 };

/** What ends the joined stream: an empty final block (fixed Huffman codes). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Pieces deflating at once on libuv's threadpool while the main thread makes the next ones: three
 * keep two threads busy and cost a few megabytes.
 */
const PIECES_IN_FLIGHT = 3;

const deflate = (piece: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    deflateRaw(piece, ZLIB, (error, deflated) => (error ? reject(error) : resolve(deflated))),
  );

/**
 * A file of the zip from `pieces` (of about a megabyte each: the window lost at each join costs
 * little then), deflated in parallel and in order. zlib's CRC-32 runs on the main thread: native,
 * it takes a few milliseconds a megabyte. Only so many pieces are ahead of the reader, so a slow
 * reader holds up the source.
 */
export function deflatedFile(name: string, pieces: AsyncIterable<Buffer>): DeflatedFile {
  let crc = 0;
  let size = 0;
  async function* data(): AsyncGenerator<Buffer> {
    const pending: Promise<Buffer>[] = [];
    for await (const piece of pieces) {
      crc = crc32(piece, crc);
      size += piece.length;
      const job = deflate(piece);
      // Awaited in turn below; this only keeps the failure of a job left behind by an error
      // elsewhere from going unhandled.
      job.catch(() => undefined);
      pending.push(job);
      if (pending.length === PIECES_IN_FLIGHT) yield await pending.shift()!;
    }
    for (const job of pending) yield await job;
    yield FINAL_BLOCK;
  }
  return { name, data: data(), summary: () => ({ crc, size }) };
}

/** A small file deflated once, when the module loads (the workbook's fixed parts). */
export function deflatedText(name: string, text: string): DeflatedFile {
  const bytes = Buffer.from(text);
  const summary = { crc: crc32(bytes), size: bytes.length };
  return { name, data: [deflateRawSync(bytes, { level: 9 })], summary: () => summary };
}
