import { expectStaffOnly } from '../../support/access.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let countryIds: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  const rows: { id: number; iso: string }[] = await t.db.query(`SELECT id, trim(iso_3166) AS iso FROM country`);
  countryIds = Object.fromEntries(rows.map((row) => [row.iso, row.id]));
});
afterAll(() => t.close());
beforeEach(() => t.db.query(`DELETE FROM refund_rate`));

const staff = () => ({ Authorization: `Bearer ${t.token('staff')}` });
const id = (iso: string) => countryIds[iso];
const COUNTRY_NAMES: Record<string, string> = { DE: 'Germany', FR: 'France', IT: 'Italy' };

/** A refund rate as the API answers it: the countries by id and by English name. */
const rateAnswer = (rateId: unknown, source: string, target: string, refundRate: number) => ({
  id: rateId,
  sourceCountry: COUNTRY_NAMES[source],
  targetCountry: COUNTRY_NAMES[target],
  sourceCountryId: id(source),
  targetCountryId: id(target),
  refundRate,
});

/** Stores a refund rate directly, as test data. */
async function storedRate(source: string, target: string, refundRate: number): Promise<number> {
  const [row] = await t.db.query(
    `INSERT INTO refund_rate (source_country_id, target_country_id, refund_rate) VALUES ($1, $2, $3) RETURNING id`,
    [id(source), id(target), refundRate],
  );
  return row.id;
}

async function storedRates(): Promise<{ source: string; target: string; rate: number }[]> {
  return t.db.query(
    `SELECT trim(s.iso_3166) AS source, trim(d.iso_3166) AS target, r.refund_rate::float AS rate
       FROM refund_rate r JOIN country s ON s.id = r.source_country_id JOIN country d ON d.id = r.target_country_id
      ORDER BY r.id`,
  );
}

describe('access', () => {
  it('lets only staff read and change refund rates', async () => {
    const rate = await storedRate('DE', 'FR', 90);
    await expectStaffOnly(t, 'get', '/api/crosscountries?page=0');
    await expectStaffOnly(t, 'get', `/api/crosscountries/${rate}`);
    await expectStaffOnly(t, 'post', '/api/crosscountries', {
      sourceCountryId: id('DE'),
      targetCountryId: id('IT'),
      refundRate: 80,
    });
    await expectStaffOnly(t, 'put', `/api/crosscountries/${rate}`, { refundRate: 1 });
    await expectStaffOnly(t, 'delete', `/api/crosscountries/${rate}`);
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'FR', rate: 90 }]);
  });

  it('lets approvers and admins in too', async () => {
    for (const who of ['approver', 'admin'] as const) {
      const response = await t.http.get('/api/crosscountries?page=0').set('Authorization', `Bearer ${t.token(who)}`);
      expect(response.status).toBe(204);
    }
  });
});

describe('GET /api/crosscountries', () => {
  it('answers 204 without a body when there are none', async () => {
    const response = await t.http.get('/api/crosscountries?page=0').set(staff());
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });

  it('answers an empty array with Content-Range in range style', async () => {
    const response = await t.http.get('/api/crosscountries').query({ range: '[0,9]' }).set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.headers['content-range']).toBe('crosscountries */0');
  });

  it('lists entries with country names and ids, by source name, then target name', async () => {
    const frDe = await storedRate('FR', 'DE', 70.5);
    const deIt = await storedRate('DE', 'IT', 80);
    const deFr = await storedRate('DE', 'FR', 95.25);
    const response = await t.http.get('/api/crosscountries?page=0').set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalPages: 1,
      count: 3,
      next: null,
      previous: null,
      results: [
        rateAnswer(frDe, 'FR', 'DE', 70.5),
        rateAnswer(deFr, 'DE', 'FR', 95.25),
        rateAnswer(deIt, 'DE', 'IT', 80),
      ],
    });
  });

  it('pages 20 entries a page with next and previous', async () => {
    const targets = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT'];
    for (const [index, target] of targets.entries()) {
      await storedRate('LU', target, 60 + index);
      await storedRate('DE', target, 50 + index);
    }
    const targetNames = ['Austria', 'Belgium', 'Bulgaria', 'Croatia', 'Cyprus', 'Czech Republic', 'Denmark', 'Estonia'];
    targetNames.push('Finland', 'France', 'Greece', 'Hungary', 'Ireland', 'Italy', 'Spain');
    const expected = ['Germany', 'Luxembourg'].flatMap((source) =>
      targetNames.map((target) => `${source} -> ${target}`),
    );
    const pairs = (body: { results: { sourceCountry: string; targetCountry: string }[] }) =>
      body.results.map((r) => `${r.sourceCountry} -> ${r.targetCountry}`);

    const first = await t.http.get('/api/crosscountries?page=0').set(staff());
    expect(first.body).toMatchObject({ totalPages: 2, count: 30, next: 1, previous: null });
    expect(pairs(first.body)).toEqual(expected.slice(0, 20));

    const second = await t.http.get('/api/crosscountries?page=1').set(staff());
    expect(second.body).toMatchObject({ totalPages: 2, count: 30, next: null, previous: 0 });
    expect(pairs(second.body)).toEqual(expected.slice(20));

    const smaller = await t.http.get('/api/crosscountries?page=2&pageSize=10').set(staff());
    expect(smaller.body).toMatchObject({ totalPages: 3, count: 30, next: null, previous: 1 });
    expect(pairs(smaller.body)).toEqual(expected.slice(20));

    const beyond = await t.http.get('/api/crosscountries?page=5').set(staff());
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ count: 30, results: [], next: null, previous: 1 });
  });

  it('filters by source and target country in both conventions', async () => {
    await storedRate('DE', 'FR', 1);
    await storedRate('DE', 'IT', 2);
    await storedRate('FR', 'IT', 3);
    const fromGermany = await t.http.get(`/api/crosscountries?sourceCountryId=${id('DE')}`).set(staff());
    expect(fromGermany.body.results.map((r: { refundRate: number }) => r.refundRate)).toEqual([1, 2]);

    const toItaly = await t.http
      .get('/api/crosscountries')
      .query({ filter: JSON.stringify({ targetCountryId: id('IT') }), range: '[0,9]' })
      .set(staff());
    expect(toItaly.body.map((r: { refundRate: number }) => r.refundRate)).toEqual([3, 2]);
    expect(toItaly.headers['content-range']).toBe('crosscountries 0-1/2');

    const none = await t.http
      .get(`/api/crosscountries?sourceCountryId=${id('FR')}&targetCountryId=${id('FR')}`)
      .set(staff());
    expect(none.status).toBe(204);

    const invalid = await t.http.get('/api/crosscountries?sourceCountryId=abc').set(staff());
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      SourceCountryId: ["'sourceCountryId' must be a whole number from 1 to 2147483647."],
    });
  });

  it('sorts by refund rate, id and country names in range style', async () => {
    const a = await storedRate('DE', 'FR', 30);
    const b = await storedRate('AT', 'IT', 10);
    const c = await storedRate('FR', 'AT', 20);
    const sorted = async (sort: string) => {
      const response = await t.http.get('/api/crosscountries').query({ sort, range: '[0,1]' }).set(staff());
      expect(response.headers['content-range']).toBe('crosscountries 0-1/3');
      return response.body.map((r: { id: number }) => r.id);
    };
    expect(await sorted('["refundRate","DESC"]')).toEqual([a, c]);
    expect(await sorted('["refundRate","ASC"]')).toEqual([b, c]);
    expect(await sorted('["id","DESC"]')).toEqual([c, b]);
    expect(await sorted('["sourceCountry","ASC"]')).toEqual([b, c]);
    expect(await sorted('["targetCountry","ASC"]')).toEqual([c, a]);
  });
});

describe('GET /api/crosscountries/{id}', () => {
  it('answers the entry, or 404', async () => {
    const rate = await storedRate('DE', 'FR', 95);
    const response = await t.http.get(`/api/crosscountries/${rate}`).set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual(rateAnswer(rate, 'DE', 'FR', 95));
    const missing = await t.http.get(`/api/crosscountries/${rate + 1000}`).set(staff());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: `Refund rate ${rate + 1000} was not found.` });
  });
});

describe('POST /api/crosscountries', () => {
  const create = (body: object) => t.http.post('/api/crosscountries').set(staff()).send(body);

  it('creates an entry and answers 200 with it', async () => {
    const response = await create({ sourceCountryId: id('DE'), targetCountryId: id('FR'), refundRate: 95.5 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(rateAnswer(expect.any(Number), 'DE', 'FR', 95.5));
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'FR', rate: 95.5 }]);
  });

  it('allows a rate within one country and a rate of 0', async () => {
    const response = await create({ sourceCountryId: id('DE'), targetCountryId: id('DE'), refundRate: 0 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ sourceCountry: 'Germany', targetCountry: 'Germany', refundRate: 0 });
  });

  it('refuses a second rate for the same pair with 422 and the pair’s names, writing nothing', async () => {
    await storedRate('DE', 'FR', 95);
    const response = await create({ sourceCountryId: id('DE'), targetCountryId: id('FR'), refundRate: 10 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errorMessage: 'A refund rate from Germany to France already exists.' });
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'FR', rate: 95 }]);

    const reverse = await create({ sourceCountryId: id('FR'), targetCountryId: id('DE'), refundRate: 10 });
    expect(reverse.status).toBe(200);
  });

  it('lets exactly one of two simultaneous creates of a pair win', async () => {
    const body = { sourceCountryId: id('DE'), targetCountryId: id('AT'), refundRate: 50 };
    const responses = await Promise.all([create(body), create(body), create(body)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    for (const refused of responses.filter((r) => r.status === 422)) {
      expect(refused.body).toEqual({ errorMessage: 'A refund rate from Germany to Austria already exists.' });
    }
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'AT', rate: 50 }]);
  });

  it('refuses an unknown country with 422, writing nothing', async () => {
    const unknownSource = await create({ sourceCountryId: 999999, targetCountryId: id('FR'), refundRate: 1 });
    expect(unknownSource.status).toBe(422);
    expect(unknownSource.body).toEqual({ errorMessage: 'Country 999999 does not exist.' });
    const unknownTarget = await create({ sourceCountryId: id('FR'), targetCountryId: 888888, refundRate: 1 });
    expect(unknownTarget.status).toBe(422);
    expect(unknownTarget.body).toEqual({ errorMessage: 'Country 888888 does not exist.' });
    expect(await storedRates()).toEqual([]);
  });

  it('answers 400 with a message per missing field', async () => {
    for (const body of [{}, { sourceCountryId: null, targetCountryId: '', refundRate: null }]) {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        SourceCountryId: ["Field 'Source Country' is mandatory."],
        TargetCountryId: ["Field 'Target Country' is mandatory."],
        RefundRate: ["Field 'Refund Rate' is mandatory."],
      });
      expect(response.body.errorMessage).toBe(
        "Field 'Source Country' is mandatory. Field 'Target Country' is mandatory. Field 'Refund Rate' is mandatory.",
      );
    }
    const unselected = await create({ sourceCountryId: 0, targetCountryId: -1, refundRate: 1 });
    expect(unselected.body.errors).toEqual({
      SourceCountryId: ["Field 'Source Country' is mandatory."],
      TargetCountryId: ["Field 'Target Country' is mandatory."],
    });
    expect(await storedRates()).toEqual([]);
  });

  it('answers 400 for country ids that are no ids', async () => {
    const response = await create({ sourceCountryId: 'DE', targetCountryId: 1.5, refundRate: 1 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      SourceCountryId: ["Field 'Source Country' must be the id of a country."],
      TargetCountryId: ["Field 'Target Country' must be the id of a country."],
    });
  });

  it('answers 400 for a refund rate that is negative, too high, too precise or not a number', async () => {
    const message = "Field 'Refund Rate' must be a number from 0 to 100000 with at most 2 decimals.";
    for (const refundRate of [-0.01, 100000.01, 12.345, '12', 'abc', true]) {
      const response = await create({ sourceCountryId: id('DE'), targetCountryId: id('FR'), refundRate });
      expect({ refundRate, status: response.status, errors: response.body.errors }).toEqual({
        refundRate,
        status: 400,
        errors: { RefundRate: [message] },
      });
    }
    const highest = await create({ sourceCountryId: id('DE'), targetCountryId: id('FR'), refundRate: 100000 });
    expect(highest.status).toBe(200);
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'FR', rate: 100000 }]);
  });
});

describe('PUT /api/crosscountries/{id}', () => {
  it('changes the rate and answers the entry; the countries stay', async () => {
    const rate = await storedRate('DE', 'FR', 95);
    const response = await t.http
      .put(`/api/crosscountries/${rate}`)
      .set(staff())
      // react-admin sends the whole record back; only the rate is taken.
      .send({ id: rate, sourceCountryId: id('IT'), targetCountryId: id('IT'), refundRate: 99.99 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(rateAnswer(rate, 'DE', 'FR', 99.99));
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'FR', rate: 99.99 }]);
  });

  it('answers 400 for an invalid rate and 404 for an unknown entry, changing nothing', async () => {
    const rate = await storedRate('DE', 'FR', 95);
    const invalid = await t.http.put(`/api/crosscountries/${rate}`).set(staff()).send({ refundRate: -5 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      RefundRate: ["Field 'Refund Rate' must be a number from 0 to 100000 with at most 2 decimals."],
    });
    const missingField = await t.http.put(`/api/crosscountries/${rate}`).set(staff()).send({});
    expect(missingField.body.errors).toEqual({ RefundRate: ["Field 'Refund Rate' is mandatory."] });

    const missing = await t.http
      .put(`/api/crosscountries/${rate + 1000}`)
      .set(staff())
      .send({ refundRate: 5 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: `Refund rate ${rate + 1000} was not found.` });
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'FR', rate: 95 }]);
  });
});

describe('DELETE /api/crosscountries/{id}', () => {
  it('removes the entry and answers its id; a second delete answers 404', async () => {
    await storedRate('DE', 'IT', 80);
    const rate = await storedRate('DE', 'FR', 95);
    const response = await t.http.delete(`/api/crosscountries/${rate}`).set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: rate });
    expect(await storedRates()).toEqual([{ source: 'DE', target: 'IT', rate: 80 }]);

    const again = await t.http.delete(`/api/crosscountries/${rate}`).set(staff());
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errorMessage: `Refund rate ${rate} was not found.` });
  });

  it('answers 400 for an id that is no id', async () => {
    const response = await t.http.delete('/api/crosscountries/abc').set(staff());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Id: ["'Id' must be a whole number from 1 to 2147483647."] });
  });
});
