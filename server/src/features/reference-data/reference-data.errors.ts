import { Conflict, RuleViolated } from '../../platform/common/errors/domain-errors.js';
import type { DistanceBand } from './distance-band.entity.js';

export class CountryDoesNotExist extends RuleViolated {
  constructor(id: number) {
    super(`Country ${id} does not exist.`);
  }
}

export class RateAlreadyExists extends RuleViolated {
  constructor(sourceCountry: string, targetCountry: string) {
    super(`A refund rate from ${sourceCountry} to ${targetCountry} already exists.`);
  }
}

export class BandsOverlap extends RuleViolated {
  constructor(band: { minValue: number; maxValue: number }, other: DistanceBand) {
    super(
      `The band ${band.minValue}-${band.maxValue} km overlaps the band ${other.minValue}-${other.maxValue} km of version ${other.version}.`,
    );
  }
}

export class NeighbourBandWouldVanish extends RuleViolated {
  constructor(neighbour: DistanceBand, band: { minValue: number; maxValue: number }) {
    super(
      `The band ${band.minValue}-${band.maxValue} km would cover all of its neighbour ${neighbour.minValue}-${neighbour.maxValue} km; delete that band first.`,
    );
  }
}

export class BandAddedMeanwhile extends Conflict {
  constructor() {
    super('Another band of this version was added meanwhile. Please reload and try again.');
  }
}
