import { Injectable } from '@nestjs/common';

import { InvalidInput, NotFound } from '../common/errors/domain-errors.js';
import { ChangeFeed } from '../database/change-feed/change-feed.js';
import { isViolation } from '../database/pg-errors.js';
import { DistanceBandsRepository, type BandInput } from './distance-bands.repository.js';
import type { DeletedDto } from '../common/dto/deleted.dto.js';
import {
  toDistanceBandDto,
  toDistanceBandSets,
  type DistanceBandDto,
  type DistanceBandSetDto,
} from './dto/distance-band.dto.js';
import { BandsOverlap } from './reference-data.errors.js';

@Injectable()
export class DistanceBandsService {
  constructor(
    private readonly bands: DistanceBandsRepository,
    private readonly feed: ChangeFeed,
  ) {}

  async sets(version?: number): Promise<DistanceBandSetDto[]> {
    return toDistanceBandSets(await this.bands.findAll(version));
  }

  async create(input: BandInput): Promise<DistanceBandDto> {
    if (input.maxValue < input.minValue) {
      throw new InvalidInput({ MaxValue: ["Field 'Max. Value' must not be less than 'Min. Value'."] });
    }
    await this.assertNoOverlap(input);
    try {
      const band = await this.bands.insert(input);
      await this.feed.settled();
      return toDistanceBandDto(band);
    } catch (error) {
      // A band saved between the check above and this insert: name it.
      if (isViolation(error, 'exclusionViolation', 'distance_band_no_overlap')) await this.assertNoOverlap(input);
      throw error;
    }
  }

  async delete(id: number): Promise<DeletedDto> {
    if (!(await this.bands.delete(id))) throw new NotFound('Distance band', id);
    await this.feed.settled();
    return { id };
  }

  private async assertNoOverlap(band: BandInput): Promise<void> {
    const other = await this.bands.findOverlapping(band.version, band.minValue, band.maxValue);
    if (other) throw new BandsOverlap(band, other);
  }
}
