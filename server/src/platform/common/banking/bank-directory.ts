// CommonJS (module.exports = { ibanToBic }): Node's ESM sees only its default export.
import ibanToBicPackage from 'iban-to-bic';

const { ibanToBic } = ibanToBicPackage;

/**
 * The BIC of an IBAN's bank, from the national bank directories iban-to-bic ships (Bundesbank, OeNB,
 * National Bank of Belgium, Banque centrale du Luxembourg, Betaalvereniging Nederland, and the ECB's
 * list for France and Spain; refreshed by its maintainers). Null where the directory does not know
 * the bank: the participant then types it, or leaves it out for a SEPA account.
 *
 * No maintained package on the npm registry carries banks' names for IBANs, so the bank's name is
 * never filled in (docs/decisions.md, "Bank form").
 */
export function bicOfIban(electronicIban: string): string | null {
  return ibanToBic(electronicIban) ?? null;
}
