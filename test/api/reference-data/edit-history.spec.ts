import { expectStaffOnly } from '../../support/access.js';
import { addRefundRate, claimDraft, countryId, createEvent, EMPLOYERS, type Employer } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = (who: 'staff' | 'admin' = 'staff') => ({ Authorization: `Bearer ${t.token(who)}` });

/** The bands of a version as [min, max, amount], by distance. */
async function bandsOf(version: number): Promise<number[][]> {
  const rows: { min: number; max: number; amount: number }[] = await t.db.query(
    `SELECT min_value AS min, max_value AS max, amount::float AS amount FROM distance_band WHERE version = $1 ORDER BY min_value`,
    [version],
  );
  return rows.map((row) => [row.min, row.max, row.amount]);
}

async function addBands(version: number, bands: number[][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [minValue, maxValue, amount] of bands) {
    const response = await t.http.post('/api/distancebands').set(as()).send({ version, minValue, maxValue, amount });
    expect(response.status).toBe(201);
    ids.push(response.body.id);
  }
  return ids;
}

/** The claim form's calculation for a participant of `employer` at the event, two nights. */
async function calculate(target: TestApp, eventId: number, employer: Employer) {
  const response = await target.http.post('/api/travelclaim/calculate').send({
    eventId,
    latitude: employer.latitude,
    longitude: employer.longitude,
    traveltype: 1,
    nightsspend: 2,
    countryid: await countryId(t, employer.iso),
    institution: employer.institution,
  });
  expect(response.status).toBe(200);
  return response.body;
}

async function changesOf(kind: string, recordId: number) {
  const response = await t.http.get(`/api/referencechanges?page=0&kind=${kind}&recordId=${recordId}`).set(as());
  expect(response.status).toBe(200);
  return response.body.results.map(({ action, changedBy, oldValue, newValue }: Record<string, unknown>) => ({
    action,
    changedBy,
    oldValue,
    newValue,
  }));
}

describe('access', () => {
  it('lets only staff edit bands and read the change log and a country’s rate coverage', async () => {
    const [band] = await addBands(50, [[0, 100, 10]]);
    await expectStaffOnly(t, 'get', `/api/distancebands/${band}`);
    await expectStaffOnly(t, 'put', `/api/distancebands/${band}`, { minValue: 0, maxValue: 99, amount: 1 });
    await expectStaffOnly(t, 'get', '/api/referencechanges?page=0');
    await expectStaffOnly(t, 'get', '/api/crosscountries/coverage?country=DE');
    expect(await bandsOf(50)).toEqual([[0, 100, 10]]);
  });
});

describe('a refund rate and a distance band edited in place', () => {
  it('changes what new calculations use, records who changed what from what, and leaves saved claims as they were', async () => {
    const rate = await addRefundRate(t, 'BE', 'DE', 85.5);
    const { id: eventId } = await createEvent(t);
    const saved = await t.http.post('/api/travelclaim/').send(await claimDraft(t, eventId, EMPLOYERS.brussels));
    expect(saved.status).toBe(200);
    const before = await t.http.get(`/api/travelclaim/${saved.body.guid}`).set(as());
    expect(before.body.calculatedTravelCosts).toMatchObject({ amount: 180 });
    expect(before.body.calculatedAccommodationCosts).toMatchObject({ nights: 2, amount: 85.5, totalAmount: 171 });

    const editedRate = await t.http.put(`/api/crosscountries/${rate}`).set(as('staff')).send({ refundRate: 99 });
    expect(editedRate.status).toBe(200);
    expect(editedRate.body).toMatchObject({
      id: rate,
      sourceCountry: 'Belgium',
      targetCountry: 'Germany',
      refundRate: 99,
    });
    const [band] = (await t.http.get('/api/distancebands?version=1').set(as())).body[0].values.filter(
      (value: { minValue: number }) => value.minValue === 100,
    );
    const editedBand = await t.http
      .put(`/api/distancebands/${band.id}`)
      .set(as('admin'))
      .send({ minValue: 100, maxValue: 499, amount: 200 });
    expect(editedBand.status).toBe(200);
    expect(editedBand.body).toEqual({ id: band.id, version: 1, minValue: 100, maxValue: 499, amount: 200 });

    // The saved claim keeps its snapshot: amounts, rate and band as calculated when it was saved.
    const after = await t.http.get(`/api/travelclaim/${saved.body.guid}`).set(as());
    expect(after.body.calculatedTravelCosts).toEqual(before.body.calculatedTravelCosts);
    expect(after.body.calculatedAccommodationCosts).toEqual(before.body.calculatedAccommodationCosts);
    // A new calculation uses the new values at once.
    expect(await calculate(t, eventId, EMPLOYERS.brussels)).toMatchObject({
      tAmount: 200,
      aAmount: 99,
      aAmountTotal: 198,
    });

    expect(await changesOf('refund_rate', rate)).toEqual([
      {
        action: 'changed',
        changedBy: 'test-staff',
        oldValue: { sourceCountry: 'Belgium', targetCountry: 'Germany', refundRate: 85.5 },
        newValue: { sourceCountry: 'Belgium', targetCountry: 'Germany', refundRate: 99 },
      },
      {
        action: 'created',
        changedBy: 'test-admin',
        oldValue: null,
        newValue: { sourceCountry: 'Belgium', targetCountry: 'Germany', refundRate: 85.5 },
      },
    ]);
    expect(await changesOf('distance_band', band.id)).toEqual([
      {
        action: 'changed',
        changedBy: 'test-admin',
        oldValue: { version: 1, minValue: 100, maxValue: 499, amount: 180 },
        newValue: { version: 1, minValue: 100, maxValue: 499, amount: 200 },
      },
    ]);
  });
});

describe('PUT /api/distancebands/{id}', () => {
  it('moves the limit a neighbour shares with it, so no gap opens, and logs both', async () => {
    const [low, middle, high] = await addBands(60, [
      [0, 99, 10],
      [100, 199, 20],
      [200, 20100, 30],
    ]);
    const response = await t.http
      .put(`/api/distancebands/${middle}`)
      .set(as())
      .send({ minValue: 50, maxValue: 299, amount: 25 });
    expect(response.status).toBe(200);
    expect(await bandsOf(60)).toEqual([
      [0, 49, 10],
      [50, 299, 25],
      [300, 20100, 30],
    ]);
    expect((await changesOf('distance_band', low))[0]).toMatchObject({
      action: 'changed',
      oldValue: { minValue: 0, maxValue: 99 },
      newValue: { minValue: 0, maxValue: 49 },
    });
    expect((await changesOf('distance_band', high))[0]).toMatchObject({
      oldValue: { minValue: 200, maxValue: 20100 },
      newValue: { minValue: 300, maxValue: 20100 },
    });
    // Shrinking back: the neighbours grow with it.
    await t.http
      .put(`/api/distancebands/${middle}`)
      .set(as())
      .send({ minValue: 100, maxValue: 199, amount: 25 })
      .expect(200);
    expect(await bandsOf(60)).toEqual([
      [0, 99, 10],
      [100, 199, 25],
      [200, 20100, 30],
    ]);
  });

  it('refuses a band that would swallow its neighbour or reach over a gap into another, and bad input, changing nothing', async () => {
    const [, middle] = await addBands(61, [
      [0, 99, 10],
      [100, 199, 20],
      [300, 399, 30],
    ]);
    const swallow = await t.http
      .put(`/api/distancebands/${middle}`)
      .set(as())
      .send({ minValue: 0, maxValue: 199, amount: 20 });
    expect(swallow.status).toBe(422);
    expect(swallow.body.errorMessage).toBe(
      'The band 0-199 km would cover all of its neighbour 0-99 km; delete that band first.',
    );
    const overlap = await t.http
      .put(`/api/distancebands/${middle}`)
      .set(as())
      .send({ minValue: 100, maxValue: 350, amount: 20 });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errorMessage).toBe('The band 100-350 km overlaps the band 300-399 km of version 61.');
    const reversed = await t.http
      .put(`/api/distancebands/${middle}`)
      .set(as())
      .send({ minValue: 150, maxValue: 120, amount: 20 });
    expect(reversed.status).toBe(400);
    for (const body of [
      null,
      {},
      { minValue: null, maxValue: 199, amount: 20 },
      { minValue: 100, maxValue: 199, amount: '1' },
    ]) {
      const response = await t.http
        .put(`/api/distancebands/${middle}`)
        .set(as())
        .send(body as object);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    const missing = await t.http
      .put('/api/distancebands/999999')
      .set(as())
      .send({ minValue: 1, maxValue: 2, amount: 3 });
    expect(missing.status).toBe(404);
    expect(await bandsOf(61)).toEqual([
      [0, 99, 10],
      [100, 199, 20],
      [300, 399, 30],
    ]);
  });
});

describe('GET /api/referencechanges', () => {
  it('lists changes in both conventions and refuses unknown kinds', async () => {
    const ranged = await t.http
      .get('/api/referencechanges?range=[0,1]&sort=["id","DESC"]&filter={"kind":"refund_rate"}')
      .set(as());
    expect(ranged.status).toBe(200);
    expect(ranged.headers['content-range']).toMatch(/^\w+ 0-\d+\/\d+$/);
    expect(ranged.body.every((change: { kind: string }) => change.kind === 'refund_rate')).toBe(true);
    const unknown = await t.http.get('/api/referencechanges?page=0&kind=__proto__').set(as());
    expect(unknown.status).toBe(400);
  });
});

describe('GET /api/crosscountries/coverage', () => {
  it('says how many countries have a refund rate to a venue country, 0 for none', async () => {
    await addRefundRate(t, 'PT', 'FR', 70);
    await addRefundRate(t, 'EE', 'FR', 70);
    const france = await t.http.get('/api/crosscountries/coverage?country=fr').set(as());
    expect(france.body).toEqual({ countryISO_3166: 'FR', country: 'France', sourceCountries: 2 });
    const malta = await t.http.get('/api/crosscountries/coverage?country=MT').set(as());
    expect(malta.body).toEqual({ countryISO_3166: 'MT', country: 'Malta', sourceCountries: 0 });
    expect((await t.http.get('/api/crosscountries/coverage?country=XX').set(as())).status).toBe(404);
    expect((await t.http.get('/api/crosscountries/coverage?country=FRA').set(as())).status).toBe(400);
    expect((await t.http.get('/api/crosscountries/coverage').set(as())).status).toBe(400);
    expect(await countryId(t, 'MT')).toBeGreaterThan(0);
  });
});
