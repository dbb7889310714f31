import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';

import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { paginate } from '../../platform/common/lists/paginate.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { Country } from './country.entity.js';
import { RefundRate } from './refund-rate.entity.js';

export interface RefundRateFilters {
  sourceCountryId?: number;
  targetCountryId?: number;
}

/**
 * Sort keys are selected aliases, not expressions: with joins, TypeORM pages through a DISTINCT subquery
 * that can order only by selected columns. Arrays compare element by element: source name, then target name.
 */
const SORTABLE = {
  sourceCountry: 'source_order',
  targetCountry: 'target_order',
  refundRate: 'rate.refundRate',
  id: 'rate.id',
};

@Injectable()
export class RefundRatesRepository {
  constructor(private readonly db: TransactionHost) {}

  /** On the open unit of work's manager, or the pool's (TransactionHost). */
  private get rates(): Repository<RefundRate> {
    return this.db.repository(RefundRate);
  }

  findById(id: number): Promise<RefundRate | null> {
    return this.rates.findOneBy({ id });
  }

  /** The rate, its row locked until the open unit of work ends (two edits take turns, each sees the other's). */
  async findForUpdate(id: number): Promise<RefundRate | null> {
    const locked: unknown[] = await this.db.manager.query('SELECT 1 FROM refund_rate WHERE id = $1 FOR UPDATE', [id]);
    return locked.length ? this.findById(id) : null;
  }

  findAll(): Promise<RefundRate[]> {
    return this.rates.find();
  }

  findPair(sourceCountryId: number, targetCountryId: number): Promise<RefundRate | null> {
    return this.rates.findOneBy({ sourceCountry: { id: sourceCountryId }, targetCountry: { id: targetCountryId } });
  }

  page(query: ListQuery, filters: RefundRateFilters): Promise<Page<RefundRate>> {
    const qb = this.rates
      .createQueryBuilder('rate')
      .innerJoinAndSelect('rate.sourceCountry', 'source')
      .innerJoinAndSelect('rate.targetCountry', 'target')
      .addSelect('ARRAY[lower(source.name), lower(target.name)]', 'source_order')
      .addSelect('ARRAY[lower(target.name), lower(source.name)]', 'target_order');
    if (filters.sourceCountryId) qb.andWhere('source.id = :sourceId', { sourceId: filters.sourceCountryId });
    if (filters.targetCountryId) qb.andWhere('target.id = :targetId', { targetId: filters.targetCountryId });
    return paginate(qb, query, SORTABLE);
  }

  /** How many countries have a rate to `targetCountryId`. */
  countSources(targetCountryId: number): Promise<number> {
    return this.rates.countBy({ targetCountry: { id: targetCountryId } });
  }

  insert(sourceCountry: Country, targetCountry: Country, refundRate: number): Promise<RefundRate> {
    return this.rates.save(this.rates.create({ sourceCountry, targetCountry, refundRate }));
  }

  save(rate: RefundRate): Promise<RefundRate> {
    return this.rates.save(rate);
  }

  /** Whether a row was removed. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.rates.delete({ id });
    return Boolean(affected);
  }
}
