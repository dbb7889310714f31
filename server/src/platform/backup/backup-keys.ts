import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Transform } from 'node:stream';

const KEY_BYTES = 32;
const IV_BYTES = 12;

const derive = (material: string, label: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(material, 'utf8'), Buffer.alloc(0), label, KEY_BYTES));

/** A backup's seal: a part opened with another key or under another name fails GCM's tag. */
export interface PartSeal {
  iv: string;
  tag: string;
}

/**
 * The keys of a backup, derived from BACKUP_KEY with HKDF-SHA256 (one label per use): AES-256-GCM
 * for the parts, HMAC-SHA256 for the manifest. BACKUP_KEY is a key of its own, not DATA_KEY: a backup
 * copied off the machine is unreadable to whoever holds it without that key, and the bank data in it
 * stays sealed under DATA_KEY as well.
 */
export class BackupKeys {
  private readonly partKey: Buffer;
  private readonly manifestKey: Buffer;
  /** Names the key in the manifest, so a wrong key is told apart from an altered file. */
  readonly keyId: string;

  constructor(backupKey: string) {
    if (backupKey.length < 32) throw new Error('BACKUP_KEY must be at least 32 characters long.');
    this.partKey = derive(backupKey, 'unit-costs/backup/v1/parts/aes-256-gcm');
    this.manifestKey = derive(backupKey, 'unit-costs/backup/v1/manifest/hmac-sha256');
    this.keyId = derive(backupKey, 'unit-costs/backup/v1/key-id').subarray(0, 8).toString('hex');
  }

  /** A stream sealing one part; `entry` (its name) is authenticated, so parts cannot be swapped. */
  sealing(entry: string): { stream: Transform; seal: () => PartSeal } {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.partKey, iv);
    cipher.setAAD(Buffer.from(entry, 'utf8'));
    return {
      stream: cipher,
      seal: () => ({ iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') }),
    };
  }

  /** A stream opening one part; it fails at its end unless the part is exactly what `sealing` made. */
  opening(entry: string, seal: PartSeal): Transform {
    const decipher = createDecipheriv('aes-256-gcm', this.partKey, Buffer.from(seal.iv, 'base64'));
    decipher.setAAD(Buffer.from(entry, 'utf8'));
    decipher.setAuthTag(Buffer.from(seal.tag, 'base64'));
    return decipher;
  }

  signManifest(manifest: Buffer): string {
    return createHmac('sha256', this.manifestKey).update(manifest).digest('hex');
  }

  manifestSigned(manifest: Buffer, signature: string): boolean {
    const expected = Buffer.from(this.signManifest(manifest), 'hex');
    const given = Buffer.from(signature.trim(), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * A value only the same DATA_KEY gives (an HMAC of a fixed text under a key derived from it): a
   * restore compares it with its own DATA_KEY's before writing anything, without the backup holding
   * the key or anything that would help guess it.
   */
  static dataKeyCheck(dataKey: string): string {
    return createHmac('sha256', derive(dataKey, 'unit-costs/backup/v1/data-key-check'))
      .update('the DATA_KEY of this backup')
      .digest('hex');
  }
}
