import type { Provider } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

import { SECRETS } from '../../config/config.module.js';
import type { Secrets } from '../../config/secrets.js';

/**
 * Each sealed value names the key version it was sealed under ('v1:...'), so that a later DATA_KEY
 * rotation can add 'v2' and still open what 'v1' sealed (and re-seal it at leisure).
 */
const CURRENT_VERSION = 'v1';

/** HKDF's info label: a key derived for this use cannot serve another use of DATA_KEY. */
const KEY_LABELS: Record<string, string> = { v1: 'unit-costs/data-cipher/v1/aes-256-gcm' };

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
/** 96 bits: the IV length GCM is designed for; random per value. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value could not be opened: it was altered, belongs to another record, or another key sealed it. */
export class SealedValueUnreadable extends Error {
  constructor(reason: string) {
    super(`A sealed value could not be opened: ${reason}.`);
  }
}

/**
 * Seals and opens text with AES-256-GCM under a key derived from DATA_KEY (HKDF-SHA256).
 * Output: '<version>:' + base64(iv | tag | ciphertext). `context` (e.g. the record's id) is
 * authenticated but not stored: a value copied into another record does not open there.
 */
export class DataCipher {
  private readonly keys: Map<string, Buffer>;

  /** `dataKey`: DATA_KEY as configured (any text of 32+ characters; its UTF-8 bytes are the key material). */
  constructor(dataKey: string) {
    if (dataKey.length < 32) throw new Error('DATA_KEY must be at least 32 characters long.');
    const material = Buffer.from(dataKey, 'utf8');
    this.keys = new Map(
      Object.entries(KEY_LABELS).map(([version, label]) => [
        version,
        Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), label, KEY_BYTES)),
      ]),
    );
  }

  seal(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(CURRENT_VERSION)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${CURRENT_VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  /** Throws SealedValueUnreadable unless `sealed` is exactly what `seal` made with this key and context. */
  open(sealed: string, context = ''): string {
    const separator = sealed.indexOf(':');
    const key = separator > 0 ? this.keys.get(sealed.slice(0, separator)) : undefined;
    if (!key) throw new SealedValueUnreadable('unknown format or key version');
    const body = sealed.slice(separator + 1);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw new SealedValueUnreadable('not base64');
    const bytes = Buffer.from(body, 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedValueUnreadable('too short');
    const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedValueUnreadable('it was altered, or sealed with another key or for another record');
    }
  }
}

/** DataCipher under the configured (or generated) DATA_KEY. */
export const dataCipherProvider: Provider = {
  provide: DataCipher,
  inject: [SECRETS],
  useFactory: (secrets: Secrets) => new DataCipher(secrets.dataKey),
};
