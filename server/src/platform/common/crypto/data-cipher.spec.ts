import { DataCipher, SealedValueUnreadable } from './data-cipher.js';

const KEY = 'a-test-data-key-of-more-than-32-characters';

describe('DataCipher', () => {
  const cipher = new DataCipher(KEY);

  it('opens what it sealed, and seals the same text differently every time', () => {
    const text = '{"iban":"DE89370400440532013000","holder":"Zoë Ölmann"}';
    const first = cipher.seal(text, 'claim-1');
    const second = cipher.seal(text, 'claim-1');
    expect(first).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('DE89');
    expect(cipher.open(first, 'claim-1')).toBe(text);
    expect(cipher.open(second, 'claim-1')).toBe(text);
    expect(cipher.open(cipher.seal(''), '')).toBe('');
  });

  it('opens with another instance under the same key (the key is derived, not random)', () => {
    expect(new DataCipher(KEY).open(cipher.seal('payload', 'x'), 'x')).toBe('payload');
  });

  it('refuses a value whose ciphertext, tag or IV was altered', () => {
    const sealed = cipher.seal('a secret account', 'claim-1');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    for (const position of [0, 12, 20, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[position] ^= 0x01;
      expect(() => cipher.open(`v1:${altered.toString('base64')}`, 'claim-1')).toThrow(SealedValueUnreadable);
    }
  });

  it('refuses a value opened for another record, under another key, or in an unknown format', () => {
    const sealed = cipher.seal('a secret account', 'claim-1');
    expect(() => cipher.open(sealed, 'claim-2')).toThrow(SealedValueUnreadable);
    expect(() => new DataCipher(`${KEY}-other`).open(sealed, 'claim-1')).toThrow(SealedValueUnreadable);
    expect(() => cipher.open(sealed.replace(/^v1:/, 'v9:'), 'claim-1')).toThrow(/unknown format or key version/);
    expect(() => cipher.open('a secret account', 'claim-1')).toThrow(SealedValueUnreadable);
    expect(() => cipher.open('v1:AAAA', 'claim-1')).toThrow(/too short/);
    expect(() => cipher.open('v1:not base64!', 'claim-1')).toThrow(/not base64/);
  });

  it('needs a key of at least 32 characters', () => {
    expect(() => new DataCipher('short')).toThrow('DATA_KEY must be at least 32 characters long.');
  });
});
