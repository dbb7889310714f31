import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../../support/claims.js';
import { expectCoreJourneysWork } from '../../support/core-journeys.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let eventId: number;
let eventNumber: string;
const staff = () => ({ Authorization: `Bearer ${t.token('admin')}` });

beforeAll(async () => {
  t = await startTestApp();
  ({ id: eventId, number: eventNumber } = await createEvent(t));
  await addRefundRate(t, 'BE', 'DE', 98);
});
afterAll(() => t.close());

/** Every list of the API, with its sortable fields and filters as the 400 names them. */
const LISTS = [
  { path: '/api/countries', sortable: 'name, iso_3166, id', filters: 'iso_3166, q, id' },
  { path: '/api/events', sortable: 'id, number, title, startDate, endDate', filters: 'number, q, id' },
  { path: '/api/contacts', sortable: 'lastname, firstname, email, jobTitle, contactType, id', filters: 'email, q, id' },
  {
    path: '/api/crosscountries',
    sortable: 'sourceCountry, targetCountry, refundRate, id',
    filters: 'sourceCountryId, targetCountryId, id',
  },
  {
    path: '/api/travelclaim',
    sortable: 'submitted, identifier, status, email, lastname, totalAmount, number',
    filters: 'status, email, number, duplicate, attendance, id',
  },
  { path: '/api/paymentruns', sortable: 'createdAt, number, executionDate, claimCount, totalAmount', filters: 'id' },
];
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

describe('names from a request', () => {
  it('refuses the poisoning request and stays whole afterwards', async () => {
    const response = await t.http.get('/api/countries').query({ sort: '["__proto__","ASC"]' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Sort: ["Cannot sort by '__proto__'. Sortable: name, iso_3166, id."] });
    expect(Object.keys(Object.prototype)).toEqual([]);
    await expectCoreJourneysWork(t, eventId, 'after.poison@court.example');
  });

  it.each(LISTS)(
    '$path: an inherited or unknown name is no sort field or filter (400 naming the known ones)',
    async (list) => {
      for (const name of [...INHERITED, 'nope']) {
        const sorted = await t.http
          .get(list.path)
          .set(staff())
          .query({ sort: JSON.stringify([name, 'ASC']) });
        expect({ name, status: sorted.status, body: sorted.body }).toEqual({
          name,
          status: 400,
          body: {
            errorMessage: `Cannot sort by '${name}'. Sortable: ${list.sortable}.`,
            errors: { Sort: [`Cannot sort by '${name}'. Sortable: ${list.sortable}.`] },
          },
        });
        const filtered = await t.http
          .get(list.path)
          .set(staff())
          .query({ filter: `{${JSON.stringify(name)}:{"polluted":1}}` });
        expect({ name, status: filtered.status, errors: filtered.body.errors }).toEqual({
          name,
          status: 400,
          errors: { Filter: [`Cannot filter by '${name}'. Filters: ${list.filters}.`] },
        });
        // Page style: plain parameters that are no filter of the list are not read at all.
        const paged = await t.http.get(`${list.path}?page=0&${encodeURIComponent(name)}=x`).set(staff());
        expect({ name, answered: [200, 204].includes(paged.status) }).toEqual({ name, answered: true });
      }
      expect(Object.keys(Object.prototype)).toEqual([]);
    },
  );

  it.each(LISTS)('$path: ids of getMany must be ids, not objects', async (list) => {
    const response = await t.http
      .get(list.path)
      .set(staff())
      .query({ filter: JSON.stringify({ id: [{ toString: { polluted: 1 } }] }) });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Filter: ["'filter.id' must be an id or a list of ids."] });
  });

  it('keeps inherited names in bodies from reaching anything', async () => {
    for (const name of INHERITED) {
      const body = JSON.parse(`{${JSON.stringify(name)}:{"polluted":1},"eventId":${eventId}}`);
      const calculated = await t.http.post('/api/travelclaim/calculate').send(body);
      expect({ name, status: calculated.status }).toEqual({ name, status: 400 });
      const created = await t.http.post('/api/events').set(staff()).send(body);
      expect({ name, status: created.status }).toEqual({ name, status: 400 });
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
    await expectCoreJourneysWork(t, eventId, 'after.bodies@court.example');
  });
});

describe('bad bytes and shapes', () => {
  it('refuses control characters in a body with a field error', async () => {
    const draft = await claimDraft(t, eventId, EMPLOYERS.brussels, { firstname: 'Ja\u0000ne', street: 'Rue\u0007 1' });
    const response = await t.http.post('/api/travelclaim/').send(draft);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      Firstname: ["Field 'Firstname' must not contain control characters."],
      Street: ["Field 'Street' must not contain control characters."],
    });
  });

  it('refuses control characters in query filters of both conventions', async () => {
    const paged = await t.http.get('/api/countries').query({ q: 'Ger\u0000' });
    expect(paged.status).toBe(400);
    expect(paged.body.errors).toEqual({ Q: ["'q' must not contain control characters."] });
    const ranged = await t.http.get('/api/travelclaim').set(staff()).query({ filter: '{"email":"a\\u0000b"}' });
    expect(ranged.status).toBe(400);
    expect(ranged.body.errors).toEqual({ Email: ["'email' must not contain control characters."] });
    const other = await t.http.get('/api/geocode').query({ q: 'Tri\u0000er' });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ Q: ["Field 'Q' must not contain control characters."] });
  });

  it('refuses malformed Unicode (a lone UTF-16 surrogate)', async () => {
    const response = await t.http.post('/auth/guest').send({ Email: 'jane\ud800@court.example' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Email: ["Field 'Email' is not valid Unicode text."] });
    const draft = await claimDraft(t, eventId, EMPLOYERS.brussels, { lastname: 'Do\udc00e' });
    expect((await t.http.post('/api/travelclaim/').send(draft)).body.errors).toEqual({
      Lastname: ["Field 'Lastname' is not valid Unicode text."],
    });
  });

  it('refuses JSON nested deeper than 32 levels', async () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    for (const [path, body] of [
      ['/api/travelclaim/calculate', `{"eventId":${deep(1500)}}`],
      ['/api/travelclaim/', deep(40)],
      [`/api/events/${eventId}/contacts`, deep(1500)],
    ]) {
      const response = await t.http.post(path).set(staff()).set('Content-Type', 'application/json').send(body);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 400,
        body: {
          errorMessage: 'The request is nested more than 32 levels deep.',
          errors: { Body: ['The request is nested more than 32 levels deep.'] },
        },
      });
    }
    const shallow = { eventId, nested: JSON.parse(deep(20)) };
    expect((await t.http.post('/api/travelclaim/calculate').send(shallow)).status).toBe(400);
  });

  it('refuses an amount too small for two decimals (6e-323) as a field error', async () => {
    const rate = await t.http.post('/api/crosscountries').set(staff()).send({
      sourceCountryId: 1,
      targetCountryId: 2,
      refundRate: 6e-323,
    });
    expect(rate.status).toBe(400);
    expect(Object.keys(rate.body.errors)).toEqual(['RefundRate']);
    const band = await t.http
      .post('/api/distancebands')
      .set(staff())
      .send({ version: 2, minValue: 0, maxValue: 5, amount: 2e-323 });
    expect(band.status).toBe(400);
    expect(Object.keys(band.body.errors)).toEqual(['Amount']);
  });

  it('range-checks the numbers of a list request', async () => {
    const range = "'range' must be [first, last] with 0 <= first <= last, first at most 100000000, at most 100 items.";
    for (const [query, field, message] of [
      [{ range: '[9223372036854775808,9223372036854775810]' }, 'Range', range],
      [{ range: '[9007199254740993,9007199254740995]' }, 'Range', range],
      [{ range: '[1e400,1e400]' }, 'Range', range],
      [{ page: '1000001' }, 'Page', "'page' must be a whole number from 0 to 1000000."],
      [{ page: '1e300' }, 'Page', "'page' must be a whole number from 0 to 1000000."],
      [{ pageSize: '0' }, 'PageSize', "'pageSize' must be a whole number from 1 to 100."],
    ] as const) {
      const response = await t.http.get('/api/events').set(staff()).query(query);
      expect({ query, status: response.status, errors: response.body.errors }).toEqual({
        query,
        status: 400,
        errors: { [field]: [message] },
      });
    }
    const deepest = await t.http.get('/api/events').set(staff()).query({ range: '[100000000,100000009]' });
    expect(deepest.status).toBe(200);
    expect(deepest.body).toEqual([]);
  });
});

describe('null where a value was expected', () => {
  it('answers the payment run routes 400 for null bodies and null fields, creating no run', async () => {
    for (const body of ['null', '{"claims":null}', '{"claims":[null]}', '[null]']) {
      const response = await t.http
        .post('/api/paymentruns')
        .set(staff())
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.errorMessage).toMatch(/^(The request body must be a JSON object\.|Field 'Claims' .*)$/);
    }
    for (const body of ['null', '{"executedOn":null}', '[]']) {
      const response = await t.http
        .post('/api/paymentruns/0f8fad5b-d9cb-469f-a165-70867728950e/executed')
        .set(staff())
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect(await t.db.query('SELECT id FROM payment_run')).toEqual([]);
  });
});

describe('event numbers', () => {
  it('are looked up without regard to case, and may not differ in case only', async () => {
    const lookup = await t.http.get('/api/events').query({ number: eventNumber.toLowerCase() });
    expect(lookup.status).toBe(200);
    expect(lookup.body.results.map((event: { id: number }) => event.id)).toEqual([eventId]);
    const twin = await t.http
      .post('/api/events')
      .set(staff())
      .send({
        number: eventNumber.toLowerCase(),
        title: 'Twin',
        startDate: '2025-10-06T07:00:00.000Z',
        endDate: '2025-10-08T15:00:00.000Z',
        distanceBandVersion: 1,
        location: { osmid: 1, name: 'Venue', city: 'Trier', countryISO_3166: 'DE', latitude: 49.7, longitude: 6.6 },
      });
    expect(twin.status).toBe(422);
  });
});
