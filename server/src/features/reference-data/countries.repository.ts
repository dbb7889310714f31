import { Injectable } from '@nestjs/common';
import { In, type Repository } from 'typeorm';

import { containsPattern } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { paginate } from '../../platform/common/lists/paginate.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { Country } from './country.entity.js';

export interface CountryFilters {
  iso3166?: string;
  nameContains?: string;
}

@Injectable()
export class CountriesRepository {
  constructor(private readonly db: TransactionHost) {}

  /** On the open unit of work's manager, or the pool's (TransactionHost). */
  private get countries(): Repository<Country> {
    return this.db.repository(Country);
  }

  findById(id: number): Promise<Country | null> {
    return this.countries.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<Country[]> {
    return this.countries.findBy({ id: In(ids) });
  }

  findByIso(iso3166: string): Promise<Country | null> {
    return this.countries.findOneBy({ iso3166 });
  }

  findAll(): Promise<Country[]> {
    return this.countries.find();
  }

  page(query: ListQuery, filters: CountryFilters): Promise<Page<Country>> {
    const qb = this.countries.createQueryBuilder('country');
    if (filters.iso3166) qb.andWhere('country.iso3166 = :iso', { iso: filters.iso3166.toUpperCase() });
    if (filters.nameContains) {
      qb.andWhere('country.name ILIKE :name', { name: containsPattern(filters.nameContains) });
    }
    return paginate(qb, query, { name: 'lower(country.name)', iso_3166: 'country.iso3166', id: 'country.id' });
  }
}
