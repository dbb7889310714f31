import { ApiProperty } from '@nestjs/swagger';

import type { DistanceBand } from '../distance-band.entity.js';

/** One band of a set: the travel amount for distances from minValue to maxValue km, both inclusive. */
export class DistanceBandValueDto {
  @ApiProperty({ example: 2 })
  id!: number;

  @ApiProperty({ example: 10, description: 'km' })
  minValue!: number;

  @ApiProperty({ example: 99, description: 'km' })
  maxValue!: number;

  @ApiProperty({ example: 23, description: 'Euros.' })
  amount!: number;
}

export class DistanceBandDto extends DistanceBandValueDto {
  @ApiProperty({ example: 1 })
  version!: number;
}

/** All bands of one version. */
export class DistanceBandSetDto {
  @ApiProperty({ example: 1 })
  version!: number;

  @ApiProperty({ type: [DistanceBandValueDto] })
  values!: DistanceBandValueDto[];
}

export function toDistanceBandDto(band: DistanceBand): DistanceBandDto {
  return { id: band.id, version: band.version, minValue: band.minValue, maxValue: band.maxValue, amount: band.amount };
}

/** Groups bands that arrive ordered by version into one set per version. */
export function toDistanceBandSets(bands: DistanceBand[]): DistanceBandSetDto[] {
  const sets: DistanceBandSetDto[] = [];
  for (const { version, id, minValue, maxValue, amount } of bands) {
    if (sets.at(-1)?.version !== version) sets.push({ version, values: [] });
    sets.at(-1)!.values.push({ id, minValue, maxValue, amount });
  }
  return sets;
}
