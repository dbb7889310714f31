import { ApiProperty } from '@nestjs/swagger';

/** The claims of one group (an event, a country, a distance band, a status or a month) added up. */
export class ClaimFiguresDto {
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    description:
      'event: its number; country: ISO 3166 code; band: "v<version>:<min>-<max>" (null: no band matches any more); ' +
      'status: the status code; month: YYYY-MM (Europe/Berlin)',
    nullable: true,
  })
  key!: string | number | null;

  @ApiProperty({ example: 'Court of Appeal seminar 2026' })
  label!: string;

  @ApiProperty({ description: 'Number of claims.' })
  claims!: number;

  @ApiProperty({ description: 'Distinct participants (e-mail addresses, any case).' })
  participants!: number;

  @ApiProperty({ description: 'Euro, exact to the cent.' })
  travelAmount!: number;

  @ApiProperty({ description: 'Euro, exact to the cent.' })
  accommodationAmount!: number;

  @ApiProperty({ description: 'Euro, exact to the cent.' })
  totalAmount!: number;
}
