import type { XmlElement } from './iso-document-reader.js';
import type { BankAmount, BankReason, Direction } from './statement-model.js';

/** The ISO 20022 elements that bank files of every version share, read from the reader's elements. */

/**
 * Why a bank file cannot be read, in one plain sentence for the uploader (a 400). Its own class,
 * not the API's InvalidInput: the parser runs in a worker thread, which loads nothing but the parser.
 */
export class BankFileRefused extends Error {
  override readonly name = 'BankFileRefused';
}

export const refused = (sentence: string) => new BankFileRefused(sentence);

/** The first child along the path of local names ('Acct', 'Id', 'IBAN'), or undefined. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((candidate) => candidate.name === name);
  return current;
}

/** Every child of that name, in file order. */
export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element ? element.children.filter((candidate) => candidate.name === name) : [];

/** The trimmed text at the path; null when absent or empty. */
export function text(element: XmlElement | undefined, ...path: string[]): string | null {
  const found = child(element, ...path)?.text.trim();
  return found ? found : null;
}

/** A reference the bank may fill with NOTPROVIDED (SEPA's placeholder): null then. */
export function reference(element: XmlElement | undefined, ...path: string[]): string | null {
  const found = text(element, ...path);
  return found && found.toUpperCase() !== 'NOTPROVIDED' ? found : null;
}

/** ISO DecimalNumber of an amount: at most 18 digits, 5 of them after the point. */
const DECIMAL = /^(\d{1,18})(?:\.(\d{1,5}))?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** An amount element (`<Amt Ccy="EUR">523.00</Amt>`), or null when absent; refused when malformed. */
export function amount(element: XmlElement | undefined, ...path: string[]): BankAmount | null {
  const found = child(element, ...path);
  if (!found) return null;
  const value = found.text.trim();
  const currency = (found.attributes.get('Ccy') ?? '').trim().toUpperCase();
  const decimal = DECIMAL.exec(value);
  if (!decimal || !CURRENCY.test(currency)) {
    throw refused(
      `The amount at line ${found.line} is not an ISO 20022 amount with a currency (such as <${found.name} Ccy="EUR">523.00</${found.name}>).`,
    );
  }
  const fraction = (decimal[2] ?? '').padEnd(2, '0');
  const wholeCents = /^\d{2}0*$/.test(fraction);
  const cents = Number(decimal[1]) * 100 + Number(fraction.slice(0, 2));
  return { value, currency, cents: wholeCents && Number.isSafeInteger(cents) ? cents : null };
}

/** CRDT/DBIT, or null when absent; refused when it is something else. */
export function direction(element: XmlElement | undefined, ...path: string[]): Direction | null {
  const found = child(element, ...path);
  const code = found?.text.trim();
  if (!found || !code) return null;
  if (code === 'DBIT') return 'debit';
  if (code === 'CRDT') return 'credit';
  throw refused(`The credit/debit indicator at line ${found.line} is '${code.slice(0, 8)}', not CRDT or DBIT.`);
}

/** The day of an ISO date choice (`<Dt>` or `<DtTm>`) or of a date-time element itself: 'YYYY-MM-DD'. */
export function day(element: XmlElement | undefined, ...path: string[]): string | null {
  const found = child(element, ...path);
  if (!found) return null;
  const written = text(found, 'Dt') ?? text(found, 'DtTm') ?? found.text.trim();
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(written);
  if (!date || Number.isNaN(Date.parse(`${date[0]}T00:00:00Z`))) {
    throw refused(`The date at line ${found.line} is not an ISO date (YYYY-MM-DD).`);
  }
  return date[0];
}

/** A reason (`Rsn/Cd` or `Rsn/Prtry`) and its `AddtlInf` lines joined. */
export function reason(element: XmlElement): BankReason {
  const lines = childrenNamed(element, 'AddtlInf')
    .map((line) => line.text.trim())
    .filter(Boolean);
  return {
    code: text(element, 'Rsn', 'Cd')?.toUpperCase() ?? null,
    proprietary: text(element, 'Rsn', 'Prtry'),
    additionalInfo: lines.length > 0 ? lines.join(' ') : null,
  };
}

/** An IBAN as written, upper case without spaces. */
export const iban = (element: XmlElement | undefined, ...path: string[]): string | null =>
  text(element, ...path)
    ?.replace(/\s+/g, '')
    .toUpperCase() ?? null;
