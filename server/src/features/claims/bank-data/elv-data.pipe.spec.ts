import { InvalidInput } from '../../../platform/common/errors/domain-errors.js';
import { ElvDataPipe } from './elv-data.pipe.js';

const pipe = new ElvDataPipe();

const address = { street: 'Kaiserstraße 1', postalCode: '54290', city: 'Trier', countryId: 83 };
const sepaBody = {
  claimId: '0b6f7a1e-3c1d-4a4b-9d4e-2f1a3b5c7d9e',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: '',
  bankname: '',
  accountHolderName: ' Jane Doe ',
  bankAddress: null,
  accountHolderAddress: address,
};
const nonSepaBody = {
  ...sepaBody,
  iban: 'BR1800360305000010009795493C1',
  bic: 'bbdebrsp xxx',
  bankname: 'Banco do Brasil',
  bankAddress: { street: 'SAUN Quadra 5', postalCode: '70040-912', city: 'Brasília', countryId: 33 },
};

async function errorsOf(body: unknown): Promise<Record<string, string[]>> {
  const failure = await pipe.transform(body).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(InvalidInput);
  return (failure as InvalidInput).errors;
}

/** A Swiss account: in SEPA, outside the EEA, so the EPC's rulebook asks for the holder's address. */
const swissBody = { ...sepaBody, iban: 'CH93 0076 2011 6238 5295 7' };

describe('ElvDataPipe', () => {
  it('normalises a SEPA form of the EEA: electronic IBAN, trimmed name, the IBAN and the name all it needs', async () => {
    const input = await pipe.transform({ ...sepaBody, bankAddress: { street: 'ignored' }, unknownField: 1 });
    expect({ ...input }).toEqual({
      claimId: sepaBody.claimId,
      iban: 'DE89370400440532013000',
      bic: '',
      bankname: '',
      accountHolderName: 'Jane Doe',
      // Neither address is needed for a bank in the EEA: none is kept, even when sent.
      bankAddress: null,
      accountHolderAddress: null,
    });
    expect(await pipe.transform({ ...sepaBody, bic: null, bankname: undefined })).toMatchObject({
      bic: '',
      bankname: '',
    });
    const onlyIbanAndName = { claimId: sepaBody.claimId, iban: sepaBody.iban, accountHolderName: 'Jane Doe' };
    expect(await pipe.transform(onlyIbanAndName)).toMatchObject({
      bic: '',
      bankname: '',
      bankAddress: null,
      accountHolderAddress: null,
    });
  });

  it("keeps the holder's address for a bank in SEPA outside the EEA, and needs it there", async () => {
    const input = await pipe.transform(swissBody);
    expect({ ...input.accountHolderAddress }).toEqual(address);
    expect(input.bankAddress).toBeNull();
    expect(await errorsOf({ ...swissBody, accountHolderAddress: null })).toEqual({
      'AccountHolderAddress.Street': ["Please enter the account holder's street."],
      'AccountHolderAddress.PostalCode': ["Please enter the account holder's postal code."],
      'AccountHolderAddress.City': ["Please enter the account holder's city."],
      'AccountHolderAddress.Country': ["Please choose the account holder's country."],
    });
  });

  it('takes a non-SEPA form with BIC, bank name, bank address and holder address', async () => {
    const input = await pipe.transform(nonSepaBody);
    expect(input.bic).toBe('BBDEBRSPXXX');
    expect({ ...input.bankAddress }).toEqual(nonSepaBody.bankAddress);
    expect({ ...input.accountHolderAddress }).toEqual(address);
  });

  it('answers an empty form with one error per field: what is needed before the IBAN tells more', async () => {
    expect(await errorsOf({})).toEqual({
      ClaimId: ['Please name the claim (claimId) the bank details are for.'],
      IBAN: ['Please enter the IBAN.'],
      AccountHolderName: ['Please enter the name of the account holder.'],
    });
    expect(await errorsOf(null)).toHaveProperty('IBAN');
    expect(await errorsOf([])).toHaveProperty('IBAN');
  });

  it('needs the bank address, BIC and bank name for a valid IBAN outside SEPA', async () => {
    expect(await errorsOf({ ...nonSepaBody, bic: ' ', bankname: '  ', bankAddress: null })).toEqual({
      BIC: ['Please enter the BIC of the bank.'],
      Bankname: ['Please enter the name of the bank.'],
      'BankAddress.Street': ["Please enter the bank's street."],
      'BankAddress.PostalCode': ["Please enter the bank's postal code."],
      'BankAddress.City': ["Please enter the bank's city."],
      'BankAddress.Country': ["Please choose the bank's country."],
    });
    // A mistyped IBAN: its error is the one to fix; what else the account needs follows from the IBAN.
    expect(await errorsOf({ ...sepaBody, iban: 'DE89370400440532013001' })).toEqual({
      IBAN: ["The IBAN's check digits do not match the rest of it. Please check it for typing errors."],
    });
  });

  it('checks a BIC that is given, and the parts of an address that is needed', async () => {
    expect(
      await errorsOf({
        ...swissBody,
        bic: 'DEUTXXFF',
        accountHolderName: 'x'.repeat(201),
        accountHolderAddress: { street: '  ', postalCode: 54290, city: 'Trier', countryId: null },
      }),
    ).toEqual({
      BIC: ['The BIC is not valid. A BIC has 8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500.'],
      AccountHolderName: ['The name of the account holder must not be longer than 200 characters.'],
      'AccountHolderAddress.Street': ["Please enter the account holder's street."],
      'AccountHolderAddress.PostalCode': ["Please enter the account holder's postal code."],
      'AccountHolderAddress.Country': ["Please choose the account holder's country."],
    });
    expect(await errorsOf({ ...swissBody, claimId: 'claim-1', accountHolderAddress: 'Trier' })).toEqual({
      ClaimId: ['The claimId must be the guid of a claim.'],
      'AccountHolderAddress.Street': ["Please enter the account holder's street."],
      'AccountHolderAddress.PostalCode': ["Please enter the account holder's postal code."],
      'AccountHolderAddress.City': ["Please enter the account holder's city."],
      'AccountHolderAddress.Country': ["Please choose the account holder's country."],
    });
  });
});
