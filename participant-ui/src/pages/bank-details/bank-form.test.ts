import { describe, expect, it } from 'vitest';

import { en } from '../../test-support/texts';
import { aClaim } from '../../test-support/factories';
import { splitServerErrors } from '../../hooks/useFieldErrors';
import { bankDataPayload, fieldOfServerKey, initialValues, validate, type BankFormValues } from './bank-form';

const filled: BankFormValues = {
  ...initialValues(aClaim()),
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
    expect(initialValues(aClaim()).AccountHolderName).toBe('Jane Doe');
  });

  it('needs only the IBAN of a SEPA bank, but BIC, name and address of any other', () => {
    const sepaOnly = { ...filled, BIC: '', Bankname: '', 'BankAddress.Street': '', 'BankAddress.City': '' };
    expect(validate(en, sepaOnly, true, true)).toEqual({});
    expect(Object.keys(validate(en, sepaOnly, true, false)).sort()).toEqual([
      'BIC',
      'BankAddress.City',
      'BankAddress.Street',
      'Bankname',
    ]);
    expect(validate(en, filled, false, false)).toEqual({
      Terms: 'Please indicate that you have read and agree to the Terms and Conditions',
    });
  });

  it('sends the IBAN without spaces and the bank address only outside SEPA', () => {
    const other = bankDataPayload('g-1', filled, false);
    expect(other).toMatchObject({
      claimId: 'g-1',
      iban: 'TR330006100519786457841326',
      bic: 'ISBKTRISXXX',
      bankAddress: { street: 'İş Kuleleri', postalCode: '34330', city: 'Istanbul', countryId: 225 },
      accountHolderAddress: { street: 'Elßholzstraße 30', postalCode: '10781', city: 'Berlin', countryId: 83 },
    });
    expect(bankDataPayload('g-1', filled, true).bankAddress).toBeNull();
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
