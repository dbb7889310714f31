import { GazetteerGeocoder } from './gazetteer.geocoder.js';

describe('GazetteerGeocoder', () => {
  const gazetteer = new GazetteerGeocoder();
  const search = async (q: string, limit = 10, lang = 'en') => (await gazetteer.search({ q, lang, limit })).features;
  const first = async (q: string) => (await search(q, 1))[0]?.properties;
  const names = async (q: string, limit?: number) =>
    (await search(q, limit)).map(({ properties }) => `${properties.name}/${properties.countrycode}`);

  it.each([
    ['Wien', 'Wien', 'AT', 2761369],
    ['Vienna', 'Vienna', 'AT', 2761369],
    ['München', 'München', 'DE', 2867714],
    ['Munich', 'Munich', 'DE', 2867714],
    ['Munchen', 'München', 'DE', 2867714],
    ['muenchen', 'München', 'DE', 2867714],
    ['Bruxelles', 'Bruxelles', 'BE', 2800866],
    ['Brussel', 'Brussel', 'BE', 2800866],
    ['Brussels', 'Brussels', 'BE', 2800866],
    ['Lisboa', 'Lisboa', 'PT', 2267057],
    ['warszawa', 'Warszawa', 'PL', 756135],
    ['Trier', 'Trier', 'DE', 2821164],
  ])('finds %s by its local or English name, as typed, in the right country', async (q, name, countrycode, id) => {
    expect(await first(q)).toMatchObject({ name, city: name, countrycode, osm_id: id, osm_type: 'G', type: 'city' });
  });

  it.each([
    ['54290', 'Trier', 'DE'],
    ['54290 Trier', 'Trier', 'DE'],
    ['Trier 54290', 'Trier', 'DE'],
    ['1000 Bruxelles', 'Bruxelles', 'BE'],
    ['1010 Wien', 'Wien', 'AT'],
    ['80331 München', 'München', 'DE'],
    ['1000-001 Lisboa', 'Lisboa', 'PT'],
    ['00-002 Warszawa', 'Warszawa', 'PL'],
  ])('finds the place %s names by its postcode', async (q, city, countrycode) => {
    const place = await first(q);
    expect(place).toMatchObject({ city, countrycode, type: 'city' });
    expect(place.postcode).toMatch(/\d/);
  });

  it('puts a postcode first where the largest place bears it, and keeps every country that has it', async () => {
    const found = await search('54290');
    expect(found[0].properties).toMatchObject({ name: 'Trier', postcode: '54290', countrycode: 'DE' });
    expect(found.map(({ properties }) => properties.countrycode)).toContain('FR');
    // The postcode's own point, not the city's centre.
    expect(found[0].geometry.coordinates[0]).toBeCloseTo(6.64, 1);
    expect(found[0].geometry.coordinates[1]).toBeCloseTo(49.75, 1);
  });

  it('reads the first part as the place and the last as the country, in any language of the catchment', async () => {
    expect(await names('Trier, Rhineland-Palatinate, Germany')).toEqual(['Trier/DE', 'Trierweiler/DE']);
    expect(await names('Trier, Deutschland')).toEqual(['Trier/DE', 'Trierweiler/DE']);
    expect((await search('Wien, Österreich')).every(({ properties }) => properties.countrycode === 'AT')).toBe(true);
    expect(await search('Trier, Atlantis')).toEqual([]);
  });

  it('knows only the catchment', async () => {
    expect(await search('Paris, United States')).toEqual([]);
    expect(await names('New York')).toEqual([]);
  });

  it('ignores a trailing comma with no country yet, and finds nothing when the place part is empty', async () => {
    expect((await names('Trier,'))[0]).toBe('Trier/DE');
    expect(await search(', DE')).toEqual([]);
  });

  it('names the kind of place by population, as OSM does', async () => {
    const [trier, trierweiler] = await search('Trier', 2);
    expect(trier.properties).toMatchObject({ name: 'Trier', osm_value: 'city' });
    expect(trierweiler.properties).toMatchObject({ name: 'Trierweiler', osm_value: 'village' });
    const [wittlich] = await search('Wittlich, DE', 1);
    expect(wittlich.properties).toMatchObject({ name: 'Wittlich', osm_value: 'town' });
  });

  it('answers in Photon shape with GeoNames ids and no fields it does not know', async () => {
    const [zurich] = await search('zürich', 1);
    expect(Object.keys(zurich.properties).sort()).toEqual(
      ['city', 'country', 'countrycode', 'name', 'osm_id', 'osm_key', 'osm_type', 'osm_value', 'type'].sort(),
    );
    expect(zurich.properties).toMatchObject({ osm_id: 2657896, osm_type: 'G', country: 'Switzerland' });
  });

  describe('locate (hand-entered addresses)', () => {
    const locate = async (countrycode: string, postcode?: string, city?: string) =>
      (await gazetteer.locate({ countrycode, postcode, city })).features;

    it("takes the postcode's area, whatever the city says", async () => {
      const [place] = await locate('de', '54290', 'Trier-Mitte');
      expect(place.properties).toMatchObject({ postcode: '54290', city: 'Trier', countrycode: 'DE' });
      expect((await locate('PT', '1000-001'))[0].properties).toMatchObject({ postcode: '1000', city: 'Lisboa' });
    });

    it('takes the largest place of the city name when the postcode is unknown', async () => {
      const [place] = await locate('DE', '99999', 'muenchen');
      expect(place.properties).toMatchObject({ osm_id: 2867714, countrycode: 'DE' });
    });

    it('finds nothing when neither is in that country', async () => {
      expect(await locate('DE', '99999', 'Atlantis')).toEqual([]);
      expect(await locate('AT', '54290', 'Trier')).toEqual([]);
    });
  });
});
