import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startTestApp, type TestApp } from '../../support/test-app.js';

const UNAVAILABLE = 'The address search is not available right now. Please try again later.';

describe('GET /api/geocode with the offline gazetteer (no GEOCODER_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('finds Trier as a Photon-shaped city feature, without a token', async () => {
    const response = await t.http.get('/api/geocode').query({ q: 'Trier', lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.body.type).toBe('FeatureCollection');
    const [trier] = response.body.features;
    expect(trier).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
      properties: {
        osm_id: 2821164,
        osm_type: 'G',
        osm_key: 'place',
        osm_value: 'city',
        type: 'city',
        name: 'Trier',
        city: 'Trier',
        country: 'Germany',
        countrycode: 'DE',
      },
    });
    const [longitude, latitude] = trier.geometry.coordinates;
    expect(longitude).toBeCloseTo(6.64, 1);
    expect(latitude).toBeCloseTo(49.75, 1);
  });

  it('compares case- and accent-insensitively', async () => {
    const lower = await t.http.get('/api/geocode').query({ q: 'trier' });
    expect(lower.body.features[0].properties).toMatchObject({ name: 'Trier', countrycode: 'DE' });

    const zurich = await t.http.get('/api/geocode').query({ q: 'zuerich' });
    expect(zurich.body.features[0].properties).toMatchObject({ name: 'Zürich', country: 'Switzerland' });
  });

  it('finds places by local and English names, ranking exact names first, then by population', async () => {
    const wien = await t.http.get('/api/geocode').query({ q: 'Wien' });
    const names = wien.body.features.map((f: { properties: { name: string } }) => f.properties.name);
    expect(names.slice(0, 2)).toEqual(['Wien', 'Wiener Neustadt']);
    expect(wien.body.features[0].properties).toMatchObject({ osm_id: 2761369, countrycode: 'AT', country: 'Austria' });

    const muenchen = await t.http.get('/api/geocode').query({ q: 'muenchen' });
    expect(muenchen.body.features[0].properties).toMatchObject({ name: 'München', countrycode: 'DE' });
  });

  it('finds a place by its postcode, alone or with the place', async () => {
    const code = await t.http.get('/api/geocode').query({ q: '54290' });
    expect(code.body.features[0].properties).toMatchObject({ name: 'Trier', postcode: '54290', countrycode: 'DE' });
    const named = await t.http.get('/api/geocode').query({ q: '1000 Bruxelles' });
    expect(named.body.features.map((f: { properties: object }) => f.properties)).toEqual([
      expect.objectContaining({ name: 'Bruxelles', city: 'Bruxelles', postcode: '1000', countrycode: 'BE' }),
    ]);
  });

  it('answers at most limit features, 10 by default', async () => {
    const three = await t.http.get('/api/geocode').query({ q: 'San', limit: 3 });
    expect(three.body.features).toHaveLength(3);
    const byDefault = await t.http.get('/api/geocode').query({ q: 'San' });
    expect(byDefault.body.features).toHaveLength(10);
  });

  it.each([
    ['missing', {}],
    ['too short', { q: 'Tr' }],
    ['too short once trimmed', { q: '  Tr  ' }],
  ])('answers 400 keyed Q when q is %s', async (_, query) => {
    const response = await t.http.get('/api/geocode').query(query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Q: ['Type at least 3 characters to search.'] });
  });

  it('answers 400 for a q over 200 characters, a bad lang or a bad limit', async () => {
    const long = await t.http.get('/api/geocode').query({ q: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors)).toEqual(['Q']);

    for (const limit of ['0', '21', '2.5', 'ten']) {
      const response = await t.http.get('/api/geocode').query({ q: 'Trier', limit });
      expect({ limit, status: response.status, keys: Object.keys(response.body.errors) }).toEqual({
        limit,
        status: 400,
        keys: ['Limit'],
      });
    }

    const lang = await t.http.get('/api/geocode').query({ q: 'Trier', lang: 'english' });
    expect(lang.status).toBe(400);
    expect(Object.keys(lang.body.errors)).toEqual(['Lang']);
  });
});

describe('GET /api/geocode/place (hand-entered addresses, always offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Photon is set but down: hand entry does not need it.
    t = await startTestApp({ GEOCODER_URL: 'http://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it("answers the postcode's place, without a token", async () => {
    const response = await t.http
      .get('/api/geocode/place')
      .query({ countrycode: 'DE', postcode: '54290', city: 'Trier' });
    expect(response.status).toBe(200);
    expect(response.body.features).toHaveLength(1);
    expect(response.body.features[0].properties).toMatchObject({ city: 'Trier', postcode: '54290', countrycode: 'DE' });
  });

  it("answers the city's place when only the city is known, and nothing when neither is", async () => {
    const city = await t.http.get('/api/geocode/place').query({ countrycode: 'pt', city: 'Lisboa' });
    expect(city.body.features[0].properties).toMatchObject({ osm_id: 2267057, countrycode: 'PT' });
    const none = await t.http
      .get('/api/geocode/place')
      .query({ countrycode: 'DE', postcode: '00000', city: 'Atlantis' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it.each([
    ['no country', { postcode: '54290' }, 'Countrycode'],
    ['a country that is not two letters', { countrycode: 'DEU', postcode: '54290' }, 'Countrycode'],
    ['neither postcode nor city', { countrycode: 'DE' }, 'Postcode'],
    ['a blank postcode and no city', { countrycode: 'DE', postcode: '  ' }, 'Postcode'],
    ['a postcode over 20 characters', { countrycode: 'DE', postcode: '1'.repeat(21) }, 'Postcode'],
    ['a city over 100 characters', { countrycode: 'DE', city: 'a'.repeat(101) }, 'City'],
  ])('answers 400 for %s', async (_, query, key) => {
    const response = await t.http.get('/api/geocode/place').query(query);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([key]);
  });
});

/** A Photon-shaped upstream that counts the requests it gets and fails or stalls on demand. */
class FakePhoton {
  mode: 'ok' | 'error' | 'html' | 'slow' = 'ok';
  readonly requests: URL[] = [];
  private readonly server: Server = createServer((request, response) => this.answer(request, response));

  static readonly TRIER = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [6.6441878, 49.7596208] },
        properties: {
          osm_type: 'R',
          osm_id: 172679,
          extent: [6.5641, 49.8072, 6.7432, 49.6947],
          country: 'Germany',
          osm_key: 'place',
          city: 'Trier',
          countrycode: 'DE',
          osm_value: 'city',
          name: 'Trier',
          state: 'Rhineland-Palatinate',
          type: 'city',
        },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [6.6367, 49.7531] },
        properties: {
          osm_type: 'N',
          osm_id: 3456789,
          country: 'Germany',
          city: 'Trier',
          countrycode: 'DE',
          postcode: '54290',
          housenumber: '5',
          street: 'Hauptmarkt',
          district: 'Mitte',
          osm_key: 'building',
          osm_value: 'yes',
          name: 'Academy of European Law',
          state: 'Rhineland-Palatinate',
          type: 'house',
        },
      },
    ],
  };

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    this.requests.push(new URL(request.url ?? '/', 'http://photon'));
    if (this.mode === 'error') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    } else if (this.mode === 'html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    } else if (this.mode === 'slow') {
      const timer = setTimeout(() => this.sendTrier(response), 3000);
      response.on('close', () => clearTimeout(timer));
    } else {
      this.sendTrier(response);
    }
  }

  private sendTrier(response: ServerResponse): void {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FakePhoton.TRIER));
  }
}

describe('GET /api/geocode with GEOCODER_URL (Photon)', () => {
  const photon = new FakePhoton();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ GEOCODER_URL: await photon.start(), GEOCODER_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await t.close();
    await photon.stop();
  });
  beforeEach(() => {
    photon.mode = 'ok';
    photon.requests.length = 0;
  });

  it("passes Photon's features through and asks /api with q, lang and limit", async () => {
    const response = await t.http.get('/api/geocode').query({ q: ' Trier ', lang: 'EN', limit: 5 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(FakePhoton.TRIER);
    expect(photon.requests).toHaveLength(1);
    expect(photon.requests[0].pathname).toBe('/api');
    expect(Object.fromEntries(photon.requests[0].searchParams)).toEqual({ q: 'Trier', lang: 'en', limit: '5' });
  });

  it('serves a repeated query from the cache, whatever its case', async () => {
    const query = { q: 'Hauptmarkt Trier', limit: 7 };
    const first = await t.http.get('/api/geocode').query(query);
    const again = await t.http.get('/api/geocode').query({ ...query, q: 'hauptmarkt TRIER' });
    expect(again.body).toEqual(first.body);
    expect(photon.requests).toHaveLength(1);

    await t.http.get('/api/geocode').query({ ...query, limit: 8 });
    expect(photon.requests).toHaveLength(2);
  });

  it.each([
    ['answers 500', 'error'],
    ['answers something other than JSON', 'html'],
    ['is slower than GEOCODER_TIMEOUT_MS', 'slow'],
  ] as const)('answers 502 when Photon %s, and does not cache the failure', async (_, mode) => {
    photon.mode = mode;
    const query = { q: `Kornmarkt ${mode}` };
    const failed = await t.http.get('/api/geocode').query(query);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ errorMessage: UNAVAILABLE });

    photon.mode = 'ok';
    const recovered = await t.http.get('/api/geocode').query(query);
    expect(recovered.status).toBe(200);
    expect(recovered.body).toEqual(FakePhoton.TRIER);
    expect(photon.requests).toHaveLength(2);
  });

  it('answers 502 when nothing listens at GEOCODER_URL', async () => {
    const gone = new FakePhoton();
    const url = await gone.start();
    await gone.stop();
    const t2 = await startTestApp({ GEOCODER_URL: url });
    try {
      const response = await t2.http.get('/api/geocode').query({ q: 'Trier' });
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ errorMessage: UNAVAILABLE });
    } finally {
      await t2.close();
    }
  });
});

describe('GET /api/geocode with GEOCODER_CACHE_SECONDS=0', () => {
  const photon = new FakePhoton();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ GEOCODER_URL: await photon.start(), GEOCODER_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await t.close();
    await photon.stop();
  });

  it('asks Photon every time', async () => {
    await t.http.get('/api/geocode').query({ q: 'Trier' });
    await t.http.get('/api/geocode').query({ q: 'Trier' });
    expect(photon.requests).toHaveLength(2);
  });
});
