import { GazetteerGeocoder } from './gazetteer.geocoder.js';

describe('GazetteerGeocoder', () => {
  const gazetteer = new GazetteerGeocoder();
  const search = async (q: string, limit = 10, lang = 'en') => (await gazetteer.search({ q, lang, limit })).features;
  const names = async (q: string, limit?: number) =>
    (await search(q, limit)).map(({ properties }) => `${properties.name}/${properties.countrycode}`);

  it('reads the first part as the city and the last as the country', async () => {
    expect(await names('Trier, Rhineland-Palatinate, Germany')).toEqual(['Trier/DE', 'Trierweiler/DE']);
    expect(await names('Trier, Deutschland')).toEqual([]);
    expect((await search('Trier, Deutschland', 1, 'de'))[0].properties.countrycode).toBe('DE');
  });

  it('ignores a trailing comma with no country yet', async () => {
    expect((await names('Trier,'))[0]).toBe('Trier/DE');
  });

  it('finds nothing when the city part is empty', async () => {
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
});
