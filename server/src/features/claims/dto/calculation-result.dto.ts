import { ApiProperty } from '@nestjs/swagger';
import type { TravelType } from '@unit-costs/contract';

export class CalculationResultDto {
  @ApiProperty({ description: 'Travel amount in euros, from the distance band.', example: 180 })
  tAmount!: number;

  @ApiProperty({ description: 'Great-circle distance in whole km.', example: 157 })
  distance!: number;

  @ApiProperty({ enum: [0, 1] })
  travelType!: TravelType;

  @ApiProperty({ example: 2 })
  nights!: number;

  @ApiProperty({ description: 'Accommodation rate per night in euros (0 when the event refunds none).', example: 98 })
  aAmount!: number;

  @ApiProperty({ description: 'aAmount x nights.', example: 196 })
  aAmountTotal!: number;

  @ApiProperty({ description: 'The refund: tAmount + aAmountTotal, in euros.', example: 376 })
  totalAmount!: number;
}
