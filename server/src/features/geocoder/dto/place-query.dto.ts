import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const POSTCODE_OR_CITY = 'Enter the postcode or the city.';

/** GET /api/geocode/place: the place of an address the participant entered by hand. */
export class PlaceQueryDto {
  @ApiProperty({ description: 'ISO 3166-1 alpha-2 code of the country.', pattern: '^[A-Za-z]{2}$', example: 'DE' })
  @Transform(trimmed)
  @IsString({ message: "Field 'Countrycode' must be a two-letter country code." })
  @Matches(/^[A-Za-z]{2}$/, { message: "Field 'Countrycode' must be a two-letter country code." })
  countrycode!: string;

  @ApiPropertyOptional({ description: 'Postcode as written locally.', maxLength: 20, example: '54290' })
  @Transform(trimmed)
  // Required when there is no city, and then this field carries the message.
  @ValidateIf((query: PlaceQueryDto) => !query.city || query.postcode !== undefined)
  @IsString({ message: POSTCODE_OR_CITY })
  @Matches(/\S/, { message: POSTCODE_OR_CITY })
  @MaxLength(20, { message: "Field 'Postcode' may have at most 20 characters." })
  postcode?: string;

  @ApiPropertyOptional({ description: 'City or town.', maxLength: 100, example: 'Trier' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: "Field 'City' must be text." })
  @MaxLength(100, { message: "Field 'City' may have at most 100 characters." })
  city?: string;
}
