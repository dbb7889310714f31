import type { Identifier } from 'react-admin';

export interface DistanceBandValue {
  id: Identifier;
  minValue: number;
  maxValue: number;
  amount: number;
}

/** GET /api/distancebands: the bands of one version. */
export interface DistanceBandSet {
  version: number;
  values: DistanceBandValue[];
}

/** One band as the console lists it. */
export interface DistanceBandRecord extends DistanceBandValue {
  version: number;
}
