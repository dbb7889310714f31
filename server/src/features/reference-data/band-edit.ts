import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import type { DistanceBand } from './distance-band.entity.js';
import { BandsOverlap, NeighbourBandWouldVanish } from './reference-data.errors.js';

export type BandValues = Pick<DistanceBand, 'minValue' | 'maxValue' | 'amount'>;

/** One row to write: the band and what it becomes. */
export interface BandWrite {
  band: DistanceBand;
  next: BandValues;
}

const within = (inner: { minValue: number; maxValue: number }, outer: { minValue: number; maxValue: number }) =>
  inner.minValue >= outer.minValue && inner.maxValue <= outer.maxValue;

/**
 * The writes that edit `band` in place to `next` while its version keeps its rules: no two bands share
 * a kilometre, and no gap opens where bands touched. A limit the band shared with a neighbour (the
 * neighbour ended one km below it or began one km above it) moves the neighbour's limit with it, so a
 * boundary between two bands is moved by editing either; a neighbour that would be left with no
 * kilometre, or a band that would reach over its neighbour into another, is refused.
 * Ordered so that no statement overlaps a row not yet written: the bands that shrink first.
 */
export function planBandEdit(version: DistanceBand[], band: DistanceBand, next: BandValues): BandWrite[] {
  if (next.maxValue < next.minValue) {
    throw new InvalidInput({ MaxValue: ["Field 'Max. Value' must not be less than 'Min. Value'."] });
  }
  const writes: BandWrite[] = [{ band, next }];
  const below = version.find((other) => other.maxValue === band.minValue - 1);
  if (below && next.minValue !== band.minValue) {
    writes.push({ band: below, next: { ...below, maxValue: next.minValue - 1 } });
  }
  const above = version.find((other) => other.minValue === band.maxValue + 1);
  if (above && next.maxValue !== band.maxValue) {
    writes.push({ band: above, next: { ...above, minValue: next.maxValue + 1 } });
  }
  for (const write of writes.slice(1)) {
    if (write.next.maxValue < write.next.minValue) throw new NeighbourBandWouldVanish(write.band, next);
  }
  const moved = new Set(writes.map((write) => write.band.id));
  const other = version.find(
    (candidate) =>
      !moved.has(candidate.id) && candidate.minValue <= next.maxValue && candidate.maxValue >= next.minValue,
  );
  if (other) throw new BandsOverlap(next, other);
  return writes.sort((a, b) => Number(within(b.next, b.band)) - Number(within(a.next, a.band)));
}
