import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { MAX_VERSION } from './create-distance-band.dto.js';

const VERSION = `'version' must be a whole number from 1 to ${MAX_VERSION}.`;

export class DistanceBandsQueryDto {
  @ApiProperty({ required: false, description: 'Only the set of this version.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VERSION })
  @Min(1, { message: VERSION })
  @Max(MAX_VERSION, { message: VERSION })
  version?: number;
}
