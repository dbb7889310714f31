import { ApiProperty } from '@nestjs/swagger';

/** A country as the API names it: its id, English name and ISO 3166 alpha-2 code. */
export class CountryRefDto {
  @ApiProperty({ example: 21 })
  id!: number;

  @ApiProperty({ example: 'Belgium' })
  name!: string;

  @ApiProperty({ example: 'BE' })
  iso_3166!: string;
}
