import { ApiProperty } from '@nestjs/swagger';

import type { Country } from '../country.entity.js';

export class CountryDto {
  @ApiProperty({ example: 83 })
  id!: number;

  @ApiProperty({ example: 'DE', description: 'ISO 3166-1 alpha-2 code.' })
  iso_3166!: string;

  @ApiProperty({ example: 'Germany' })
  name!: string;
}

/** An entry of the country select of the claim form and the console. */
export class CountryOptionDto {
  @ApiProperty({ example: 83, description: 'The country id.' })
  value!: number;

  @ApiProperty({ example: 'Germany', description: 'The English name.' })
  displayValue!: string;

  @ApiProperty({
    example: 'DE',
    description: "ISO 3166-1 alpha-2 code: the participant app names the country in the page's language by it.",
  })
  iso_3166!: string;
}

export function toCountryDto(country: Country): CountryDto {
  return { id: country.id, iso_3166: country.iso3166, name: country.name };
}

export function toCountryOptionDto(country: Country): CountryOptionDto {
  return { value: country.id, displayValue: country.name, iso_3166: country.iso3166 };
}
