import { ApiProperty } from '@nestjs/swagger';

import type { RefundRate } from '../refund-rate.entity.js';

/** A cross-country refund entry: the rate per night for participants from one country at a venue in another. */
export class RefundRateDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Germany', description: 'English name of the participant’s country.' })
  sourceCountry!: string;

  @ApiProperty({ example: 'France', description: 'English name of the venue’s country.' })
  targetCountry!: string;

  @ApiProperty({ example: 83 })
  sourceCountryId!: number;

  @ApiProperty({ example: 76 })
  targetCountryId!: number;

  @ApiProperty({ example: 95.5, description: 'Euros per night.' })
  refundRate!: number;
}

export function toRefundRateDto(rate: RefundRate): RefundRateDto {
  return {
    id: rate.id,
    sourceCountry: rate.sourceCountry.name,
    targetCountry: rate.targetCountry.name,
    sourceCountryId: rate.sourceCountry.id,
    targetCountryId: rate.targetCountry.id,
    refundRate: rate.refundRate,
  };
}
