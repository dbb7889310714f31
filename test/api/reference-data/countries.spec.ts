import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let all: { id: number; iso_3166: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  all = await t.db.query(`SELECT id, trim(iso_3166) AS iso_3166, name FROM country`);
});
afterAll(() => t.close());

const idOf = (iso: string) => all.find((country) => country.iso_3166 === iso)!.id;
const byEnglishName = (a: string, b: string) => a.localeCompare(b, 'en');

describe('GET /api/countries/autocomplete (public)', () => {
  it('lists every country as {value, displayValue, iso_3166}, sorted by English name, without a token', async () => {
    const response = await t.http.get('/api/countries/autocomplete');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(all.length);
    // The ISO code lets the participant app name the country in the page's language.
    expect(response.body).toContainEqual({ value: idOf('DE'), displayValue: 'Germany', iso_3166: 'DE' });
    const names = response.body.map((option: { displayValue: string }) => option.displayValue);
    expect(names).toEqual([...names].sort(byEnglishName));
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
  });

  it('keeps the names containing q, ignoring case and accents', async () => {
    const search = async (q: string) =>
      (await t.http.get('/api/countries/autocomplete').query({ q })).body.map(
        (option: { displayValue: string }) => option.displayValue,
      );
    expect(await search('GERM')).toEqual(['Germany']);
    expect(await search('turkiye')).toEqual(['Türkiye']);
    expect(await search('curaçao')).toEqual(['Curaçao']);
    expect(await search('aland')).toEqual(['Åland Islands', 'New Zealand']);
    expect(await search('ÅLAND I')).toEqual(['Åland Islands']);
    expect(await search('zzz')).toEqual([]);
  });

  it('answers the full list for a blank q', async () => {
    const response = await t.http.get('/api/countries/autocomplete?q=');
    expect(response.body).toHaveLength(all.length);
  });
});

describe('GET /api/countries (public)', () => {
  it('finds a country by its ISO code in any case, in the paged envelope the claim form reads', async () => {
    for (const code of ['DE', 'de', ' dE ']) {
      const response = await t.http.get('/api/countries').query({ iso_3166: code });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        totalPages: 1,
        count: 1,
        next: null,
        previous: null,
        results: [{ id: idOf('DE'), iso_3166: 'DE', name: 'Germany' }],
      });
    }
  });

  it('answers an empty envelope (not 204) for an unknown code', async () => {
    const response = await t.http.get('/api/countries?iso_3166=XX');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ totalPages: 0, count: 0, next: null, previous: null, results: [] });
  });

  it('pages through all countries by name, 20 a page', async () => {
    const pages = Math.ceil(all.length / 20);
    const first = await t.http.get('/api/countries?page=0');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: pages, count: all.length, next: 1, previous: null });
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results.slice(0, 2)).toEqual([
      { id: idOf('AF'), iso_3166: 'AF', name: 'Afghanistan' },
      { id: idOf('AL'), iso_3166: 'AL', name: 'Albania' },
    ]);

    const second = await t.http.get('/api/countries?page=1');
    expect(second.body).toMatchObject({ next: 2, previous: 0 });
    expect(second.body.results[0].name > first.body.results[19].name).toBe(true);

    const last = await t.http.get(`/api/countries?page=${pages - 1}`);
    expect(last.body).toMatchObject({ next: null, previous: pages - 2 });
    expect(last.body.results).toHaveLength(all.length - (pages - 1) * 20);
  });

  it('speaks ra-data-simple-rest: range, sort and filter give an array and Content-Range', async () => {
    const response = await t.http
      .get('/api/countries')
      .query({ range: '[0,4]', sort: '["iso_3166","ASC"]', filter: '{}' });
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toBe(`countries 0-4/${all.length}`);
    expect(response.body.map((country: { iso_3166: string }) => country.iso_3166)).toEqual([
      'AD',
      'AE',
      'AF',
      'AG',
      'AI',
    ]);

    const named = await t.http.get('/api/countries').query({ range: '[0,99]', filter: '{"q":"LAND"}' });
    const names: string[] = named.body.map((country: { name: string }) => country.name);
    expect(names).toEqual(expect.arrayContaining(['Finland', 'Poland', 'Switzerland', 'Netherlands']));
    expect(names.every((name) => /land/i.test(name))).toBe(true);
    expect(named.headers['content-range']).toBe(`countries 0-${names.length - 1}/${names.length}`);

    const many = await t.http.get('/api/countries').query({ filter: JSON.stringify({ id: [idOf('FR'), idOf('DE')] }) });
    expect(many.body).toEqual([
      { id: idOf('FR'), iso_3166: 'FR', name: 'France' },
      { id: idOf('DE'), iso_3166: 'DE', name: 'Germany' },
    ]);
    expect(many.headers['content-range']).toBe('countries 0-1/2');
  });

  it('refuses a sort by an unknown field with 400', async () => {
    const response = await t.http.get('/api/countries').query({ sort: '["population","ASC"]' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Sort: ["Cannot sort by 'population'. Sortable: name, iso_3166, id."] });
  });
});

describe('GET /api/countries/{id} (public)', () => {
  it('answers the country', async () => {
    const response = await t.http.get(`/api/countries/${idOf('FR')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: idOf('FR'), iso_3166: 'FR', name: 'France' });
  });

  it('answers 404 for an unknown id and 400 for one that is no id', async () => {
    const missing = await t.http.get('/api/countries/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: 'Country 999999 was not found.' });

    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const invalid = await t.http.get(`/api/countries/${id}`);
      expect({ id, status: invalid.status, errors: invalid.body.errors }).toEqual({
        id,
        status: 400,
        errors: { Id: ["'Id' must be a whole number from 1 to 2147483647."] },
      });
    }
  });
});
