import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { GROUPINGS, parseClaimFiguresQuery, parsePaidFiguresQuery } from './claim-figures.query.js';
import { ClaimFiguresService } from './claim-figures.service.js';
import { ClaimFiguresDto } from './dto/claim-figures.dto.js';
import { PaidFiguresDto } from './dto/paid-figures.dto.js';
import { PaidFiguresRepository } from './paid-figures.repository.js';

@ApiTags('Reports')
@Controller('api/reports')
export class ReportsController {
  constructor(
    private readonly figures: ClaimFiguresService,
    private readonly paidFigures: PaidFiguresRepository,
  ) {}

  @Get('claims')
  @ApiOperation({
    summary: 'Claims added up per event, country, distance band, status or month (staff).',
    description:
      'Each group: claims, distinct participants (e-mail), travel, accommodation and total amounts in euro, exact to the ' +
      'cent. Optional filters: from and to (YYYY-MM-DD, the days the claims were saved, Europe/Berlin, both included), ' +
      'status (code), number (event). 400 names the allowed values.',
  })
  @ApiQuery({ name: 'groupBy', enum: GROUPINGS })
  @ApiQuery({ name: 'from', required: false, example: '2026-01-01' })
  @ApiQuery({ name: 'to', required: false, example: '2026-12-31' })
  @ApiQuery({ name: 'status', required: false, enum: [-1, 0, 1, 2, 3, 5] })
  @ApiQuery({ name: 'number', required: false, description: 'Event number (any case).' })
  @ApiOkResponse({ type: ClaimFiguresDto, isArray: true })
  claims(@Query() query: Record<string, unknown>): Promise<ClaimFiguresDto[]> {
    return this.figures.claimFigures(parseClaimFiguresQuery(query));
  }

  @Get('paid')
  @ApiOperation({
    summary: 'Claims paid from one day to another, by the day they were paid (staff).',
    description:
      'from and to: YYYY-MM-DD, academy days (Europe/Berlin), both included; a claim counts on the day it was paid ' +
      '(paidOn: the day the bank executed the transfer, or the day it was marked paid), and only while it is Paid. ' +
      'The amount in euro, exact to the cent.',
  })
  @ApiQuery({ name: 'from', example: '2026-01-01' })
  @ApiQuery({ name: 'to', example: '2026-12-31' })
  @ApiOkResponse({ type: PaidFiguresDto })
  async paid(@Query() query: Record<string, unknown>): Promise<PaidFiguresDto> {
    const { from, to } = parsePaidFiguresQuery(query);
    const row = await this.paidFigures.figures(from, to);
    return { from, to, claims: row.claims, participants: row.participants, totalAmount: Number(row.total) };
  }
}
