import type { Provider } from '@nestjs/common';
import { electronicFormatIBAN } from 'ibantools';
import { createHmac, hkdfSync } from 'node:crypto';

import { SECRETS } from '../../../platform/config/config.module.js';
import type { Secrets } from '../../../platform/config/secrets.js';

/** HKDF's info label: this key serves only to fingerprint IBANs, never to seal (DataCipher has its own). */
const KEY_LABEL = 'unit-costs/iban-fingerprint/v1/hmac-sha256';

/**
 * A keyed hash (HMAC-SHA256) of an IBAN, under a key derived from DATA_KEY: two claims paid to one
 * account carry the same fingerprint, so the database finds them by an index without opening any
 * sealed account, and the fingerprint alone, without DATA_KEY, cannot be checked against a guessed IBAN.
 * A new DATA_KEY needs the fingerprints made anew (as the sealed values need sealing anew).
 */
export class IbanFingerprint {
  private readonly key: Buffer;

  constructor(dataKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(dataKey, 'utf8'), Buffer.alloc(0), KEY_LABEL, 32));
  }

  /** The IBAN's fingerprint, whatever spaces or case it was typed with. */
  of(iban: string): Buffer {
    return createHmac('sha256', this.key)
      .update(electronicFormatIBAN(iban) ?? iban)
      .digest();
  }
}

/** IbanFingerprint under the configured (or generated) DATA_KEY. */
export const ibanFingerprintProvider: Provider = {
  provide: IbanFingerprint,
  inject: [SECRETS],
  useFactory: (secrets: Secrets) => new IbanFingerprint(secrets.dataKey),
};
