import { Injectable } from '@nestjs/common';

import { countriesMeant, englishCountryName, foldName, nameKeys } from '../../platform/common/place-names.js';
import type { FeatureCollectionDto, FeatureDto } from './dto/feature-collection.dto.js';
import { gazetteer, postcodeKey, type GazetteerPlace, type GazetteerPostcode } from './gazetteer.js';
import type { GeocodeQuery, GeocoderService, PlaceQuery } from './geocoder.service.js';

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
    let countries = foldName(country) ? countriesMeant(country, lang) : undefined;
    const words = parts[0].trim().split(/\s+/).filter(Boolean);
    if (words.length === 0 || countries?.size === 0) return collection([]);

    // A country's prefix before a code ('L-1010', 'CH-3003', 'D-54290') says the country.
    for (const [index, word] of words.entries()) {
      const prefixed = countryPrefixed(word);
      if (!prefixed) continue;
      countries = new Set([...(countries ?? [prefixed.country])].filter((code) => code === prefixed.country));
      words[index] = prefixed.code;
    }
    // Malta's codes start with letters ('VLT 1117'), Dutch ones end with two ('1012 AB'): such words belong to the code.
    const dutch = words.findIndex(
      (word, index) => /^\d{4}$/.test(word) && /^[A-Za-z]{2}$/.test(words[index + 1] ?? ''),
    );
    if (dutch >= 0) words.splice(dutch, 2, `${words[dutch]} ${words[dutch + 1]!.toUpperCase()}`);
    const firstDigits = words.findIndex(hasDigit);
    // Malta's: a word of capitals before the digits.
    if (firstDigits > 0 && /^[A-Z]{2,4}$/.test(words[firstDigits - 1]!)) {
      words.splice(firstDigits - 1, 2, `${words[firstDigits - 1]} ${words[firstDigits]}`);
    }

    // A postcode leads or ends the place part: '54290', '54290 Trier', '1000 Bruxelles', 'Trier 54290', '013 31 Praha'.
    const leading = words.findIndex((word) => !hasDigit(word));
    const codeWords = leading === 0 ? trailingCodeWords(words) : words.slice(0, leading < 0 ? words.length : leading);
    const placeWords = words.filter((word) => !codeWords.includes(word) && !hasDigit(word));
    if (codeWords.length === 0) return collection(this.byName(words.join(' '), countries).slice(0, limit));
    const found = this.byPostcode(codeWords.join(' '), placeWords, countries);
    // No postcode of the place named: the city decides ('00-950 Warszawa' is Warsaw, whatever the code).
    return collection(
      (found.length > 0 || placeWords.length === 0 ? found : this.byName(placeWords.join(' '), countries)).slice(
        0,
        limit,
      ),
    );
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

  /**
   * Postcodes of the typed code, in the way the country writes it: a code typed with a dash or a space
   * ('00-950', '105 57', '1000-001', 'SW1A 1AA') finds codes of that form, not the same digits of
   * another country ('00950' of Helsinki, '10557' of Berlin). A code longer than any known, or unknown,
   * lies in the area of its longest known beginning ('1000-001 Lisboa' in Lisbon's '1000', 'L-1010' in
   * Luxembourg's 'L-1xxx'). Place words pick among them ('1000 Bruxelles').
   */
  private byPostcode(typed: string, placeWords: string[], countries?: Set<string>): FeatureDto[] {
    const key = postcodeKey(typed);
    const shape = /[\s-]/.test(typed.replace(/^[A-Z]+-/i, '')) ? shapeOf(typed) : undefined;
    const fits = (postcode: GazetteerPostcode) =>
      (!countries || countries.has(postcode.country)) && (!shape || sameForm(shapeOf(postcode.code), shape));
    let matches = [...gazetteer().postcodes.startingWith(key)].filter(({ value }) => fits(value));
    let named = namedBy(matches, placeWords);
    const shortest = countries?.size === 1 ? 2 : SHORTEST_POSTCODE;
    for (let length = key.length - 1; named.length === 0 && length >= shortest; length--) {
      const areas = [...gazetteer().postcodes.startingWith(key.slice(0, length))]
        .filter(({ value }) => fits(value))
        .map(({ value, exact }) => ({ value, exact: exact || length === key.length }));
      if (matches.length === 0) matches = areas;
      named = namedBy(areas, placeWords);
    }
    if (placeWords.length > 0 && named.length === 0) return [];
    return (named.length > 0 ? named : matches)
      .sort(
        (a, b) =>
          Number(b.exact) - Number(a.exact) ||
          (b.value.place?.population ?? 0) - (a.value.place?.population ?? 0) ||
          (a.value.code < b.value.code ? -1 : a.value.code > b.value.code ? 1 : 0),
      )
      .filter(({ value }, index, all) => all.findIndex((other) => other.value === value) === index)
      .map(({ value }) => postcodeFeature(value));
  }
}

/**
 * The prefixes written before a code to name its country: the licence-plate letters of the CEPT's
 * addressing guidance ('D-54290', 'L-1010', 'CH-3003', 'F-75001', 'SLO-1000') and the ISO codes.
 */
const POSTAL_PREFIXES = new Map<string, string>([
  ...Object.entries({ A: 'AT', B: 'BE', D: 'DE', E: 'ES', F: 'FR', FIN: 'FI', H: 'HU', I: 'IT', IRL: 'IE' }),
  ...Object.entries({ L: 'LU', M: 'MT', N: 'NO', P: 'PT', S: 'SE', SLO: 'SI', EST: 'EE', FL: 'LI', UK: 'GB' }),
  ...['AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS']
    .concat(['IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'])
    .concat(['AL', 'BA', 'GE', 'MD', 'ME', 'MK', 'RS', 'TR', 'UA', 'XK'])
    .map((code): [string, string] => [code, code]),
]);

/** 'L-1010' as Luxembourg's code; Latvia and Moldova write their prefix as part of the code ('LV-1010'). */
function countryPrefixed(word: string): { country: string; code: string } | undefined {
  const match = /^([A-Za-z]{1,3})-(\d[\d-]*)$/.exec(word);
  const country = match && POSTAL_PREFIXES.get(match[1]!.toUpperCase());
  if (!match || !country) return undefined;
  return { country, code: country === 'LV' || country === 'MD' || country === 'LU' ? word.toUpperCase() : match[2]! };
}

/** A code's form: letters as A, digits as 9, the separators kept ('00-950' is '99-999', 'SW1A 1AA' 'AA9A 9AA'); a country prefix left out. */
function shapeOf(code: string): string {
  return code
    .toUpperCase()
    .replace(/^[A-Z]{1,3}-(?=\d)/, '')
    .replace(/[‐–]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[A-Z]/g, 'A')
    .replace(/\d/g, '9');
}

/** Whether a known code has the typed form, or begins or completes it (an area, or a code still being typed). */
function sameForm(known: string, typed: string): boolean {
  return known.startsWith(typed) || typed.startsWith(known);
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
