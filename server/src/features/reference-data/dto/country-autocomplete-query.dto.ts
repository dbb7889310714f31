import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class CountryAutocompleteQueryDto {
  @ApiProperty({ required: false, description: 'Keep names containing this text (case and accents ignored).' })
  @IsOptional()
  @IsString({ message: "'q' must be given once." })
  q?: string;
}
