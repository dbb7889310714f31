import { Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

import { nameKeys } from '../../platform/common/place-names.js';

/**
 * Names people write for places that GeoNames' alternate names lack: short forms and local
 * transliterations ('Den Bosch', 'Lefkosia'). Each is added to the place of that GeoNames name in
 * that country when the gazetteer loads.
 */
const EXTRA_NAMES: readonly [country: string, geonamesName: string, extra: readonly string[]][] = [
  ['NL', "'s-Hertogenbosch", ['Den Bosch']],
  ['NL', 'The Hague', ["'s-Gravenhage"]],
  ['CY', 'Nicosia', ['Lefkosia', 'Lefkoşa']],
  ['CY', 'Limassol', ['Lemesos']],
  ['CY', 'Larnaca', ['Larnaka']],
  ['GR', 'Athens', ['Athina', 'Athinai']],
  ['GR', 'Thessaloniki', ['Saloniki', 'Salonica']],
  ['GR', 'Piraeus', ['Peiraias', 'Pireas']],
  ['GR', 'Heraklion', ['Irakleio', 'Iraklio']],
  ['GR', 'Patra', ['Patras']],
  ['BG', 'Sofia', ['Sofiya']],
  ['AL', 'Tirana', ['Tiranë']],
];

/** A place of the catchment (GeoNames cities1000) with its names in the catchment's languages. */
export interface GazetteerPlace {
  /** The GeoNames id. */
  id: number;
  /** ISO 3166-1 alpha-2, upper-case. */
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  /** GeoNames' own name first, then the local and translated ones. */
  names: readonly string[];
}

/** A postcode (GeoNames postal codes) at the mean point of its area. */
export interface GazetteerPostcode {
  country: string;
  code: string;
  /** The name the postal service gives its place: 'Trier', 'Wien, Innere Stadt', 'Bruxelles'. */
  name: string;
  latitude: number;
  longitude: number;
  /** The known place it names, absent for postcodes of villages under 1,000 people only. */
  place?: GazetteerPlace;
}

/** Values sorted by a string key (code-unit order), so that a prefix is a contiguous run found by binary search. */
export class SortedIndex<T> {
  private readonly keys: string[];
  private readonly values: T[];

  constructor(entries: [key: string, value: T][]) {
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.keys = entries.map(([key]) => key);
    this.values = entries.map(([, value]) => value);
  }

  get size(): number {
    return this.keys.length;
  }

  /** Every value whose key starts with the prefix, and whether the key is the prefix itself. */
  *startingWith(prefix: string): Generator<{ value: T; exact: boolean }> {
    for (let i = this.firstAtOrAfter(prefix); i < this.keys.length && this.keys[i].startsWith(prefix); i++) {
      yield { value: this.values[i], exact: this.keys[i] === prefix };
    }
  }

  /** Every value filed under exactly this key. */
  *equalTo(key: string): Generator<T> {
    for (let i = this.firstAtOrAfter(key); i < this.keys.length && this.keys[i] === key; i++) yield this.values[i];
  }

  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * The form a postcode is compared in: upper-case, without spaces and hyphens ('013 31' is '01331',
 * 'L-1219' is 'L1219').
 */
export function postcodeKey(code: string): string {
  return code.toUpperCase().replace(/[\s\-‐–]/g, '');
}

/** The file server/scripts/build-gazetteer.mjs writes: see there for its layout. */
interface GazetteerFile {
  places: [id: number, country: string, latitude: number, longitude: number, population: number, ...names: string[]][];
  postcodes: Record<string, [code: string, latitude: number, longitude: number, place: number, name: string | null][]>;
}

export class Gazetteer {
  /** Every name of every place, folded (place-names.ts nameKeys). */
  readonly names: SortedIndex<{ place: GazetteerPlace; name: string }>;
  /** Every postcode by postcodeKey, and by its digits alone where the code has a letter prefix ('L-1219' also as '1219'). */
  readonly postcodes: SortedIndex<GazetteerPostcode>;

  constructor(file: GazetteerFile) {
    const places = file.places.map(([id, country, latitude, longitude, population, ...names]): GazetteerPlace => ({
      id,
      country,
      latitude,
      longitude,
      population,
      names,
    }));
    const nameEntries: [string, { place: GazetteerPlace; name: string }][] = [];
    const extras = new Map(EXTRA_NAMES.map(([country, name, extra]) => [`${country}|${name}`, extra]));
    for (const place of places) {
      const names = [...place.names, ...(extras.get(`${place.country}|${place.names[0]}`) ?? [])];
      for (const name of names) for (const key of nameKeys(name)) nameEntries.push([key, { place, name }]);
    }
    this.names = new SortedIndex(nameEntries);

    const codeEntries: [string, GazetteerPostcode][] = [];
    for (const [country, rows] of Object.entries(file.postcodes)) {
      for (const [code, latitude, longitude, index, name] of rows) {
        const place = index >= 0 ? places[index] : undefined;
        const postcode = { country, code, latitude, longitude, place, name: name ?? place?.names[0] ?? code };
        const key = postcodeKey(code);
        codeEntries.push([key, postcode]);
        const digits = /^[A-Z]+-(\d.*)$/.exec(code)?.[1];
        if (digits) codeEntries.push([postcodeKey(digits), postcode]);
      }
    }
    this.postcodes = new SortedIndex(codeEntries);
  }
}

let loaded: Gazetteer | undefined;

/**
 * Loaded on the first offline search, once per process, and shared by every caller: servers with a
 * Photon instance that never enter an address by hand, and test suites that never search, never pay for it.
 */
export function gazetteer(): Gazetteer {
  loaded ??= load();
  return loaded;
}

function load(): Gazetteer {
  const started = performance.now();
  const file = JSON.parse(brotliDecompressSync(readFileSync(gazetteerFile())).toString('utf8')) as GazetteerFile;
  const built = new Gazetteer(file);
  const ms = Math.round(performance.now() - started);
  new Logger('Geocoder').log(
    `Offline gazetteer ready: ${built.names.size} place names and ${built.postcodes.size} postcodes in ${ms} ms`,
  );
  return built;
}

/** server/geodata/, found by walking up: the server runs from server/src (tests) or server/dist/server/src (built). */
function gazetteerFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'geodata')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'geodata', 'gazetteer.json.br');
}
