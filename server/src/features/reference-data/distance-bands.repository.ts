import { Injectable } from '@nestjs/common';
import { LessThanOrEqual, MoreThanOrEqual, type Repository } from 'typeorm';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import { DistanceBand } from './distance-band.entity.js';

export type BandInput = Pick<DistanceBand, 'version' | 'minValue' | 'maxValue' | 'amount'>;

@Injectable()
export class DistanceBandsRepository {
  constructor(private readonly db: TransactionHost) {}

  /** On the open unit of work's manager, or the pool's (TransactionHost). */
  private get bands(): Repository<DistanceBand> {
    return this.db.repository(DistanceBand);
  }

  /** Every band, or those of one version, ordered by version, then distance. */
  findAll(version?: number): Promise<DistanceBand[]> {
    return this.bands.find({
      where: version === undefined ? {} : { version },
      order: { version: 'ASC', minValue: 'ASC' },
    });
  }

  versionExists(version: number): Promise<boolean> {
    return this.bands.existsBy({ version });
  }

  /** The first band of `version` sharing a kilometre with minValue..maxValue (both inclusive). */
  findOverlapping(version: number, minValue: number, maxValue: number): Promise<DistanceBand | null> {
    return this.bands.findOne({
      where: { version, minValue: LessThanOrEqual(maxValue), maxValue: MoreThanOrEqual(minValue) },
      order: { minValue: 'ASC' },
    });
  }

  /** The bands of `version`, by distance, locked until the open unit of work ends: edits of a version take turns. */
  findVersionForUpdate(version: number): Promise<DistanceBand[]> {
    return this.bands.find({ where: { version }, order: { minValue: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  findById(id: number): Promise<DistanceBand | null> {
    return this.bands.findOneBy({ id });
  }

  /** Writes a band's range and amount (one statement per band: the exclusion constraint checks each). */
  async update(id: number, values: Pick<DistanceBand, 'minValue' | 'maxValue' | 'amount'>): Promise<void> {
    await this.bands.update({ id }, { minValue: values.minValue, maxValue: values.maxValue, amount: values.amount });
  }

  insert(band: BandInput): Promise<DistanceBand> {
    return this.bands.save(this.bands.create(band));
  }

  /** Whether a row was removed. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.bands.delete({ id });
    return Boolean(affected);
  }
}
