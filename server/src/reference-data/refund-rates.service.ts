import { Injectable } from '@nestjs/common';

import { NotFound } from '../common/errors/domain-errors.js';
import { ChangeFeed } from '../database/change-feed/change-feed.js';
import type { ListQuery } from '../common/lists/list-query.js';
import { mapPage, type Page } from '../common/lists/list-result.js';
import { isViolation } from '../database/pg-errors.js';
import { CountriesService } from './countries.service.js';
import type { Country } from './country.entity.js';
import type { DeletedDto } from '../common/dto/deleted.dto.js';
import type { CreateRefundRateDto } from './dto/create-refund-rate.dto.js';
import { toRefundRateDto, type RefundRateDto } from './dto/refund-rate.dto.js';
import { idFilter } from '../common/lists/list-filters.js';
import { CountryDoesNotExist, RateAlreadyExists } from './reference-data.errors.js';
import type { RefundRate } from './refund-rate.entity.js';
import { RefundRatesRepository } from './refund-rates.repository.js';

@Injectable()
export class RefundRatesService {
  constructor(
    private readonly rates: RefundRatesRepository,
    private readonly countries: CountriesService,
    private readonly feed: ChangeFeed,
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

  async create(input: CreateRefundRateDto): Promise<RefundRateDto> {
    const source = await this.country(input.sourceCountryId);
    const target = await this.country(input.targetCountryId);
    if (await this.findRate(source.id, target.id)) throw new RateAlreadyExists(source.name, target.name);
    try {
      const rate = await this.rates.insert(source, target, input.refundRate);
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

  async updateRate(id: number, refundRate: number): Promise<RefundRateDto> {
    const rate = await this.existing(id);
    rate.refundRate = refundRate;
    const saved = await this.rates.save(rate);
    await this.feed.settled();
    return toRefundRateDto(saved);
  }

  async delete(id: number): Promise<DeletedDto> {
    if (!(await this.rates.delete(id))) throw new NotFound('Refund rate', id);
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
