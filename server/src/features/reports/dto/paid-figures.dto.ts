import { ApiProperty } from '@nestjs/swagger';

/** GET /api/reports/paid: the claims paid from `from` to `to`, by the day they were paid. */
export class PaidFiguresDto {
  @ApiProperty({ example: '2026-01-01' })
  from!: string;

  @ApiProperty({ example: '2026-12-31' })
  to!: string;

  @ApiProperty({ description: 'Claims Paid whose latest payment falls on these days.' })
  claims!: number;

  @ApiProperty({ description: 'Distinct participants (e-mail addresses) among them.' })
  participants!: number;

  @ApiProperty({ description: 'Euro, exact to the cent.' })
  totalAmount!: number;
}
