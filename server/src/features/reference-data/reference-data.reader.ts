import { Injectable } from '@nestjs/common';

import { CountriesRepository } from './countries.repository.js';
import type { Country } from './country.entity.js';
import { DistanceBandsRepository } from './distance-bands.repository.js';

/**
 * Reference data as other modules check it while they write their own rows: read from the database,
 * inside the caller's unit of work, so a check and the write it guards see the same rows. (The
 * refund calculation reads ReferenceDataCache instead, from memory.)
 */
@Injectable()
export class ReferenceDataReader {
  constructor(
    private readonly countries: CountriesRepository,
    private readonly bands: DistanceBandsRepository,
  ) {}

  /** The countries of these ids that exist. */
  countriesByIds(ids: number[]): Promise<Country[]> {
    return this.countries.findByIds(ids);
  }

  /** The country of an ISO 3166 code (upper case), if there is one. */
  countryByIso(iso3166: string): Promise<Country | null> {
    return this.countries.findByIso(iso3166);
  }

  bandVersionExists(version: number): Promise<boolean> {
    return this.bands.versionExists(version);
  }
}
