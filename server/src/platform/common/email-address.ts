import { Transform } from 'class-transformer';

/**
 * The one form an e-mail address is stored and compared in: trimmed, NFC, lower-cased by
 * JavaScript. Applied once where an address is written, and to what a caller types before it is
 * compared; never compare against PostgreSQL's lower(), which lower-cases some letters (such as
 * 'İ') differently.
 */
export function normaliseEmail(address: string): string {
  return address.trim().normalize('NFC').toLowerCase();
}

/** A DTO field holding an e-mail address, normalised as it is read. */
export const NormalisedEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value));

/** Anything shaped like an e-mail address (local part, @, a domain with a dot), for withoutAddresses. */
const ADDRESS = /[^\s<>()[\]",;:@]+@[^\s<>()[\]",;:@]+\.[^\s<>()[\]",;:@]+/gu;

/** The text with every e-mail address in it replaced by '<address>': for log lines, which hold no personal data. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '<address>');
}
