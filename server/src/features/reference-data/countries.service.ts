import { Injectable } from '@nestjs/common';

import { NotFound } from '../../platform/common/errors/domain-errors.js';
import { textFilter } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { mapPage, type Page } from '../../platform/common/lists/list-result.js';
import { CountriesRepository } from './countries.repository.js';
import type { Country } from './country.entity.js';
import { toCountryDto, toCountryOptionDto, type CountryDto, type CountryOptionDto } from './dto/country.dto.js';

const byName = new Intl.Collator('en').compare;

/** 'Türkiye' -> 'turkiye': what a search for a country name compares. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

@Injectable()
export class CountriesService {
  constructor(private readonly countries: CountriesRepository) {}

  /**
   * Sorted and searched here rather than in SQL: the list is small and fixed, and this orders and folds
   * accents the same whatever collation and extensions the database has.
   */
  async autocomplete(search?: string): Promise<CountryOptionDto[]> {
    const needle = search ? folded(search.trim()) : '';
    const countries = await this.countries.findAll();
    return countries
      .filter((country) => folded(country.name).includes(needle))
      .sort((a, b) => byName(a.name, b.name))
      .map(toCountryOptionDto);
  }

  async list(query: ListQuery): Promise<Page<CountryDto>> {
    const page = await this.countries.page(query, {
      iso3166: textFilter(query.filter, 'iso_3166'),
      nameContains: textFilter(query.filter, 'q'),
    });
    return mapPage(page, toCountryDto);
  }

  async get(id: number): Promise<CountryDto> {
    const country = await this.countries.findById(id);
    if (!country) throw new NotFound('Country', id);
    return toCountryDto(country);
  }

  findById(id: number): Promise<Country | null> {
    return this.countries.findById(id);
  }

  findByIso(iso3166: string): Promise<Country | null> {
    return this.countries.findByIso(iso3166);
  }
}
