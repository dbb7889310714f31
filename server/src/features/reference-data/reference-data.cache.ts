import { Injectable } from '@nestjs/common';

import { ChangeFeed } from '../../platform/database/change-feed/change-feed.js';
import { FeedCache } from '../../platform/database/change-feed/feed-cache.js';
import { CountriesRepository } from './countries.repository.js';
import { DistanceBandsRepository } from './distance-bands.repository.js';
import type { BandFacts, CountryFacts, ReferenceDataLookup } from './dto/reference-data.lookup.js';
import { RefundRatesRepository } from './refund-rates.repository.js';

/** The tables kept in memory, named as the change feed names them. */
type Table = 'country' | 'refund_rate' | 'distance_band';
const TABLES: ReadonlySet<string> = new Set<Table>(['country', 'refund_rate', 'distance_band']);

const pair = (sourceCountryId: number, targetCountryId: number) => `${sourceCountryId}>${targetCountryId}`;

/**
 * Countries, refund rates and distance bands in memory, so that a calculation reads no database.
 * They are small (a few hundred rows) and change rarely: a change reloads the whole table.
 */
@Injectable()
export class ReferenceDataCache extends FeedCache<Table> implements ReferenceDataLookup {
  protected readonly everything = 'country';
  private countries = new Map<number, CountryFacts>();
  private rates = new Map<string, number>();
  /** Per version, ordered by minValue. */
  private bands = new Map<number, BandFacts[]>();

  constructor(
    feed: ChangeFeed,
    private readonly countryRows: CountriesRepository,
    private readonly rateRows: RefundRatesRepository,
    private readonly bandRows: DistanceBandsRepository,
  ) {
    super(feed);
  }

  country(id: number): CountryFacts | undefined {
    return this.countries.get(id);
  }

  band(version: number, km: number): BandFacts | undefined {
    return this.bands.get(version)?.find((band) => band.minValue <= km && km <= band.maxValue);
  }

  refundRate(sourceCountryId: number, targetCountryId: number): number | undefined {
    return this.rates.get(pair(sourceCountryId, targetCountryId));
  }

  protected keysOf(payload: string): Table[] {
    return TABLES.has(payload) ? [payload as Table] : [];
  }

  protected async reload(tables: Table[]): Promise<void> {
    // Countries come first: loading them is how "everything" is asked for.
    const all = tables.includes('country');
    const [countries, rates, bands] = await Promise.all([
      all ? this.countryRows.findAll() : undefined,
      all || tables.includes('refund_rate') ? this.rateRows.findAll() : undefined,
      all || tables.includes('distance_band') ? this.bandRows.findAll() : undefined,
    ]);
    if (countries) {
      this.countries = new Map(countries.map(({ id, iso3166, name }) => [id, { id, iso3166, name }]));
    }
    if (rates) {
      this.rates = new Map(rates.map((rate) => [pair(rate.sourceCountry.id, rate.targetCountry.id), rate.refundRate]));
    }
    if (bands) {
      const byVersion = new Map<number, BandFacts[]>();
      for (const { version, minValue, maxValue, amount } of bands) {
        const set = byVersion.get(version) ?? [];
        set.push({ version, minValue, maxValue, amount });
        byVersion.set(version, set);
      }
      this.bands = byVersion;
    }
  }
}
