import type { MessageKey } from '@unit-costs/contract';

import type { BankAddressInputDto, ElvDataInputDto, IbanCheckDto, TravelClaimDto } from '../../api/types';
import type { Translate } from '../../i18n/useT';

/** Form fields are named like the server's error keys, so its errors land on them. */
export const ADDRESS_PARTS = ['Street', 'PostalCode', 'City', 'Country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressKey = `${'AccountHolderAddress' | 'BankAddress'}.${AddressPart}`;
export type TextKey = 'AccountHolderName' | 'IBAN' | 'BIC' | 'Bankname' | AddressKey;
export type FieldKey = TextKey | 'Terms';

export type BankFormValues = Record<TextKey, string>;
export type BankFormErrors = Partial<Record<FieldKey, string>>;

/** The catalogue's label of each field. */
export const ADDRESS_LABELS: Record<AddressPart, MessageKey> = {
  Street: 'bankDetails.street',
  PostalCode: 'bankDetails.postalCode',
  City: 'bankDetails.city',
  Country: 'bankDetails.country',
};

export const FIELD_LABELS: Record<TextKey, MessageKey> = {
  AccountHolderName: 'bankDetails.accountHolderName',
  IBAN: 'bankDetails.iban',
  BIC: 'bankDetails.bic',
  Bankname: 'bankDetails.bankname',
  ...(Object.fromEntries(
    (['AccountHolderAddress', 'BankAddress'] as const).flatMap((prefix) =>
      ADDRESS_PARTS.map((part) => [`${prefix}.${part}`, ADDRESS_LABELS[part]]),
    ),
  ) as Record<AddressKey, MessageKey>),
};

const TEXT_KEYS = Object.keys(FIELD_LABELS) as TextKey[];

function addressValues(
  prefix: 'AccountHolderAddress' | 'BankAddress',
  address: NonNullable<TravelClaimDto['elvData']>['bankAddress'] | undefined,
): Record<AddressKey, string> {
  return {
    [`${prefix}.Street`]: address?.street ?? '',
    [`${prefix}.PostalCode`]: address?.postalCode ?? '',
    [`${prefix}.City`]: address?.city ?? '',
    [`${prefix}.Country`]: address?.country ? String(address.country.id) : '',
  } as Record<AddressKey, string>;
}

/** Starts from bank data already on file (the IBAN comes back masked: it is entered again). */
export function initialValues(claim: TravelClaimDto): BankFormValues {
  const bank = claim.elvData;
  return {
    AccountHolderName: bank?.accountHolderName ?? `${claim.firstname} ${claim.lastname}`.trim(),
    IBAN: '',
    BIC: bank?.bic ?? '',
    Bankname: bank?.bankname ?? '',
    ...addressValues('AccountHolderAddress', bank?.accountHolderAddress),
    ...addressValues('BankAddress', bank?.bankAddress),
  };
}

export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * What the account needs besides the IBAN and the holder's name, as the server's IBAN check tells it
 * (the same rules the server applies): outside SEPA the bank (BIC, name, address); outside the EEA,
 * in SEPA or not, the holder's address. Nothing more while the IBAN is not known to be valid.
 */
export interface AccountNeeds {
  bank: boolean;
  holderAddress: boolean;
}

export function needsOf(check: IbanCheckDto | undefined): AccountNeeds {
  return check?.isValid
    ? { bank: !check.sepa, holderAddress: check.holderAddressNeeded }
    : { bank: false, holderAddress: false };
}

const isBankKey = (key: TextKey) => key === 'BIC' || key === 'Bankname' || key.startsWith('BankAddress.');

/** The fields the account needs filled. */
export function requiredKeys(needs: AccountNeeds): TextKey[] {
  return TEXT_KEYS.filter((key) =>
    isBankKey(key) ? needs.bank : key.startsWith('AccountHolderAddress.') ? needs.holderAddress : true,
  );
}

/** The form's own checks, their messages in the chosen language: one per field. */
export const mandatoryMessage = (t: Translate, key: TextKey): string =>
  t('common.mandatory', { field: t(FIELD_LABELS[key]) });

export function validate(t: Translate, values: BankFormValues, terms: boolean, needs: AccountNeeds): BankFormErrors {
  const errors: BankFormErrors = {};
  for (const key of requiredKeys(needs)) {
    if (!values[key].trim()) errors[key] = mandatoryMessage(t, key);
  }
  if (!terms) errors.Terms = t('bankDetails.termsRequired');
  return errors;
}

function address(values: BankFormValues, prefix: 'AccountHolderAddress' | 'BankAddress'): BankAddressInputDto {
  const country = Number(values[`${prefix}.Country`]);
  return {
    street: values[`${prefix}.Street`].trim(),
    postalCode: values[`${prefix}.PostalCode`].trim(),
    city: values[`${prefix}.City`].trim(),
    countryId: Number.isInteger(country) && country > 0 ? country : null,
  };
}

/** POST /api/elvdata; an address goes only where the account needs it. */
export function bankDataPayload(claimId: string, values: BankFormValues, needs: AccountNeeds): ElvDataInputDto {
  return {
    claimId,
    iban: normalizeIban(values.IBAN),
    bic: values.BIC.trim(),
    bankname: values.Bankname.trim(),
    accountHolderName: values.AccountHolderName.trim(),
    bankAddress: needs.bank ? address(values, 'BankAddress') : null,
    accountHolderAddress: needs.holderAddress ? address(values, 'AccountHolderAddress') : null,
  };
}

const KEYS_BY_LOWER_CASE = new Map<string, FieldKey>(TEXT_KEYS.map((key) => [key.toLowerCase(), key]));

/** The form's field for a server's error key, in any case; 'BankAddress.CountryId' is the country. */
export function fieldOfServerKey(serverKey: string): FieldKey | undefined {
  return KEYS_BY_LOWER_CASE.get(serverKey.toLowerCase().replace(/countryid$/, 'country'));
}
