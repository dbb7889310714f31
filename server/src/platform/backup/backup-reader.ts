import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';

/** One entry of the tar, read as a stream (to its end before the next comes). */
interface Entry {
  name: string;
  size: number;
  stream: Readable;
}

import type { BackupKeys } from './backup-keys.js';
import {
  BACKUP_FORMAT,
  MANIFEST_ENTRY,
  SIGNATURE_ENTRY,
  type BackupManifest,
  type TablePart,
} from './backup-manifest.js';

/** A backup that is refused, with the sentence the operator reads. Nothing was written when it is thrown. */
export class BackupRefused extends Error {}

/** The largest manifest read into memory (a real one is a few kilobytes). */
const MANIFEST_LIMIT = 1024 * 1024;

/** One backup file, read entry by entry (its parts are never held in memory whole). */
export class BackupReader {
  private constructor(
    readonly file: string,
    readonly manifest: BackupManifest,
  ) {}

  /**
   * Reads and checks the manifest: that it is a backup of this product, made with this BACKUP_KEY,
   * and not altered (its HMAC). The parts' checksums are in it, so checking them (`checkParts`) then
   * proves every byte.
   */
  static async open(file: string, keys: BackupKeys): Promise<BackupReader> {
    const name = basename(file);
    const head: { name: string; bytes: Buffer }[] = [];
    try {
      for await (const entry of entries(file)) {
        if (entry.size > MANIFEST_LIMIT) break;
        head.push({ name: entry.name, bytes: await readAll(entry.stream) });
        if (head.length === 2) break;
      }
    } catch (error) {
      throw new BackupRefused(`${name} cannot be read as a backup: ${(error as Error).message}.`);
    }
    if (head[0]?.name !== MANIFEST_ENTRY || head[1]?.name !== SIGNATURE_ENTRY) {
      throw new BackupRefused(`${name} is not a backup of this product.`);
    }
    const [{ bytes: manifestBytes }, { bytes: signature }] = head;
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
    } catch {
      throw new BackupRefused(`${name} is damaged: its manifest is not JSON.`);
    }
    if (manifest.format !== BACKUP_FORMAT) {
      throw new BackupRefused(`${name} is in a format this release does not read (${String(manifest.format)}).`);
    }
    if (manifest.backupKeyId !== keys.keyId) {
      throw new BackupRefused(
        `${name} was made with another BACKUP_KEY: set BACKUP_KEY (or DATA_DIR/secrets/backup-key) to the key of the machine that made it.`,
      );
    }
    if (!keys.manifestSigned(manifestBytes, signature.toString('utf8'))) {
      throw new BackupRefused(`${name} has been altered: its manifest does not match its signature.`);
    }
    return new BackupReader(file, manifest);
  }

  /**
   * Checks every part against the manifest: each present once, its SHA-256, and with `open`, that it
   * opens under BACKUP_KEY (GCM's tag), decompresses and holds the rows the manifest counts.
   */
  async checkParts(keys: BackupKeys, { open }: { open: boolean }): Promise<void> {
    const name = basename(this.file);
    const seen = new Set<string>();
    await this.eachPart(async (part, entry) => {
      if (seen.has(part.entry)) throw new BackupRefused(`${name} has been altered: ${part.entry} appears twice.`);
      seen.add(part.entry);
      const digest = createHash('sha256');
      let lines = 0;
      const counting = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
          done();
        },
      });
      entry.on('data', (chunk: Buffer) => digest.update(chunk));
      try {
        if (open) await pipeline(entry, keys.opening(part.entry, part), createGunzip(), counting);
        else await pipeline(entry, new Writable({ write: (_chunk, _encoding, done) => done() }));
      } catch {
        throw new BackupRefused(`${name} has been altered or damaged: ${part.entry} does not open.`);
      }
      if (digest.digest('hex') !== part.sha256) {
        throw new BackupRefused(`${name} has been altered or damaged: ${part.entry} does not match its checksum.`);
      }
      if (open && lines !== part.rows) {
        throw new BackupRefused(`${name} is damaged: ${part.entry} holds ${lines} rows, its manifest ${part.rows}.`);
      }
    });
    const missing = this.manifest.tables.filter((part) => !seen.has(part.entry));
    if (missing.length > 0) throw new BackupRefused(`${name} is incomplete: ${missing[0].entry} is missing.`);
  }

  /** Each part in the file's order (the restore order), as its raw (sealed) bytes. */
  async eachPart(use: (part: TablePart, entry: Readable) => Promise<void>): Promise<void> {
    const parts = new Map(this.manifest.tables.map((part) => [part.entry, part]));
    for await (const entry of entries(this.file, 2)) {
      const part = parts.get(entry.name);
      if (!part) {
        throw new BackupRefused(`${basename(this.file)} has been altered: ${entry.name} is not in its manifest.`);
      }
      await use(part, entry.stream);
    }
  }
}

/** The tar's entries from the `skip`th on; each must be read to its end before the next comes. */
async function* entries(file: string, skip = 0): AsyncGenerator<Entry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  let index = 0;
  try {
    for await (const entry of extract) {
      if (index++ < skip) {
        entry.resume();
        continue;
      }
      yield { name: entry.header.name, size: entry.header.size, stream: Readable.from(entry) };
    }
    await reading;
  } finally {
    extract.destroy();
    await reading.catch(() => undefined);
  }
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
