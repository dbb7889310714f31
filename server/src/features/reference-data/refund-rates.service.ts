import { Injectable } from '@nestjs/common';

import type { StaffPrincipal } from '../../platform/auth/principal.js';
import type { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { NotFound } from '../../platform/common/errors/domain-errors.js';
import { idFilter } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { mapPage, type Page } from '../../platform/common/lists/list-result.js';
import { ChangeFeed } from '../../platform/database/change-feed/change-feed.js';
import { isViolation } from '../../platform/database/pg-errors.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { CountriesService } from './countries.service.js';
import type { Country } from './country.entity.js';
import type { CreateRefundRateDto } from './dto/create-refund-rate.dto.js';
import type { RateCoverageDto } from './dto/rate-coverage.dto.js';
import { toRefundRateDto, type RefundRateDto } from './dto/refund-rate.dto.js';
import { ReferenceChangesService } from './reference-changes.service.js';
import { CountryDoesNotExist, RateAlreadyExists } from './reference-data.errors.js';
import type { RefundRate } from './refund-rate.entity.js';
import { RefundRatesRepository } from './refund-rates.repository.js';

@Injectable()
export class RefundRatesService {
  constructor(
    private readonly rates: RefundRatesRepository,
    private readonly countries: CountriesService,
    private readonly feed: ChangeFeed,
    private readonly changes: ReferenceChangesService,
    private readonly db: TransactionHost,
  ) {}

  async list(query: ListQuery): Promise<Page<RefundRateDto>> {
    const page = await this.rates.page(query, {
      sourceCountryId: idFilter(query.filter, 'sourceCountryId'),
      targetCountryId: idFilter(query.filter, 'targetCountryId'),
    });
    return mapPage(page, toRefundRateDto);
  }

  async get(id: number): Promise<RefundRateDto> {
    return toRefundRateDto(await this.existing(id));
  }

  /** The rate per night for participants from one country at a venue in another, if staff defined one. */
  findRate(sourceCountryId: number, targetCountryId: number): Promise<RefundRate | null> {
    return this.rates.findPair(sourceCountryId, targetCountryId);
  }

  /** How many countries have a refund rate to the country `iso3166` (the console warns at 0). */
  async coverage(iso3166: string): Promise<RateCoverageDto> {
    const country = await this.countries.findByIso(iso3166.toUpperCase());
    if (!country) throw new NotFound('Country', iso3166.toUpperCase());
    return {
      countryISO_3166: country.iso3166,
      country: country.name,
      sourceCountries: await this.rates.countSources(country.id),
    };
  }

  async create(input: CreateRefundRateDto, by: StaffPrincipal): Promise<RefundRateDto> {
    const source = await this.country(input.sourceCountryId);
    const target = await this.country(input.targetCountryId);
    if (await this.findRate(source.id, target.id)) throw new RateAlreadyExists(source.name, target.name);
    try {
      const rate = await this.db.run(async () => {
        const inserted = await this.rates.insert(source, target, input.refundRate);
        await this.changes.record('refund_rate', inserted.id, 'created', by, { old: null, new: loggedRate(inserted) });
        return inserted;
      });
      await this.feed.settled();
      return toRefundRateDto(rate);
    } catch (error) {
      // Someone saved the same pair between the check above and this insert.
      if (isViolation(error, 'uniqueViolation', 'refund_rate_pair_unique')) {
        throw new RateAlreadyExists(source.name, target.name);
      }
      throw error;
    }
  }

  /**
   * Changes the rate in place, recording who changed it from what to what. Saved claims keep the rate
   * they were calculated with (their snapshot); only calculations from now on use the new one.
   */
  async updateRate(id: number, refundRate: number, by: StaffPrincipal): Promise<RefundRateDto> {
    const saved = await this.db.run(async () => {
      const rate = await this.rates.findForUpdate(id);
      if (!rate) throw new NotFound('Refund rate', id);
      if (rate.refundRate === refundRate) return rate;
      const old = loggedRate(rate);
      rate.refundRate = refundRate;
      const changed = await this.rates.save(rate);
      await this.changes.record('refund_rate', id, 'changed', by, { old, new: loggedRate(changed) });
      return changed;
    });
    await this.feed.settled();
    return toRefundRateDto(saved);
  }

  async delete(id: number, by: StaffPrincipal): Promise<DeletedDto> {
    await this.db.run(async () => {
      const rate = await this.rates.findForUpdate(id);
      if (!rate || !(await this.rates.delete(id))) throw new NotFound('Refund rate', id);
      await this.changes.record('refund_rate', id, 'deleted', by, { old: loggedRate(rate), new: null });
    });
    await this.feed.settled();
    return { id };
  }

  private async existing(id: number): Promise<RefundRate> {
    const rate = await this.rates.findById(id);
    if (!rate) throw new NotFound('Refund rate', id);
    return rate;
  }

  private async country(id: number): Promise<Country> {
    const country = await this.countries.findById(id);
    if (!country) throw new CountryDoesNotExist(id);
    return country;
  }
}

/** A rate as the change log keeps it: the pair by name (names outlive ids for a reader) and the rate. */
function loggedRate(rate: RefundRate) {
  return {
    sourceCountry: rate.sourceCountry.name,
    targetCountry: rate.targetCountry.name,
    refundRate: rate.refundRate,
  };
}
