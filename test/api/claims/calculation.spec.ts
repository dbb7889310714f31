import { translate } from '@unit-costs/contract';

import { DistanceBand } from '../../../server/src/features/reference-data/distance-band.entity.js';
import { addRefundRate, claimDraft, countryId, createEvent, EMPLOYERS, type Employer } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let eventId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ id: eventId } = await createEvent(t, { maxNights: 2 }));
  await addRefundRate(t, 'BE', 'DE', 98);
  await addRefundRate(t, 'PT', 'DE', 85.5);
  await addRefundRate(t, 'EE', 'DE', 80);
  await addRefundRate(t, 'DE', 'DE', 110);
});
afterAll(() => t.close());

async function calculate(employer: Employer, overrides: Record<string, unknown> = {}) {
  const draft = await claimDraft(t, eventId, employer);
  return t.http.post('/api/travelclaim/calculate').send({
    eventId,
    latitude: employer.latitude,
    longitude: employer.longitude,
    traveltype: draft.travelType,
    nightsspend: 2,
    countryid: draft.countryId,
    institution: employer.institution,
    ...overrides,
  });
}

/**
 * Reference great-circle distances from the venue (Porta Nigra, Trier, 49.7597 N 6.6436 E), computed
 * independently of our haversine with PostgreSQL's earthdistance module (cube-based, contrib):
 * earth_distance(ll_to_earth(venue), ll_to_earth(employer)) / earth() * 6371.0088.
 */
describe.each([
  { name: 'brussels', employer: EMPLOYERS.brussels, referenceKm: 202.08, band: 180, rate: 98 },
  { name: 'lisbon', employer: EMPLOYERS.lisbon, referenceKm: 1751.33, band: 275, rate: 85.5 },
  { name: 'tallinn', employer: EMPLOYERS.tallinn, referenceKm: 1578.0, band: 275, rate: 80 },
  { name: 'trier', employer: EMPLOYERS.trier, referenceKm: 0.51, band: 0, rate: 110 },
])('a participant employed in $name', ({ employer, referenceKm, band, rate }) => {
  it('gets the great-circle distance within 1 km, the band amount of version 1 and the country pair rate', async () => {
    const response = await calculate(employer);
    expect(response.status).toBe(200);
    expect(Math.abs(response.body.distance - referenceKm)).toBeLessThanOrEqual(1);
    expect(Number.isInteger(response.body.distance)).toBe(true);
    expect(response.body).toEqual({
      tAmount: band,
      distance: Math.round(referenceKm),
      travelType: 1,
      nights: 2,
      aAmount: rate,
      aAmountTotal: rate * 2,
      totalAmount: band + rate * 2,
    });
  });
});

describe('POST /api/travelclaim/calculate', () => {
  it('checks the reference values against the database module itself, so a wrong constant fails', async () => {
    await t.db.query('CREATE EXTENSION IF NOT EXISTS cube');
    await t.db.query('CREATE EXTENSION IF NOT EXISTS earthdistance');
    const [{ km }] = await t.db.query(
      `SELECT earth_distance(ll_to_earth(49.7597, 6.6436), ll_to_earth(38.7075, -9.1364)) / earth() * 6371.0088 AS km`,
    );
    expect(km).toBeCloseTo(1751.33, 1);
  });

  it('answers no login, and takes the camel-case spelling of the fields too', async () => {
    const draft = await claimDraft(t, eventId, EMPLOYERS.brussels);
    const response = await t.http.post('/api/travelclaim/calculate').send({
      eventId,
      latitude: EMPLOYERS.brussels.latitude,
      longitude: EMPLOYERS.brussels.longitude,
      travelType: 0,
      nightsSpend: 1,
      countryId: draft.countryId,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ travelType: 0, nights: 1, aAmountTotal: 98 });
  });

  it('says "Please fill out all required fields." for missing fields', async () => {
    const response = await t.http.post('/api/travelclaim/calculate').send({ eventId });
    expect(response.status).toBe(400);
    expect(response.body.errorMessage).toBe('Please fill out all required fields.');
    expect(response.body.errors).toMatchObject({
      Latitude: ['Please fill out all required fields.'],
      CountryId: ['Please fill out all required fields.'],
    });
  });

  it('refuses more nights than allowed with errorCode 0, never capping silently', async () => {
    const response = await calculate(EMPLOYERS.brussels, { nightsspend: 3 });
    expect(response.status).toBe(400);
    // The English sentence for every client, and its catalogue key with its values for the participant app.
    expect(response.body).toEqual({
      errorCode: 0,
      errorMessage: 'At most 2 nights can be refunded for this event.',
      message: { key: 'refusal.tooManyNights', values: { allowed: 2 } },
    });
    expect(translate('fr', response.body.message.key, response.body.message.values)).toBe(
      'Au plus 2 nuits peuvent être remboursées pour cet événement.',
    );
  });

  it('allows as many nights as the event has days where maxNights is 0 or -1', async () => {
    // 6 to 8 October: three days in Berlin.
    const { id } = await createEvent(t, { maxNights: -1 });
    const draft = await claimDraft(t, id, EMPLOYERS.brussels);
    const ask = (nights: number) =>
      t.http.post('/api/travelclaim/calculate').send({ ...draft, eventId: id, nightsSpend: nights });
    expect((await ask(3)).body).toMatchObject({ nights: 3, aAmountTotal: 294 });
    expect((await ask(4)).body.errorMessage).toBe('At most 3 nights can be refunded for this event.');
  });

  it('refuses nights for an event without accommodation, and answers rate 0 with no nights', async () => {
    const { id } = await createEvent(t, { accommodationEligible: false });
    const draft = await claimDraft(t, id, EMPLOYERS.brussels);
    const withNights = await t.http.post('/api/travelclaim/calculate').send({ ...draft, nightsSpend: 1 });
    expect(withNights.body).toEqual({
      errorCode: 0,
      errorMessage: 'This event does not refund accommodation. Please choose 0 nights.',
      message: { key: 'refusal.noAccommodation' },
    });
    const without = await t.http.post('/api/travelclaim/calculate').send({ ...draft, nightsSpend: 0 });
    expect(without.body).toEqual({
      tAmount: 180,
      distance: 202,
      travelType: 1,
      nights: 0,
      aAmount: 0,
      aAmountTotal: 0,
      totalAmount: 180,
    });
  });

  it('names the ineligibility when the participant’s country is not included (reason 3)', async () => {
    const draft = await claimDraft(t, eventId, { ...EMPLOYERS.brussels, iso: 'FR' });
    const response = await t.http.post('/api/travelclaim/calculate').send(draft);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errorCode: 0,
      ineligibilityReason: 3,
      errorMessage:
        'Ineligible: France is not included in the project for events in Germany, so no refund can be claimed.',
      message: {
        key: 'refusal.countryNotIncluded',
        values: { country: 'France', countryIso: 'FR', venueCountry: 'Germany', venueCountryIso: 'DE' },
      },
    });
  });

  it('refuses a distance outside every band of the event’s version', async () => {
    await t.db.getRepository(DistanceBand).insert({ version: 7, minValue: 0, maxValue: 100, amount: 10 });
    const { id } = await createEvent(t, { distanceBandVersion: 7 });
    const draft = await claimDraft(t, id, EMPLOYERS.brussels);
    const response = await t.http.post('/api/travelclaim/calculate').send(draft);
    expect(response.body).toEqual({
      errorCode: 0,
      errorMessage: 'No travel amount is defined for 202 km (distance bands version 7). Please contact the organisers.',
      message: { key: 'refusal.distanceOutsideBands', values: { km: '202', version: '7' } },
    });
  });

  it('refuses a closed claim form and an unknown event, and says an unknown country is invalid', async () => {
    const { id } = await createEvent(t, { offlineDate: '2025-11-30T23:00:00.000Z' });
    const closed = await t.http.post('/api/travelclaim/calculate').send(await claimDraft(t, id, EMPLOYERS.brussels));
    expect(closed.body).toEqual({
      errorCode: 0,
      errorMessage: 'The claim form of this event closed on 2025-11-30.',
      message: { key: 'refusal.claimFormClosed', values: { date: '2025-11-30' } },
    });

    const unknown = await t.http
      .post('/api/travelclaim/calculate')
      .send(await claimDraft(t, 999999, EMPLOYERS.brussels));
    expect(unknown.body.errorCode).toBe(0);
    expect(unknown.body.errorMessage).toMatch(/^Event 999999 does not exist/);
    expect(unknown.body.message).toEqual({ key: 'refusal.eventUnknown', values: { eventId: '999999' } });

    const noCountry = await t.http
      .post('/api/travelclaim/calculate')
      .send({ ...(await claimDraft(t, eventId, EMPLOYERS.brussels)), countryId: 999999 });
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.errorMessage).toBe('The specified country is invalid.');
    expect(noCountry.body.message).toEqual({ key: 'calculator.invalidCountry' });
  });

  it('refuses nonsense values with a sentence per field', async () => {
    const response = await calculate(EMPLOYERS.brussels, { latitude: 123, traveltype: 5, nightsspend: -1 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      Latitude: ["Field 'Latitude' must be from -90 to 90."],
      TravelType: ["Field 'TravelType' must be 0 or 1."],
      NightsSpend: ["Field 'NightsSpend' must be a whole number of nights."],
    });
  });

  it('looks up countries by ISO code for the form', async () => {
    expect(await countryId(t, 'EE')).toEqual(expect.any(Number));
  });
});
