import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

const TOO_SHORT = 'Type at least 3 characters to search.';
const BAD_LIMIT = "Field 'Limit' must be a whole number from 1 to 20.";

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value);

/** GET /api/geocode query: the participant form searches from 3 typed characters (spec section 5). */
export class GeocodeQueryDto {
  @ApiProperty({ description: 'Search text, trimmed.', minLength: 3, maxLength: 200, example: 'Trier' })
  @Transform(trimmed)
  @IsString({ message: TOO_SHORT })
  @MinLength(3, { message: TOO_SHORT })
  @MaxLength(200, { message: 'Type at most 200 characters to search.' })
  q!: string;

  @ApiPropertyOptional({ description: 'Two-letter language of the answer.', pattern: '^[a-z]{2}$', default: 'en' })
  @IsOptional()
  @Transform(lowerCased)
  @Matches(/^[a-z]{2}$/, { message: "Field 'Lang' must be a two-letter language code." })
  lang: string = 'en';

  @ApiPropertyOptional({
    description: 'Most features to answer.',
    type: 'integer',
    minimum: 1,
    maximum: 20,
    default: 10,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: BAD_LIMIT })
  @Min(1, { message: BAD_LIMIT })
  @Max(20, { message: BAD_LIMIT })
  limit: number = 10;
}
