import { type ServerMessage, translate } from '@unit-costs/contract';
import {
  countrySpecs,
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isValidBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

import { bicOfIban } from './bank-directory.js';

/**
 * IBAN country codes inside the geographical scope of the SEPA schemes, after the EPC's "EPC List of
 * SEPA Scheme Countries" (EPC409-09) as of the EPC Board's decision of 22 May 2025 that added Serbia
 * (41 countries). Written out here because ibantools' SEPA flags lack the 2024-2025 members.
 * Review when the EPC changes the list.
 */
export const SEPA_IBAN_COUNTRIES: ReadonlySet<string> = new Set([
  // The EU member states.
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU'],
  ...['IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  // The other EEA states.
  ...['IS', 'LI', 'NO'],
  // Switzerland, the United Kingdom, Monaco, San Marino, Vatican City State, Andorra.
  ...['CH', 'GB', 'MC', 'SM', 'VA', 'AD'],
  // Gibraltar (its own IBAN code).
  'GI',
  // Added by the EPC: Albania and Montenegro (Nov 2024), Moldova and North Macedonia (Mar 2025), Serbia (May 2025).
  ...['AL', 'ME', 'MD', 'MK', 'RS'],
  // The territories in SEPA bank under their parent's IBAN code (Åland: FI; Azores, Madeira: PT;
  // Canary Islands, Ceuta, Melilla: ES; French Guiana, Guadeloupe, Martinique, Mayotte, Réunion,
  // Saint Barthélemy, Saint Martin, Saint Pierre and Miquelon: FR; Guernsey, Jersey, Isle of Man: GB).
  // ibantools also accepts IBANs under some of these territories' own codes; those count as SEPA too.
  // New Caledonia, French Polynesia, Wallis and Futuna and the French Southern Territories are not in SEPA.
  ...['AX', 'GF', 'GP', 'MQ', 'YT', 'RE', 'BL', 'MF', 'PM'],
]);

/**
 * The SEPA IBAN country codes inside the EEA: the EU member states with Åland and the EU's outermost
 * regions, Iceland, Liechtenstein and Norway. For a payee's bank anywhere else in SEPA (Switzerland,
 * the United Kingdom, the Western Balkans, the microstates, Saint Barthélemy, Saint Pierre and
 * Miquelon) the EPC's SCT rulebook asks for the payee's postal address.
 */
const EEA_IBAN_COUNTRIES: ReadonlySet<string> = new Set([
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU'],
  ...['IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  ...['IS', 'LI', 'NO'],
  ...['AX', 'GF', 'GP', 'MQ', 'YT', 'RE', 'MF'],
]);

/** QR-IBANs (CH, LI) only take payments with a QR reference: a refund cannot be sent to one. */
const IBAN_OPTIONS = { allowQRIBAN: false };

export interface IbanCheck {
  isValid: boolean;
  /** Valid and inside the SEPA schemes' scope. */
  sepa: boolean;
  /** The account's country (ISO 3166 alpha-2, as the IBAN starts); null when the IBAN is not valid. */
  country: string | null;
  /** The bank's BIC as the bank directory knows it for the IBAN's bank code; null where it does not. */
  bic: string | null;
  /**
   * Whether the account holder's address is needed: outside SEPA, and for a bank in SEPA outside the
   * EEA, where the EPC's rulebook asks for the payee's address. False while the IBAN is not valid.
   */
  holderAddressNeeded: boolean;
  /** Why the IBAN is not valid, as a sentence for the participant (in English); null when it is valid. */
  errorMessage: string | null;
  /** errorMessage as a key of the catalogues, for the participant app to say in its language; null when valid. */
  message: ServerMessage | null;
}

/** Spaces, dashes and case as the participant typed them removed: 'DE89370400440532013000'. */
export function electronicIban(iban: unknown): string {
  return typeof iban === 'string' ? (electronicFormatIBAN(iban) ?? '') : '';
}

export function checkIban(input: unknown): IbanCheck {
  const iban = electronicIban(input);
  const { valid, errorCodes } = validateIBAN(iban, IBAN_OPTIONS);
  if (!valid) {
    const message = ibanRefusal(iban, errorCodes[0]);
    return {
      isValid: false,
      sepa: false,
      country: null,
      bic: null,
      holderAddressNeeded: false,
      errorMessage: translate('en', message.key, message.values),
      message,
    };
  }
  const country = iban.slice(0, 2);
  return {
    isValid: true,
    sepa: SEPA_IBAN_COUNTRIES.has(country),
    country,
    bic: bicOfIban(iban),
    holderAddressNeeded: !EEA_IBAN_COUNTRIES.has(country),
    errorMessage: null,
    message: null,
  };
}

/** Whether `input` is a valid IBAN of a SEPA country (then the bank's address, BIC and name may be left out). */
export function isSepaIban(input: unknown): boolean {
  return checkIban(input).sepa;
}

function ibanRefusal(iban: string, code: ValidationErrorsIBAN | undefined): ServerMessage {
  const country = iban.slice(0, 2);
  switch (code) {
    case ValidationErrorsIBAN.NoIBANProvided:
      return { key: 'refusal.iban.missing' };
    case ValidationErrorsIBAN.NoIBANCountry:
      return { key: 'refusal.iban.noCountry', values: { country } };
    case ValidationErrorsIBAN.WrongBBANLength:
      return {
        key: 'refusal.iban.length',
        values: { country, expected: String(countrySpecs[country]?.chars), length: String(iban.length) },
      };
    case ValidationErrorsIBAN.WrongBBANFormat:
      return { key: 'refusal.iban.format', values: { country } };
    case ValidationErrorsIBAN.ChecksumNotNumber:
      return { key: 'refusal.iban.checkDigitsNotNumbers' };
    case ValidationErrorsIBAN.WrongIBANChecksum:
      return { key: 'refusal.iban.checkDigits' };
    case ValidationErrorsIBAN.WrongAccountBankBranchChecksum:
      return { key: 'refusal.iban.account' };
    case ValidationErrorsIBAN.QRIBANNotAllowed:
      return { key: 'refusal.iban.qr' };
    default:
      return { key: 'refusal.iban.invalid' };
  }
}

/** 'DE89370400440532013000' -> 'DE89 3704 0044 0532 0130 00' */
export function groupedIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** Country code, check digits and the last four characters stay: 'DE89 **** **** **** **30 00'. */
export function maskedIban(iban: string): string {
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(iban.length - 8, 0)) + iban.slice(Math.max(iban.length - 4, 4));
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** 'deut de ff 500' -> 'DEUTDEFF500'. */
export function normalizedBic(bic: string): string {
  return bic.replace(/\s+/g, '').toUpperCase();
}

export function isValidBic(bic: string): boolean {
  return isValidBIC(normalizedBic(bic));
}
