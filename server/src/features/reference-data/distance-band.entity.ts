import { Check, Column, Entity, Exclusion, PrimaryGeneratedColumn } from 'typeorm';

import { numeric } from '../../platform/database/numeric.transformer.js';

/** One band of a distance-band version: a travel amount for distances from minValue to maxValue km, both inclusive. */
@Entity('distance_band')
@Check('distance_band_version_positive', '"version" >= 1')
@Check('distance_band_range_valid', '"min_value" >= 0 AND "max_value" >= "min_value"')
@Check('distance_band_amount_not_negative', '"amount" >= 0')
@Exclusion(
  'distance_band_no_overlap',
  `USING gist ("version" WITH =, int4range("min_value", "max_value", '[]') WITH &&)`,
)
export class DistanceBand {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  version!: number;

  @Column({ name: 'min_value', type: 'int' })
  minValue!: number;

  @Column({ name: 'max_value', type: 'int' })
  maxValue!: number;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  amount!: number;
}
