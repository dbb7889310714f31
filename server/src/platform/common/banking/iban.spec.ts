import { countrySpecs } from 'ibantools';

import { checkIban, groupedIban, isSepaIban, isValidBic, maskedIban, SEPA_IBAN_COUNTRIES } from './iban.js';

describe('checkIban', () => {
  const valid = (country: string, fields: { sepa: boolean; bic: string | null; holderAddressNeeded: boolean }) => ({
    isValid: true,
    country,
    ...fields,
    errorMessage: null,
    message: null,
  });

  it('accepts a valid IBAN however it is spaced or cased, and knows SEPA from non-SEPA', () => {
    const commerzbank = valid('DE', { sepa: true, bic: 'COBADEFFXXX', holderAddressNeeded: false });
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual(commerzbank);
    expect(checkIban('de89-3704-0044-0532-0130-00')).toEqual(commerzbank);
    expect(checkIban('BR1800360305000010009795493C1')).toEqual(
      valid('BR', { sepa: false, bic: null, holderAddressNeeded: true }),
    );
    expect(checkIban('SA0380000000608010167519')).toEqual(
      valid('SA', { sepa: false, bic: null, holderAddressNeeded: true }),
    );
  });

  it("asks for the holder's address only for a bank outside the EEA (SEPA's rule) or outside SEPA", () => {
    // Inside the EEA: the IBAN and the holder's name are all a SEPA transfer needs.
    for (const iban of [
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
      'NO9386011117947',
      'LI21088100002324013AA',
    ]) {
      expect({ iban, ...checkIban(iban) }).toMatchObject({ iban, sepa: true, holderAddressNeeded: false });
    }
    // In SEPA, outside the EEA (the EPC's SCT rulebook): the payee's address too.
    for (const iban of ['GB33BUKB20201555555555', 'CH9300762011623852957', 'MC5811222000010123456789030']) {
      expect({ iban, ...checkIban(iban) }).toMatchObject({ iban, sepa: true, holderAddressNeeded: true });
    }
  });

  it("fills the BIC from the national bank directories where they know the IBAN's bank", () => {
    // The IBANs of the directories' own countries, as the banks publish them on their sites.
    expect(checkIban('FR1420041010050500013M02606').bic).toBe('PSSTFRPPXXX');
    expect(checkIban('NL91ABNA0417164300').bic).toBe('ABNANL2A');
    expect(checkIban('LU280019400644750000').bic).toBe('BCEELULL');
    expect(checkIban('ES9121000418450200051332').bic).toBe('CAIXESBB');
    // Not in the directories (a British or Swiss bank): left for the participant, never needed in SEPA.
    expect(checkIban('GB33BUKB20201555555555').bic).toBeNull();
    expect(checkIban('DE89370400440532013001').bic).toBeNull();
  });

  it('counts the 2024-2025 members of SEPA, which ibantools does not', () => {
    for (const iban of [
      'AL47212110090000000235698741',
      'ME25505000012345678951',
      'MD24AG000225100013104168',
      'MK07250120000058984',
      'RS35260005601001611379',
    ]) {
      expect(countrySpecs[iban.slice(0, 2)].SEPA).toBeFalsy();
      expect(checkIban(iban)).toMatchObject({ isValid: true, sepa: true, holderAddressNeeded: true });
    }
  });

  it('lists 41 SEPA countries plus territories, each a country ibantools knows', () => {
    for (const code of SEPA_IBAN_COUNTRIES) expect(countrySpecs[code]?.chars).toBeGreaterThan(0);
    expect(SEPA_IBAN_COUNTRIES.has('NC')).toBe(false);
    expect(SEPA_IBAN_COUNTRIES.has('TR')).toBe(false);
  });

  it('says in a sentence why an IBAN is not valid', () => {
    expect(checkIban('')).toEqual({
      isValid: false,
      sepa: false,
      country: null,
      bic: null,
      holderAddressNeeded: false,
      errorMessage: 'Please enter the IBAN.',
      message: { key: 'refusal.iban.missing' },
    });
    expect(checkIban(undefined).errorMessage).toBe('Please enter the IBAN.');
    expect(checkIban('XX89370400440532013000').errorMessage).toBe(
      "The IBAN must start with the code of a country that uses IBANs (such as DE); 'XX' is not one.",
    );
    expect(checkIban('DE8937040044053201300').errorMessage).toBe('An IBAN from DE has 22 characters; this one has 21.');
    expect(checkIban('DE8937040044053201300').message).toEqual({
      key: 'refusal.iban.length',
      values: { country: 'DE', expected: '22', length: '21' },
    });
    expect(checkIban('DE893704004405320130AA').errorMessage).toBe(
      'The IBAN does not have the format of an IBAN from DE. Please check it for typing errors.',
    );
    expect(checkIban('DEAA370400440532013000').errorMessage).toBe(
      'The third and fourth characters of an IBAN (its check digits) must be digits.',
    );
    expect(checkIban('DE89370400440532013001')).toEqual({
      isValid: false,
      sepa: false,
      country: null,
      bic: null,
      holderAddressNeeded: false,
      errorMessage: "The IBAN's check digits do not match the rest of it. Please check it for typing errors.",
      message: { key: 'refusal.iban.checkDigits' },
    });
    expect(checkIban('CH4431999123000889012').errorMessage).toBe(
      "This is a QR-IBAN, which only takes QR-bill payments. Please enter the account's ordinary IBAN.",
    );
    expect(isSepaIban('DE89370400440532013001')).toBe(false);
  });
});

describe('IBAN display', () => {
  it('groups by four, and masks all but country, check digits and the last four', () => {
    expect(groupedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(maskedIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
    expect(maskedIban('NO9386011117947')).toBe('NO93 **** ***7 947');
    expect(maskedIban('BR1800360305000010009795493C1')).toBe('BR18 **** **** **** **** **** *93C 1');
  });
});

describe('isValidBic', () => {
  it('accepts 8 and 11 characters with a known country, any case and spacing', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('deut de ff 500')).toBe(true);
    expect(isValidBic('DEUTXXFF')).toBe(false);
    expect(isValidBic('DEUT')).toBe(false);
  });
});
