import { ClaimStatus, TravelType } from '@unit-costs/contract';
import { randomUUID } from 'node:crypto';

import { BankDataService } from '../../../server/src/features/claims/bank-data/bank-data.service.js';
import { Claim } from '../../../server/src/features/claims/claim.entity.js';
import { Country } from '../../../server/src/features/reference-data/country.entity.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

const SEPA_IBAN = 'DE89370400440532013000';
const SEPA_IBAN_GROUPED = 'DE89 3704 0044 0532 0130 00';
const SEPA_IBAN_MASKED = 'DE89 **** **** **** **30 00';
/** A valid Brazilian IBAN (ibantools' own example): not SEPA, so the bank must be named with its address. */
const NON_SEPA_IBAN = 'BR1800360305000010009795493C1';
/** A Swiss IBAN (ibantools' example): in SEPA but outside the EEA, where the holder's address is asked. */
const SWISS_IBAN = 'CH9300762011623852957';
const HOLDER = 'Jane Quartermaine-Doe';

let t: TestApp;
let eventId: number;
let germany: Country, brazil: Country;
let jane: string, john: string;

beforeAll(async () => {
  t = await startTestApp();
  const countries = t.db.getRepository(Country);
  germany = await countries.findOneByOrFail({ iso3166: 'DE' });
  brazil = await countries.findOneByOrFail({ iso3166: 'BR' });
  const event = await t.http
    .post('/api/events')
    .set(staff())
    .send({
      number: 'BANK-1',
      title: 'Bank data seminar',
      startDate: '2025-10-06T07:00:00.000Z',
      endDate: '2025-10-08T15:00:00.000Z',
      distanceBandVersion: 1,
      accommodationEligible: false,
      maxNights: -1,
      location: {
        osmid: 62422,
        name: 'Academy Conference Centre',
        city: 'Trier',
        countryISO_3166: 'DE',
        latitude: 49.7596,
        longitude: 6.6441,
      },
    });
  expect(event.status).toBe(201);
  eventId = event.body.id;
  jane = await guestToken('Jane.Doe@Court.example');
  john = await guestToken('john.roe@court.example');
});
afterAll(() => t.close());

const staff = (who: Who = 'staff') => ({ Authorization: `Bearer ${t.token(who)}` });
const guest = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs in as a guest the way a participant does: a code by mail, then the login. */
async function guestToken(email: string): Promise<string> {
  const before = t.mail.mails.length;
  expect((await t.http.post('/auth/guest').send({ Email: email })).status).toBe(200);
  const mail = await t.mail.waitFor((m) => t.mail.mails.indexOf(m) >= before && m.to.includes(email.toLowerCase()));
  const code = /sign-in code is (\d{6})/.exec(mail.text)![1];
  const session = await t.http.post('/auth/guest/login').send({ Email: email, confirmationcode: code });
  expect(session.status).toBe(200);
  return session.body.token;
}

let serial = 0;
/** A claim saved straight into the database (of Jane's e-mail, stored normalised, unless told otherwise). */
async function claimOf(email = 'jane.doe@court.example', status = ClaimStatus.Saved, event = eventId): Promise<string> {
  serial += 1;
  const id = randomUUID();
  await t.db.getRepository(Claim).insert({
    id,
    identifier: `UC-TEST-${String(serial).padStart(6, '0')}`,
    status,
    event: { id: event },
    firstname: 'Jane',
    lastname: 'Doe',
    email,
    phone: '+32 2 555 01 23',
    institution: 'Court of Appeal Brussels',
    street: 'Place Poelaert 1',
    postalCode: '1000',
    city: 'Brussels',
    country: germany,
    latitude: 50.8366,
    longitude: 4.3517,
    travelType: TravelType.Land,
    venueName: 'Academy Conference Centre',
    venueCity: 'Trier',
    venueCountry: germany,
    distanceKm: 157,
    distanceBandVersion: 1,
    travelAmount: 180,
    nights: 0,
    nightlyRate: null,
    accommodationTotal: 0,
    totalAmount: 180,
    rejectReason: null,
    othertxt: null,
  });
  return id;
}

const holderAddress = () => ({
  street: 'Rue de la Loi 16',
  postalCode: '1000',
  city: 'Brussels',
  countryId: germany.id,
});
const bankAddress = () => ({
  street: 'SAUN Quadra 5',
  postalCode: '70040-912',
  city: 'Brasília',
  countryId: brazil.id,
});

function sepaBody(claimId: string, overrides: Record<string, unknown> = {}) {
  return {
    claimId,
    iban: SEPA_IBAN_GROUPED,
    bic: '',
    bankname: '',
    accountHolderName: HOLDER,
    bankAddress: null,
    accountHolderAddress: holderAddress(),
    ...overrides,
  };
}

function nonSepaBody(claimId: string, overrides: Record<string, unknown> = {}) {
  return sepaBody(claimId, {
    iban: NON_SEPA_IBAN,
    bic: 'BRASBRRJBHE',
    bankname: 'Banco do Brasil',
    bankAddress: bankAddress(),
    ...overrides,
  });
}

const post = (token: string, body: object) => t.http.post('/api/elvdata').set(guest(token)).send(body);

const rawRows = (): Promise<Record<string, unknown>[]> => t.db.query(`SELECT * FROM claim_bank_data`);

const germanyRef = () => ({ id: germany.id, name: 'Germany', iso_3166: 'DE' });

describe('POST /api/elvdata', () => {
  it('stores SEPA bank data for the guest’s Saved claim and answers the claim, IBAN masked', async () => {
    const claimId = await claimOf();
    const response = await post(jane, sepaBody(claimId, { bankAddress: bankAddress(), bic: 'cobadeffxxx' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ guid: claimId, status: ClaimStatus.Saved });
    expect(response.body.elvData).toEqual({
      iban: SEPA_IBAN_MASKED,
      bic: 'COBADEFFXXX',
      bankname: null,
      accountHolderName: HOLDER,
      // A valid SEPA IBAN of the EEA needs neither address: both stored as null although sent.
      bankAddress: null,
      accountHolderAddress: null,
      sepa: true,
    });
    const [row] = await t.db.query(`SELECT sepa FROM claim_bank_data WHERE claim_id = $1`, [claimId]);
    expect(row).toEqual({ sepa: true });
    await expect(t.app.get(BankDataService).isOnFile(claimId)).resolves.toBe(true);
  });

  it('stores nothing of the account in clear text', async () => {
    const claimId = await claimOf();
    expect((await post(jane, nonSepaBody(claimId))).status).toBe(200);
    const rows = await rawRows();
    const raw = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const secret of [
      SEPA_IBAN,
      SEPA_IBAN_GROUPED,
      'DE89 3704',
      NON_SEPA_IBAN,
      '0009795493',
      HOLDER,
      'Quartermaine',
      'BRASBRRJBHE',
      'Banco do Brasil',
      'SAUN Quadra',
      'Rue de la Loi',
    ]) {
      expect(raw).not.toContain(secret);
    }
    const row = rows.find((r) => r.claim_id === claimId)!;
    // A bank's return (date, ISO reason code, charges, the bank's words) says nothing of the account either, nor does the IBAN's
    // keyed hash (IbanFingerprint) without DATA_KEY.
    expect(Object.keys(row).sort()).toEqual([
      'claim_id',
      'created_at',
      'iban_fingerprint',
      // The payee's bank's name check (match, close match and the name it holds): no account data.
      'payee_check',
      'payee_check_name',
      'return_charges',
      'return_details',
      'return_reason',
      'returned_on',
      'sealed',
      'sepa',
      'updated_at',
    ]);
    expect(row.sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(row.sepa).toBe(false);
  });

  it('shows the IBAN masked, and in full only when revealed (to approvers)', async () => {
    const claimId = await claimOf();
    expect((await post(jane, nonSepaBody(claimId))).status).toBe(200);
    const bankData = t.app.get(BankDataService);
    const masked = await bankData.view(claimId, false);
    expect(masked).toEqual({
      iban: 'BR18 **** **** **** **** **** *93C 1',
      bic: 'BRASBRRJBHE',
      bankname: 'Banco do Brasil',
      accountHolderName: HOLDER,
      bankAddress: {
        street: 'SAUN Quadra 5',
        postalCode: '70040-912',
        city: 'Brasília',
        country: { id: brazil.id, name: 'Brazil', iso_3166: 'BR' },
      },
      accountHolderAddress: { street: 'Rue de la Loi 16', postalCode: '1000', city: 'Brussels', country: germanyRef() },
      sepa: false,
    });
    expect((await bankData.view(claimId, true))?.iban).toBe('BR18 0036 0305 0000 1000 9795 493C 1');
    expect(await bankData.view(await claimOf(), false)).toBeNull();

    // Through the claim: masked for everyone; an approver has it shown in full on request.
    const asOwner = await t.http.get(`/api/travelclaim/${claimId}`).set(guest(jane));
    expect(asOwner.body.elvData.iban).toBe('BR18 **** **** **** **** **** *93C 1');
    const asStaff = await t.http.get(`/api/travelclaim/${claimId}`).set(staff());
    expect(asStaff.body.elvData.iban).toBe('BR18 **** **** **** **** **** *93C 1');
    const asApprover = await t.http.get(`/api/travelclaim/${claimId}`).set(staff('approver'));
    expect(asApprover.body.elvData.iban).toBe('BR18 **** **** **** **** **** *93C 1');
    const shown = await t.http.get(`/api/travelclaim/${claimId}/bankdata`).set(staff('approver'));
    expect(shown.body.iban).toBe('BR18 0036 0305 0000 1000 9795 493C 1');
  });

  it('replaces the bank data when saved again', async () => {
    const claimId = await claimOf();
    expect((await post(jane, nonSepaBody(claimId))).status).toBe(200);
    const [first] = await t.db.query(`SELECT sealed, created_at FROM claim_bank_data WHERE claim_id = $1`, [claimId]);
    const again = await post(jane, sepaBody(claimId, { accountHolderName: 'Jane Doe' }));
    expect(again.status).toBe(200);
    expect(again.body.elvData).toMatchObject({
      iban: SEPA_IBAN_MASKED,
      accountHolderName: 'Jane Doe',
      bankAddress: null,
    });
    const rows = await t.db.query(
      `SELECT sealed, sepa, created_at, updated_at FROM claim_bank_data WHERE claim_id = $1`,
      [claimId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sepa: true, created_at: first.created_at });
    expect(rows[0].sealed).not.toBe(first.sealed);
    expect(rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(first.created_at.getTime());
  });

  it('refuses an invalid IBAN with a sentence keyed IBAN', async () => {
    const claimId = await claimOf();
    const response = await post(jane, sepaBody(claimId, { iban: 'DE89370400440532013001' }));
    expect(response.status).toBe(400);
    expect(response.body.errors.IBAN).toEqual([
      "The IBAN's check digits do not match the rest of it. Please check it for typing errors.",
    ]);
    expect(await rawRows()).not.toContainEqual(expect.objectContaining({ claim_id: claimId }));
  });

  it('needs the bank address (and BIC, bank name) for a non-SEPA IBAN', async () => {
    const claimId = await claimOf();
    const withoutAddress = await post(jane, nonSepaBody(claimId, { bankAddress: null }));
    expect(withoutAddress.status).toBe(400);
    expect(withoutAddress.body).toEqual({
      errorMessage: expect.any(String),
      errors: {
        'BankAddress.Street': ["Please enter the bank's street."],
        'BankAddress.PostalCode': ["Please enter the bank's postal code."],
        'BankAddress.City': ["Please enter the bank's city."],
        'BankAddress.Country': ["Please choose the bank's country."],
      },
    });
    const withoutBank = await post(jane, nonSepaBody(claimId, { bic: '', bankname: ' ' }));
    expect(withoutBank.status).toBe(400);
    expect(withoutBank.body.errors).toEqual({
      BIC: ['Please enter the BIC of the bank.'],
      Bankname: ['Please enter the name of the bank.'],
    });
  });

  it('needs the account holder’s name always, and their address for a bank outside the EEA', async () => {
    const claimId = await claimOf();
    const nameOnly = await post(jane, sepaBody(claimId, { accountHolderName: '  ', accountHolderAddress: null }));
    expect(nameOnly.status).toBe(400);
    expect(nameOnly.body.errors).toEqual({ AccountHolderName: ['Please enter the name of the account holder.'] });

    const swiss = await post(
      jane,
      sepaBody(claimId, {
        iban: SWISS_IBAN,
        accountHolderAddress: { street: '', postalCode: null, city: 'Brussels', countryId: null },
      }),
    );
    expect(swiss.status).toBe(400);
    expect(swiss.body.errors).toEqual({
      'AccountHolderAddress.Street': ["Please enter the account holder's street."],
      'AccountHolderAddress.PostalCode': ["Please enter the account holder's postal code."],
      'AccountHolderAddress.Country': ["Please choose the account holder's country."],
    });
    const missing = await post(
      jane,
      nonSepaBody(claimId, { accountHolderName: undefined, accountHolderAddress: null }),
    );
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'AccountHolderAddress.City',
      'AccountHolderAddress.Country',
      'AccountHolderAddress.PostalCode',
      'AccountHolderAddress.Street',
      'AccountHolderName',
    ]);

    const kept = await post(jane, sepaBody(claimId, { iban: SWISS_IBAN }));
    expect(kept.status).toBe(200);
    expect(kept.body.elvData).toMatchObject({
      iban: 'CH93 **** **** **** *295 7',
      bankAddress: null,
      accountHolderAddress: { street: 'Rue de la Loi 16', postalCode: '1000', city: 'Brussels', country: germanyRef() },
    });
  });

  it('answers a form sent empty with one error per field, none twice', async () => {
    const response = await post(jane, { claimId: await claimOf() });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      IBAN: ['Please enter the IBAN.'],
      AccountHolderName: ['Please enter the name of the account holder.'],
    });
  });

  it('refuses a country that does not exist', async () => {
    const claimId = await claimOf();
    const response = await post(
      jane,
      nonSepaBody(claimId, {
        bankAddress: { ...bankAddress(), countryId: 999_999 },
        accountHolderAddress: { ...holderAddress(), countryId: 999_998 },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'BankAddress.Country': ['The specified country is invalid.'],
      'AccountHolderAddress.Country': ['The specified country is invalid.'],
    });
  });

  it('answers 404 for another guest’s claim and for an unknown one, and writes nothing', async () => {
    const janes = await claimOf();
    const response = await post(john, sepaBody(janes));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errorMessage: `Claim ${janes} was not found.` });
    const unknown = randomUUID();
    expect((await post(jane, sepaBody(unknown))).body).toEqual({ errorMessage: `Claim ${unknown} was not found.` });
    await expect(t.app.get(BankDataService).isOnFile(janes)).resolves.toBe(false);
  });

  it('answers 422 with a sentence when the claim is no longer Saved', async () => {
    const requested = await claimOf('jane.doe@court.example', ClaimStatus.Requested);
    const response = await post(jane, sepaBody(requested));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errorMessage: 'Bank details can only be entered while the claim is Saved; this claim is Requested.',
    });
    const rejected = await claimOf('jane.doe@court.example', ClaimStatus.Rejected);
    expect((await post(jane, sepaBody(rejected))).body.errorMessage).toBe(
      'Bank details can only be entered while the claim is Saved; this claim is Rejected.',
    );
  });

  it("answers 422 with the request's sentence for a claim whose event has not ended, and stores nothing", async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const upcoming = await t.http
      .post('/api/events')
      .set(staff())
      .send({
        number: 'BANK-2',
        title: 'Next year',
        startDate: `${nextYear}-03-02T08:00:00.000Z`,
        endDate: `${nextYear}-03-04T15:00:00.000Z`,
        distanceBandVersion: 1,
        location: { osmid: 1, name: 'Venue', city: 'Trier', countryISO_3166: 'DE', latitude: 49.76, longitude: 6.64 },
      });
    expect(upcoming.status).toBe(201);
    const claimId = await claimOf('jane.doe@court.example', ClaimStatus.Saved, upcoming.body.id);

    const response = await post(jane, sepaBody(claimId));

    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errorMessage: 'The contribution can be requested once the event has ended.',
      message: { key: 'refusal.eventNotEnded' },
    });
    await expect(t.app.get(BankDataService).isOnFile(claimId)).resolves.toBe(false);
  });

  it('is for guests only: 401 without a token, 403 for staff of any role, even with an invalid body', async () => {
    const claimId = await claimOf();
    const anonymous = await t.http.post('/api/elvdata').send(sepaBody(claimId));
    expect(anonymous.status).toBe(401);
    for (const who of ['staff', 'approver', 'admin', 'nobody'] as const) {
      const response = await t.http.post('/api/elvdata').set(staff(who)).send({});
      expect({ who, status: response.status }).toEqual({ who, status: 403 });
    }
    const response = await t.http.post('/api/elvdata').set(staff('admin')).send(sepaBody(claimId));
    expect(response.body).toEqual({
      errorMessage: 'Bank details are entered by the participant, signed in with the e-mail address of the claim.',
    });
  });

  it("tells the participant's own list and the staff list which claims' payment the bank sent back", async () => {
    const claimId = await claimOf();
    expect((await post(jane, sepaBody(claimId))).status).toBe(200);
    await t.db.query(
      `UPDATE claim_bank_data SET returned_on = '2026-11-30', return_reason = 'AC04' WHERE claim_id = $1`,
      [claimId],
    );
    const other = await claimOf();

    const own = await t.http.get('/api/travelclaim?page=0&pageSize=100').set(guest(jane));
    const byId = new Map(own.body.results.map((claim: { guid: string }) => [claim.guid, claim]));
    expect(byId.get(claimId)).toMatchObject({
      paymentReturn: { returnedOn: '2026-11-30', reasonCode: 'AC04', reason: 'the account has been closed' },
    });
    expect(byId.get(other)).toMatchObject({ paymentReturn: null });

    // The console's list marks it 'Returned' too.
    const staffList = await t.http.get('/api/travelclaim?page=0&pageSize=100').set(staff());
    expect(staffList.body.results.find((claim: { guid: string }) => claim.guid === claimId)).toMatchObject({
      paymentReturn: { returnedOn: '2026-11-30', reasonCode: 'AC04' },
    });
  });

  it('goes with its claim when the claim is deleted', async () => {
    const claimId = await claimOf();
    expect((await post(jane, sepaBody(claimId))).status).toBe(200);
    await t.db.getRepository(Claim).delete(claimId);
    await expect(t.app.get(BankDataService).isOnFile(claimId)).resolves.toBe(false);
  });
});

describe('GET /api/elvdata/validate/{iban}', () => {
  const validate = (iban: string, token = jane) =>
    t.http.get(`/api/elvdata/validate/${encodeURIComponent(iban)}`).set(guest(token));

  /** [IBAN, its country, SEPA, the directory's BIC, whether the holder's address is needed] */
  const answers: [string, string, boolean, string | null, boolean][] = [
    // The Bundesbank's directory knows the bank code 370 400 44: Commerzbank.
    [SEPA_IBAN, 'DE', true, 'COBADEFFXXX', false],
    [SEPA_IBAN_GROUPED, 'DE', true, 'COBADEFFXXX', false],
    ['de89 3704 0044 0532 0130 00', 'DE', true, 'COBADEFFXXX', false],
    [NON_SEPA_IBAN, 'BR', false, null, true],
    [SWISS_IBAN, 'CH', true, null, true],
    // The countries that joined SEPA in 2024-2025, outside the EEA.
    ['RS35260005601001611379', 'RS', true, null, true],
    ['AL47212110090000000235698741', 'AL', true, null, true],
  ];

  it.each(answers)('answers %s: country %s, SEPA %s, BIC %s, holder address needed %s', async (...row) => {
    const [iban, country, sepa, bic, holderAddressNeeded] = row;
    const response = await validate(iban);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      isValid: true,
      sepa,
      country,
      bic,
      holderAddressNeeded,
      errorMessage: null,
      message: null,
    });
  });

  it('says why an IBAN is not valid', async () => {
    expect((await validate('DE89370400440532013001')).body).toEqual({
      isValid: false,
      sepa: false,
      country: null,
      bic: null,
      holderAddressNeeded: false,
      errorMessage: "The IBAN's check digits do not match the rest of it. Please check it for typing errors.",
      message: { key: 'refusal.iban.checkDigits' },
    });
    expect((await validate('DE8937040044053201300')).body.errorMessage).toBe(
      'An IBAN from DE has 22 characters; this one has 21.',
    );
  });

  it('is open to anyone signed in, staff included, and to nobody else', async () => {
    expect((await t.http.get(`/api/elvdata/validate/${SEPA_IBAN}`).set(staff())).body.isValid).toBe(true);
    expect((await t.http.get(`/api/elvdata/validate/${SEPA_IBAN}`)).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes the bank form and the IBAN check', async () => {
    const spec = (await t.http.get('/api/docs-json')).body;
    const post = spec.paths['/api/elvdata'].post;
    expect(post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/ElvDataInputDto');
    expect(Object.keys(spec.components.schemas.ElvDataInputDto.properties)).toEqual([
      'claimId',
      'iban',
      'bic',
      'bankname',
      'accountHolderName',
      'bankAddress',
      'accountHolderAddress',
    ]);
    expect(Object.keys(spec.components.schemas.BankAddressInputDto.properties)).toEqual([
      'street',
      'postalCode',
      'city',
      'countryId',
    ]);
    expect(spec.paths['/api/elvdata/validate/{iban}'].get.responses['200']).toBeDefined();
  });
});
