import { aTravelClaim } from '@unit-costs/contract/testing';
import { describe, expect, it } from 'vitest';

import { splitServerErrors } from '../../hooks/useFieldErrors';
import { en } from '../../test-support/texts';
import { bankDataPayload, fieldOfServerKey, initialValues, needsOf, validate, type BankFormValues } from './bank-form';

const filled: BankFormValues = {
  ...initialValues(aTravelClaim()),
  IBAN: 'tr33 0006 1005 1978 6457 8413 26',
  BIC: ' ISBKTRISXXX ',
  Bankname: 'Türkiye İş Bankası',
  'AccountHolderAddress.Street': 'Elßholzstraße 30',
  'AccountHolderAddress.PostalCode': '10781',
  'AccountHolderAddress.City': 'Berlin',
  'AccountHolderAddress.Country': '83',
  'BankAddress.Street': 'İş Kuleleri',
  'BankAddress.PostalCode': '34330',
  'BankAddress.City': 'Istanbul',
  'BankAddress.Country': '225',
};

describe('bank form', () => {
  it('starts with the participant as account holder', () => {
    expect(initialValues(aTravelClaim()).AccountHolderName).toBe('Jane Doe');
  });

  const inEea = { bank: false, holderAddress: false };
  const sepaOutsideEea = { bank: false, holderAddress: true };
  const outsideSepa = { bank: true, holderAddress: true };

  it('tells what the account needs from the IBAN check, nothing more while the IBAN is not valid', () => {
    const check = { isValid: true, sepa: true, country: 'DE', bic: 'COBADEFFXXX', errorMessage: null, message: null };
    expect(needsOf({ ...check, holderAddressNeeded: false })).toEqual(inEea);
    expect(needsOf({ ...check, country: 'CH', holderAddressNeeded: true })).toEqual(sepaOutsideEea);
    expect(needsOf({ ...check, sepa: false, country: 'TR', holderAddressNeeded: true })).toEqual(outsideSepa);
    expect(needsOf(undefined)).toEqual(inEea);
    expect(needsOf({ ...check, isValid: false, holderAddressNeeded: false })).toEqual(inEea);
  });

  it('needs only the IBAN and the holder of an EEA bank; the address outside the EEA; the bank outside SEPA', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as BankFormValues;
    expect(Object.keys(validate(en, empty, true, inEea))).toEqual(['AccountHolderName', 'IBAN']);
    expect(Object.keys(validate(en, empty, true, sepaOutsideEea)).sort()).toEqual([
      'AccountHolderAddress.City',
      'AccountHolderAddress.Country',
      'AccountHolderAddress.PostalCode',
      'AccountHolderAddress.Street',
      'AccountHolderName',
      'IBAN',
    ]);
    const sepaOnly = { ...filled, BIC: '', Bankname: '', 'BankAddress.Street': '', 'BankAddress.City': '' };
    expect(validate(en, sepaOnly, true, sepaOutsideEea)).toEqual({});
    expect(Object.keys(validate(en, sepaOnly, true, outsideSepa)).sort()).toEqual([
      'BIC',
      'BankAddress.City',
      'BankAddress.Street',
      'Bankname',
    ]);
    // One message per field, naming it as its label does.
    expect(validate(en, { ...filled, IBAN: ' ' }, false, outsideSepa)).toEqual({
      IBAN: "Field 'IBAN' is mandatory.",
      Terms: 'Please indicate that you have read and agree to the Terms and Conditions',
    });
  });

  it('sends the IBAN without spaces and each address only where the account needs it', () => {
    const other = bankDataPayload('g-1', filled, outsideSepa);
    expect(other).toMatchObject({
      claimId: 'g-1',
      iban: 'TR330006100519786457841326',
      bic: 'ISBKTRISXXX',
      bankAddress: { street: 'İş Kuleleri', postalCode: '34330', city: 'Istanbul', countryId: 225 },
      accountHolderAddress: { street: 'Elßholzstraße 30', postalCode: '10781', city: 'Berlin', countryId: 83 },
    });
    expect(bankDataPayload('g-1', filled, sepaOutsideEea)).toMatchObject({
      bankAddress: null,
      accountHolderAddress: { city: 'Berlin' },
    });
    expect(bankDataPayload('g-1', filled, inEea)).toMatchObject({ bankAddress: null, accountHolderAddress: null });
  });

  it("puts the server's errors on the form's fields, whatever their case", () => {
    expect(
      splitServerErrors(
        {
          IBAN: ['Bad IBAN.'],
          'bankAddress.countryId': ['Please choose the bank country.'],
          ClaimId: ['The claimId must be the guid of a claim.'],
        },
        fieldOfServerKey,
      ),
    ).toEqual({
      fields: { IBAN: 'Bad IBAN.', 'BankAddress.Country': 'Please choose the bank country.' },
      other: ['The claimId must be the guid of a claim.'],
    });
  });
});
