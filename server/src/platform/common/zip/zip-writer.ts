/**
 * A zip archive (PKWARE APPNOTE 6.3) of deflated files written as they stream: each file's local
 * header, its raw deflate data, a data descriptor with its CRC-32 and sizes (known only at the
 * end), then the central directory. ZIP64 fields where a size or offset passes 32 bits, as
 * archiver wrote them. Written here rather than with archiver because archiver (and every other
 * maintained zip writer for Node found) checksums in JavaScript; the CRC-32 here is zlib's.
 */

/** A file of the archive: its raw deflate data and, once that is all out, its CRC-32 and size. */
export interface DeflatedFile {
  name: string;
  data: AsyncIterable<Buffer> | Iterable<Buffer>;
  /** The CRC-32 and length of the uncompressed bytes; called after `data` has ended. */
  summary(): { crc: number; size: number };
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const END = 0x06054b50;

/** Flags: bit 3, sizes and CRC in the data descriptor; bit 11, names in UTF-8. */
const FLAGS = 0x0808;
const DEFLATED = 8;
/** Versions needed to extract: 2.0 (deflate, data descriptor), 4.5 (ZIP64). */
const VERSION = 20;
const VERSION_ZIP64 = 45;
/** Made by: Unix (3) in the high byte, so the external attributes carry the file mode (0644). */
const MADE_BY = (3 << 8) | VERSION_ZIP64;
const FILE_MODE = 0o100644 << 16;
const ZIP64_EXTRA = 0x0001;
const MASK_32 = 0xffffffff;

/** The time in MS-DOS format (local time, two-second steps), as zip headers hold it. */
function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  compressedSize: number;
  offset: number;
}

/**
 * The archive's bytes, file by file, as their data comes. `limit` is the largest value a 32-bit
 * field takes before ZIP64 replaces it (0xFFFFFFFE: 0xFFFFFFFF itself means "see ZIP64"); the
 * tests lower it to check the ZIP64 records without writing 4 GB.
 */
export async function* zipArchive(files: Iterable<DeflatedFile>, limit = MASK_32 - 1): AsyncGenerator<Buffer> {
  const stamp = dosTime(new Date());
  const written: Written[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATED, 8);
    header.writeUInt16LE(stamp.time, 10);
    header.writeUInt16LE(stamp.date, 12);
    // CRC-32 and sizes (14-25) stay 0: they follow the data, in the descriptor.
    header.writeUInt16LE(name.length, 26);
    yield Buffer.concat([header, name]);
    let compressedSize = 0;
    for await (const chunk of file.data) {
      compressedSize += chunk.length;
      yield chunk;
    }
    const { crc, size } = file.summary();
    // 8-byte sizes for a file past 32 bits, as its central header's ZIP64 field announces.
    const wide = size > limit || compressedSize > limit;
    const descriptor = Buffer.alloc(wide ? 24 : 16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(crc, 4);
    if (wide) {
      descriptor.writeBigUInt64LE(BigInt(compressedSize), 8);
      descriptor.writeBigUInt64LE(BigInt(size), 16);
    } else {
      descriptor.writeUInt32LE(compressedSize, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    yield descriptor;
    written.push({ name, crc, size, compressedSize, offset });
    offset += header.length + name.length + compressedSize + descriptor.length;
  }
  const directory = written.map((file) => centralHeader(file, stamp, limit));
  const directorySize = directory.reduce((total, header) => total + header.length, 0);
  yield* directory;
  yield centralDirectoryEnd(written.length, directorySize, offset, limit);
}

/** A file's central directory header: its values past `limit` in a ZIP64 extra field instead. */
function centralHeader(file: Written, stamp: { time: number; date: number }, limit: number): Buffer {
  const wide = [file.size, file.compressedSize, file.offset].filter((value) => value > limit);
  const extra = wide.length ? 4 + 8 * wide.length : 0;
  const header = Buffer.alloc(46 + file.name.length + extra);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(MADE_BY, 4);
  header.writeUInt16LE(wide.length ? VERSION_ZIP64 : VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATED, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(file.crc, 16);
  const field32 = (value: number) => (value > limit ? MASK_32 : value);
  header.writeUInt32LE(field32(file.compressedSize), 20);
  header.writeUInt32LE(field32(file.size), 24);
  header.writeUInt16LE(file.name.length, 28);
  header.writeUInt16LE(extra, 30);
  // Comment length, disk number, internal attributes (32-37): 0.
  header.writeUInt32LE(FILE_MODE >>> 0, 38);
  header.writeUInt32LE(field32(file.offset), 42);
  file.name.copy(header, 46);
  if (wide.length) {
    const at = 46 + file.name.length;
    header.writeUInt16LE(ZIP64_EXTRA, at);
    header.writeUInt16LE(8 * wide.length, at + 2);
    // In the order APPNOTE gives: uncompressed size, compressed size, offset (those that overflowed).
    wide.forEach((value, index) => header.writeBigUInt64LE(BigInt(value), at + 4 + 8 * index));
  }
  return header;
}

/** The end of the central directory, behind a ZIP64 end record and locator where its fields overflow. */
function centralDirectoryEnd(files: number, size: number, offset: number, limit: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  // Disk numbers (4-7): 0.
  end.writeUInt16LE(files, 8);
  end.writeUInt16LE(files, 10);
  if (size <= limit && offset <= limit) {
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(offset, 16);
    return end;
  }
  end.writeUInt32LE(MASK_32, 12);
  end.writeUInt32LE(MASK_32, 16);
  const zip64 = Buffer.alloc(56 + 20);
  zip64.writeUInt32LE(ZIP64_END, 0);
  zip64.writeBigUInt64LE(44n, 4);
  zip64.writeUInt16LE(MADE_BY, 12);
  zip64.writeUInt16LE(VERSION_ZIP64, 14);
  // Disk numbers (16-23): 0.
  zip64.writeBigUInt64LE(BigInt(files), 24);
  zip64.writeBigUInt64LE(BigInt(files), 32);
  zip64.writeBigUInt64LE(BigInt(size), 40);
  zip64.writeBigUInt64LE(BigInt(offset), 48);
  zip64.writeUInt32LE(ZIP64_END_LOCATOR, 56);
  // The disk with the ZIP64 end record (60-63): 0; where that record starts; one disk in all.
  zip64.writeBigUInt64LE(BigInt(offset + size), 64);
  zip64.writeUInt32LE(1, 72);
  return Buffer.concat([zip64, end]);
}
