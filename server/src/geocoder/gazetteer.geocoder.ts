import { Injectable } from '@nestjs/common';

import type { FeatureCollectionDto, FeatureDto } from './dto/feature-collection.dto.js';
import { gazetteer, postcodeKey, type GazetteerPlace, type GazetteerPostcode } from './gazetteer.js';
import type { GeocodeQuery, GeocoderService, PlaceQuery } from './geocoder.service.js';
import { countriesMeant, englishCountryName, foldName, nameKeys } from './place-names.js';

/** A postcode is shortened to find its area down to this many characters ('1000-001' finds '1000', 'SW1A 1AA' 'SW1A'). */
const SHORTEST_POSTCODE = 3;

const hasDigit = (word: string) => /\d/.test(word);

/**
 * Answers without GEOCODER_URL from the catchment's places (GeoNames cities1000 with their names in
 * the catchment's languages) and postcodes (GeoNames postal codes), in Photon's shape. It knows
 * places and postcodes: no streets, house numbers or institutions.
 */
@Injectable()
export class GazetteerGeocoder implements GeocoderService {
  async search({ q, lang, limit }: GeocodeQuery): Promise<FeatureCollectionDto> {
    // 'Place', 'Place, Country' or 'Place, Region, Country': the first part names the place, the last the country.
    const parts = q.split(',');
    const country = parts.length > 1 ? parts[parts.length - 1] : '';
    const countries = foldName(country) ? countriesMeant(country, lang) : undefined;
    const words = parts[0].trim().split(/\s+/).filter(Boolean);
    if (words.length === 0 || countries?.size === 0) return collection([]);

    // A postcode leads or ends the place part: '54290', '54290 Trier', '1000 Bruxelles', 'Trier 54290', '013 31 Praha'.
    const leading = words.findIndex((word) => !hasDigit(word));
    const codeWords = leading === 0 ? trailingCodeWords(words) : words.slice(0, leading < 0 ? words.length : leading);
    const features = codeWords.length
      ? this.byPostcode(
          codeWords.join(''),
          words.filter((word) => !codeWords.includes(word)),
          countries,
        )
      : this.byName(words.join(' '), countries);
    return collection(features.slice(0, limit));
  }

  /** The place a hand-entered address names: its postcode's area, else the largest place of its city's name. */
  async locate({ countrycode, postcode, city }: PlaceQuery): Promise<FeatureCollectionDto> {
    const country = countrycode.toUpperCase();
    const [code] = postcode ? postcodeAreas(postcodeKey(postcode), new Set([country])) : [];
    if (code) return collection([postcodeFeature(code)]);
    let best: { place: GazetteerPlace; name: string } | undefined;
    for (const key of city ? nameKeys(city) : []) {
      for (const found of gazetteer().names.equalTo(key)) {
        if (found.place.country === country && (!best || found.place.population > best.place.population)) best = found;
      }
    }
    return collection(best ? [placeFeature(best.place, best.name)] : []);
  }

  private byName(typed: string, countries?: Set<string>): FeatureDto[] {
    // One entry per place, under the name typed ('Wien' shows Wien, 'Vienna' Vienna): an exact name
    // before a prefix, and among exact ones the name spelt as typed ('Brussel', not 'Brüssel').
    const spelt = typed.toLowerCase();
    const found = new Map<GazetteerPlace, { name: string; score: number }>();
    for (const { value, exact } of gazetteer().names.startingWith(foldName(typed))) {
      if (countries && !countries.has(value.place.country)) continue;
      const score = exact ? (value.name.toLowerCase() === spelt ? 2 : 1) : 0;
      if (score > (found.get(value.place)?.score ?? -1)) found.set(value.place, { name: value.name, score });
    }
    return [...found]
      .sort(([a, x], [b, y]) => Number(y.score > 0) - Number(x.score > 0) || b.population - a.population || a.id - b.id)
      .map(([place, { name }]) => placeFeature(place, name));
  }

  private byPostcode(typed: string, placeWords: string[], countries?: Set<string>): FeatureDto[] {
    const key = postcodeKey(typed);
    const words = placeWords.filter((word) => !hasDigit(word));
    const inCountries = (postcode: GazetteerPostcode) => !countries || countries.has(postcode.country);
    let matches = [...gazetteer().postcodes.startingWith(key)].filter(({ value }) => inCountries(value));
    let named = namedBy(matches, words);
    // A longer code than any known lies in an area: '1000-001 Lisboa' in Lisbon's '1000', 'SW1A 1AA' in 'SW1A'.
    for (let length = key.length; named.length === 0 && length >= SHORTEST_POSTCODE; length--) {
      const areas = [...gazetteer().postcodes.equalTo(key.slice(0, length))].filter(inCountries);
      if (matches.length === 0) matches = areas.map((value) => ({ value, exact: true }));
      named = namedBy(
        areas.map((value) => ({ value, exact: true })),
        words,
      );
    }
    // When no place fits the words, the postcode counts more than the name ('SW1A London' is 'Westminster Abbey').
    return (named.length > 0 ? named : matches)
      .sort(
        (a, b) =>
          Number(b.exact) - Number(a.exact) ||
          (b.value.place?.population ?? 0) - (a.value.place?.population ?? 0) ||
          (a.value.code < b.value.code ? -1 : a.value.code > b.value.code ? 1 : 0),
      )
      .map(({ value }) => postcodeFeature(value));
  }
}

/** The area a code lies in, in the countries: the code itself, else '1000-001' in Lisbon's '1000'. */
function postcodeAreas(key: string, countries?: Set<string>): GazetteerPostcode[] {
  for (let length = key.length; length >= SHORTEST_POSTCODE; length--) {
    const areas = [...gazetteer().postcodes.equalTo(key.slice(0, length))].filter(
      (postcode) => !countries || countries.has(postcode.country),
    );
    if (areas.length > 0) return areas;
  }
  return [];
}

/** Words with digits at the end of the place part ('Trier 54290'), unless every word has one. */
function trailingCodeWords(words: string[]): string[] {
  let start = words.length;
  while (start > 0 && hasDigit(words[start - 1])) start--;
  return words.slice(start);
}

/**
 * Postcodes whose place the words name; no words keep every postcode. Words may start with more
 * than the place ('1012 AB Amsterdam': the Dutch code's letters), so each tail of them is tried.
 */
function namedBy<T extends { value: GazetteerPostcode }>(matches: T[], words: string[]): T[] {
  for (let start = 0; start < words.length; start++) {
    const prefix = foldName(words.slice(start).join(' '));
    const named = matches.filter(({ value }) => placeNames(value).some((name) => name.startsWith(prefix)));
    if (named.length > 0) return named;
  }
  return words.length === 0 ? matches : [];
}

function placeNames(postcode: GazetteerPostcode): string[] {
  return [postcode.name, ...(postcode.place?.names ?? [])].flatMap(nameKeys);
}

function collection(features: FeatureDto[]): FeatureCollectionDto {
  return { type: 'FeatureCollection', features };
}

function placeFeature(place: GazetteerPlace, name: string): FeatureDto {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    properties: {
      // Offline ids are GeoNames ids, not OSM ids; osm_type 'G' marks them so that nobody looks them up in OSM.
      osm_id: place.id,
      osm_type: 'G',
      osm_key: 'place',
      osm_value: placeKind(place.population),
      type: 'city',
      name,
      // No postcode: most places have several, and the form would lock the one given.
      city: name,
      country: englishCountryName(place.country),
      countrycode: place.country,
    },
  };
}

/** A postcode as the place it names, at the postcode area's own point. */
function postcodeFeature(postcode: GazetteerPostcode): FeatureDto {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [postcode.longitude, postcode.latitude] },
    properties: {
      osm_id: postcode.place?.id ?? 0,
      osm_type: 'G',
      osm_key: 'place',
      osm_value: placeKind(postcode.place?.population ?? 0),
      type: 'city',
      name: postcode.name,
      // 'Wien, Innere Stadt' is in the city of Wien; 'Paris 01' in Paris.
      city: postcode.name
        .split(',')[0]
        .replace(/\s+\d+$/, '')
        .trim(),
      postcode: postcode.code,
      country: englishCountryName(postcode.country),
      countrycode: postcode.country,
    },
  };
}

/** OSM's place=* guidance: a city from about 100,000 people, a town from about 10,000. */
function placeKind(population: number): 'city' | 'town' | 'village' {
  if (population >= 100_000) return 'city';
  if (population >= 10_000) return 'town';
  return 'village';
}
