import { Injectable } from '@nestjs/common';

import type { StaffPrincipal } from '../../platform/auth/principal.js';
import type { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { InvalidInput, NotFound } from '../../platform/common/errors/domain-errors.js';
import { ChangeFeed } from '../../platform/database/change-feed/change-feed.js';
import { isViolation } from '../../platform/database/pg-errors.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { planBandEdit, type BandValues } from './band-edit.js';
import type { DistanceBand } from './distance-band.entity.js';
import { DistanceBandsRepository, type BandInput } from './distance-bands.repository.js';
import {
  toDistanceBandDto,
  toDistanceBandSets,
  type DistanceBandDto,
  type DistanceBandSetDto,
} from './dto/distance-band.dto.js';
import { ReferenceChangesService } from './reference-changes.service.js';
import { BandAddedMeanwhile, BandsOverlap } from './reference-data.errors.js';

@Injectable()
export class DistanceBandsService {
  constructor(
    private readonly bands: DistanceBandsRepository,
    private readonly feed: ChangeFeed,
    private readonly changes: ReferenceChangesService,
    private readonly db: TransactionHost,
  ) {}

  async sets(version?: number): Promise<DistanceBandSetDto[]> {
    return toDistanceBandSets(await this.bands.findAll(version));
  }

  async get(id: number): Promise<DistanceBandDto> {
    const band = await this.bands.findById(id);
    if (!band) throw new NotFound('Distance band', id);
    return toDistanceBandDto(band);
  }

  async create(input: BandInput, by: StaffPrincipal): Promise<DistanceBandDto> {
    if (input.maxValue < input.minValue) {
      throw new InvalidInput({ MaxValue: ["Field 'Max. Value' must not be less than 'Min. Value'."] });
    }
    await this.assertNoOverlap(input);
    try {
      const band = await this.db.run(async () => {
        const inserted = await this.bands.insert(input);
        await this.changes.record('distance_band', inserted.id, 'created', by, {
          old: null,
          new: loggedBand(inserted),
        });
        return inserted;
      });
      await this.feed.settled();
      return toDistanceBandDto(band);
    } catch (error) {
      // A band saved between the check above and this insert: name it.
      if (isViolation(error, 'exclusionViolation', 'distance_band_no_overlap')) await this.assertNoOverlap(input);
      throw error;
    }
  }

  /**
   * Changes a band's limits and amount in place (its version stays), each band written logged with who
   * changed it from what to what; a neighbour sharing a moved limit follows it (planBandEdit). Saved
   * claims keep the band amount they were calculated with (their snapshot).
   */
  async update(id: number, next: BandValues, by: StaffPrincipal): Promise<DistanceBandDto> {
    const edited = await this.db
      .run(async () => {
        const found = await this.bands.findById(id);
        if (!found) throw new NotFound('Distance band', id);
        const version = await this.bands.findVersionForUpdate(found.version);
        const band = version.find((candidate) => candidate.id === id);
        if (!band) throw new NotFound('Distance band', id);
        for (const write of planBandEdit(version, band, next)) {
          if (sameValues(write.band, write.next)) continue;
          await this.bands.update(write.band.id, write.next);
          await this.changes.record('distance_band', write.band.id, 'changed', by, {
            old: loggedBand(write.band),
            new: loggedBand({ version: write.band.version, ...write.next }),
          });
        }
        return { ...band, ...next };
      })
      .catch((error: unknown) => {
        // A band added to the version meanwhile (an insert takes no lock on the version's rows).
        if (isViolation(error, 'exclusionViolation', 'distance_band_no_overlap')) throw new BandAddedMeanwhile();
        throw error;
      });
    await this.feed.settled();
    return toDistanceBandDto(edited);
  }

  async delete(id: number, by: StaffPrincipal): Promise<DeletedDto> {
    await this.db.run(async () => {
      const band = await this.bands.findById(id);
      if (!band || !(await this.bands.delete(id))) throw new NotFound('Distance band', id);
      await this.changes.record('distance_band', id, 'deleted', by, { old: loggedBand(band), new: null });
    });
    await this.feed.settled();
    return { id };
  }

  private async assertNoOverlap(band: BandInput): Promise<void> {
    const other = await this.bands.findOverlapping(band.version, band.minValue, band.maxValue);
    if (other) throw new BandsOverlap(band, other);
  }
}

const sameValues = (band: BandValues, next: BandValues) =>
  band.minValue === next.minValue && band.maxValue === next.maxValue && band.amount === next.amount;

/** A band as the change log keeps it. */
function loggedBand(band: Pick<DistanceBand, 'version' | 'minValue' | 'maxValue' | 'amount'>) {
  return { version: band.version, minValue: band.minValue, maxValue: band.maxValue, amount: band.amount };
}
