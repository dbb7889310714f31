import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { deflatedFile, deflatedText } from './deflated-file.js';
import { zipArchive, type DeflatedFile } from './zip-writer.js';

const run = promisify(execFile);

async function* pieces(...parts: Buffer[]): AsyncGenerator<Buffer> {
  yield* parts;
}

const collect = async (archive: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** Writes the archive to a file, checks it with `unzip -t` and reads each file back with `unzip -p`. */
async function unzipped(archive: Buffer, names: string[]): Promise<Buffer[]> {
  const folder = await mkdtemp(join(tmpdir(), 'zip-writer-'));
  try {
    const file = join(folder, 'test.zip');
    await writeFile(file, archive);
    await expect(run('unzip', ['-tq', file])).resolves.toMatchObject({ stdout: expect.stringContaining('No errors') });
    return await Promise.all(
      names.map(async (name) => (await run('unzip', ['-p', file, name], { encoding: 'buffer' })).stdout),
    );
  } finally {
    await rm(folder, { recursive: true });
  }
}

describe('zipArchive', () => {
  // Text deflates; random bytes do not; pieces deflated apart join into one stream.
  const text = Buffer.from('<row r="2"><c r="A2" t="inlineStr"><is><t>Zoë</t></is></c></row>'.repeat(5000));
  const noise = randomBytes(300_000);
  const files = (): DeflatedFile[] => [
    deflatedText('types.xml', '<Types/>'),
    deflatedFile('xl/worksheets/sheet1.xml', pieces(text.subarray(0, 1000), noise, text.subarray(1000))),
    deflatedFile('empty.xml', pieces()),
  ];
  const names = ['types.xml', 'xl/worksheets/sheet1.xml', 'empty.xml'];
  const expected = ['<Types/>', Buffer.concat([text.subarray(0, 1000), noise, text.subarray(1000)]), ''];

  it('writes a zip that unzip reads back file by file', async () => {
    const contents = await unzipped(await collect(zipArchive(files())), names);
    contents.forEach((content, index) => expect(content.equals(Buffer.from(expected[index]))).toBe(true));
  });

  it('writes the ZIP64 records of files and offsets past 32 bits correctly (every field over the limit)', async () => {
    const archive = await collect(zipArchive(files(), 0));
    const contents = await unzipped(archive, names);
    contents.forEach((content, index) => expect(content.equals(Buffer.from(expected[index]))).toBe(true));
    // The ZIP64 end record and its locator stand before the end of the central directory.
    expect(archive.readUInt32LE(archive.length - 22 - 20 - 56)).toBe(0x06064b50);
  });
});
