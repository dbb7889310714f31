import { cityIndex, type CityMatch, type GeoNamesCity } from './city-index.js';
import type { FeatureCollectionDto, FeatureDto } from './dto/feature-collection.dto.js';
import type { GeocodeQuery, GeocoderService } from './geocoder.service.js';
import { countriesMeant, englishCountryName, foldName } from './place-names.js';

/**
 * Answers without GEOCODER_URL from GeoNames cities (population > 1000), in Photon's shape. It knows
 * cities only: no streets, house numbers or postcodes, and names as GeoNames spells them whatever
 * the language asked for.
 */
export class GazetteerGeocoder implements GeocoderService {
  async search({ q, lang, limit }: GeocodeQuery): Promise<FeatureCollectionDto> {
    // 'City', 'City, Country' or 'City, Region, Country': the first part names the city, the last the country.
    const parts = q.split(',');
    const place = foldName(parts[0]);
    const country = parts.length > 1 ? parts[parts.length - 1] : '';
    const countries = foldName(country) ? countriesMeant(country, lang) : undefined;
    if (!place || countries?.size === 0) return { type: 'FeatureCollection', features: [] };

    const matches: CityMatch[] = [];
    for (const match of cityIndex().startingWith(place)) {
      if (!countries || countries.has(match.city.country)) matches.push(match);
    }
    matches.sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) || b.city.population - a.city.population || a.city.cityId - b.city.cityId,
    );
    return { type: 'FeatureCollection', features: matches.slice(0, limit).map(({ city }) => toFeature(city)) };
  }
}

function toFeature(city: GeoNamesCity): FeatureDto {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: city.loc.coordinates },
    properties: {
      // Offline ids are GeoNames ids, not OSM ids; osm_type 'G' marks them so that nobody looks them up in OSM.
      osm_id: city.cityId,
      osm_type: 'G',
      osm_key: 'place',
      osm_value: placeKind(city.population),
      type: 'city',
      name: city.name,
      city: city.name,
      country: englishCountryName(city.country),
      countrycode: city.country,
    },
  };
}

/** OSM's place=* guidance: a city from about 100,000 people, a town from about 10,000. */
function placeKind(population: number): 'city' | 'town' | 'village' {
  if (population >= 100_000) return 'city';
  if (population >= 10_000) return 'town';
  return 'village';
}
