import { expectStaffOnly } from '../../support/access.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Version 1 is seeded by a migration; every test starts from it alone.
beforeEach(() => t.db.query(`DELETE FROM distance_band WHERE version <> 1`));

const staff = () => ({ Authorization: `Bearer ${t.token('staff')}` });

const VERSION_1 = [
  { minValue: 0, maxValue: 9, amount: 0 },
  { minValue: 10, maxValue: 99, amount: 23 },
  { minValue: 100, maxValue: 499, amount: 180 },
  { minValue: 500, maxValue: 1999, amount: 275 },
  { minValue: 2000, maxValue: 2999, amount: 360 },
  { minValue: 3000, maxValue: 3999, amount: 530 },
  { minValue: 4000, maxValue: 7999, amount: 820 },
  { minValue: 8000, maxValue: 20100, amount: 1500 },
];

async function storedBands(version: number): Promise<{ minValue: number; maxValue: number; amount: number }[]> {
  return t.db.query(
    `SELECT min_value AS "minValue", max_value AS "maxValue", amount::float AS amount
       FROM distance_band WHERE version = $1 ORDER BY min_value`,
    [version],
  );
}

const create = (body: object) => t.http.post('/api/distancebands').set(staff()).send(body);

describe('access', () => {
  it('lets only staff read and change distance bands, under both spellings', async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM distance_band WHERE version = 1 LIMIT 1`);
    for (const path of ['/api/distancebands', '/api/distanceBands']) {
      await expectStaffOnly(t, 'get', path);
      await expectStaffOnly(t, 'post', path, { version: 2, minValue: 0, maxValue: 10, amount: 1 });
      await expectStaffOnly(t, 'delete', `${path}/${id}`);
    }
    expect(await storedBands(1)).toEqual(VERSION_1);
    expect(await storedBands(2)).toEqual([]);
  });
});

describe('GET /api/distancebands', () => {
  it('answers the seeded version 1 as one set ordered by distance, under both spellings', async () => {
    for (const path of ['/api/distancebands', '/api/distanceBands']) {
      const response = await t.http.get(path).set(staff());
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { version: 1, values: VERSION_1.map((band) => ({ id: expect.any(Number), ...band })) },
      ]);
    }
  });

  it('answers one set per version, ordered by version, and only one version on request', async () => {
    await create({ version: 3, minValue: 0, maxValue: 20100, amount: 100 });
    await create({ version: 2, minValue: 51, maxValue: 20100, amount: 40 });
    await create({ version: 2, minValue: 0, maxValue: 50, amount: 5 });

    const all = await t.http.get('/api/distancebands').set(staff());
    expect(all.body.map((set: { version: number }) => set.version)).toEqual([1, 2, 3]);
    expect(all.body[1].values.map((band: { minValue: number }) => band.minValue)).toEqual([0, 51]);

    const second = await t.http.get('/api/distanceBands?version=2').set(staff());
    expect(second.status).toBe(200);
    expect(second.body).toEqual([
      {
        version: 2,
        values: [
          { id: expect.any(Number), minValue: 0, maxValue: 50, amount: 5 },
          { id: expect.any(Number), minValue: 51, maxValue: 20100, amount: 40 },
        ],
      },
    ]);
  });

  it('answers 204 without a body for a version without bands', async () => {
    const response = await t.http.get('/api/distancebands?version=7').set(staff());
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });

  it('answers 400 for a version that is no version', async () => {
    for (const version of ['abc', '0', '1.5']) {
      const response = await t.http.get('/api/distancebands').query({ version }).set(staff());
      expect({ version, status: response.status, errors: response.body.errors }).toEqual({
        version,
        status: 400,
        errors: { Version: ["'version' must be a whole number from 1 to 9999."] },
      });
    }
  });
});

describe('POST /api/distancebands', () => {
  it('creates a band and answers 201 with it', async () => {
    const response = await create({ version: 2, minValue: 0, maxValue: 99, amount: 12.5 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), version: 2, minValue: 0, maxValue: 99, amount: 12.5 });
    expect(await storedBands(2)).toEqual([{ minValue: 0, maxValue: 99, amount: 12.5 }]);
  });

  it('accepts a single-kilometre band and bands that touch without sharing a kilometre', async () => {
    expect((await create({ version: 2, minValue: 100, maxValue: 100, amount: 1 })).status).toBe(201);
    expect((await create({ version: 2, minValue: 101, maxValue: 200, amount: 2 })).status).toBe(201);
    expect((await create({ version: 2, minValue: 0, maxValue: 99, amount: 0 })).status).toBe(201);
    expect(await storedBands(2)).toEqual([
      { minValue: 0, maxValue: 99, amount: 0 },
      { minValue: 100, maxValue: 100, amount: 1 },
      { minValue: 101, maxValue: 200, amount: 2 },
    ]);
  });

  it('refuses a band overlapping another of its version with 422 naming that band, writing nothing', async () => {
    const cases = [
      { band: { minValue: 50, maxValue: 150 }, message: 'The band 50-150 km overlaps the band 10-99 km of version 1.' },
      { band: { minValue: 99, maxValue: 99 }, message: 'The band 99-99 km overlaps the band 10-99 km of version 1.' },
      { band: { minValue: 0, maxValue: 20100 }, message: 'The band 0-20100 km overlaps the band 0-9 km of version 1.' },
      {
        band: { minValue: 7999, maxValue: 8000 },
        message: 'The band 7999-8000 km overlaps the band 4000-7999 km of version 1.',
      },
    ];
    for (const { band, message } of cases) {
      const response = await create({ version: 1, ...band, amount: 5 });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ errorMessage: message });
    }
    expect(await storedBands(1)).toEqual(VERSION_1);
  });

  it('lets exactly one of two simultaneous overlapping creates win', async () => {
    const responses = await Promise.all([
      create({ version: 2, minValue: 0, maxValue: 100, amount: 1 }),
      create({ version: 2, minValue: 50, maxValue: 150, amount: 2 }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = responses.find((r) => r.status === 422)!;
    expect(refused.body.errorMessage).toMatch(/^The band \d+-\d+ km overlaps the band \d+-\d+ km of version 2\.$/);
    expect(await storedBands(2)).toHaveLength(1);
  });

  it('answers 400 with a message per missing field', async () => {
    for (const body of [{}, { version: null, minValue: '', maxValue: null, amount: '' }]) {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        Version: ["Field 'Version' is mandatory."],
        MinValue: ["Field 'Min. Value' is mandatory."],
        MaxValue: ["Field 'Max. Value' is mandatory."],
        Amount: ["Field 'Amount' is mandatory."],
      });
    }
  });

  it('answers 400 for values out of range or not whole km, writing nothing', async () => {
    const valid = { version: 2, minValue: 0, maxValue: 10, amount: 1 };
    const cases = [
      { change: { version: 0 }, errors: { Version: ["Field 'Version' must be a whole number from 1 to 9999."] } },
      { change: { version: 1.5 }, errors: { Version: ["Field 'Version' must be a whole number from 1 to 9999."] } },
      {
        change: { minValue: -1 },
        errors: { MinValue: ["Field 'Min. Value' must be a whole number of km from 0 to 20100."] },
      },
      {
        change: { minValue: 2.5 },
        errors: { MinValue: ["Field 'Min. Value' must be a whole number of km from 0 to 20100."] },
      },
      {
        change: { maxValue: 20101 },
        errors: { MaxValue: ["Field 'Max. Value' must be a whole number of km from 0 to 20100."] },
      },
      {
        change: { maxValue: '10' },
        errors: { MaxValue: ["Field 'Max. Value' must be a whole number of km from 0 to 20100."] },
      },
      {
        change: { amount: -1 },
        errors: { Amount: ["Field 'Amount' must be a number from 0 to 100000 with at most 2 decimals."] },
      },
      {
        change: { amount: 1.005 },
        errors: { Amount: ["Field 'Amount' must be a number from 0 to 100000 with at most 2 decimals."] },
      },
      {
        change: { minValue: 11 },
        errors: { MaxValue: ["Field 'Max. Value' must not be less than 'Min. Value'."] },
      },
    ];
    for (const { change, errors } of cases) {
      const response = await create({ ...valid, ...change });
      expect({ change, status: response.status, errors: response.body.errors }).toEqual({
        change,
        status: 400,
        errors,
      });
    }
    expect(await storedBands(2)).toEqual([]);
  });
});

describe('DELETE /api/distanceBands/{id}', () => {
  it('removes the band and answers its id under both spellings; a second delete answers 404', async () => {
    const first = (await create({ version: 2, minValue: 0, maxValue: 10, amount: 1 })).body.id;
    const second = (await create({ version: 2, minValue: 11, maxValue: 20, amount: 2 })).body.id;

    const response = await t.http.delete(`/api/distanceBands/${first}`).set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: first });
    const lowerCase = await t.http.delete(`/api/distancebands/${second}`).set(staff());
    expect(lowerCase.body).toEqual({ id: second });
    expect(await storedBands(2)).toEqual([]);

    const again = await t.http.delete(`/api/distanceBands/${first}`).set(staff());
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errorMessage: `Distance band ${first} was not found.` });
    expect(await storedBands(1)).toEqual(VERSION_1);
  });

  it('answers 400 for an id that is no id', async () => {
    const response = await t.http.delete('/api/distanceBands/first').set(staff());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Id: ["'Id' must be a whole number from 1 to 2147483647."] });
  });

  it('leaves GET answering 204 once the last band is gone', async () => {
    const ids: { id: number }[] = await t.db.query(`SELECT id FROM distance_band`);
    for (const { id } of ids) {
      expect((await t.http.delete(`/api/distanceBands/${id}`).set(staff())).status).toBe(200);
    }
    const response = await t.http.get('/api/distanceBands').set(staff());
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });
});
