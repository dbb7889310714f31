import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { GROUPINGS, parseClaimFiguresQuery } from './claim-figures.query.js';
import { ClaimFiguresService } from './claim-figures.service.js';
import { ClaimFiguresDto } from './dto/claim-figures.dto.js';

@ApiTags('Reports')
@Controller('api/reports')
export class ReportsController {
  constructor(private readonly figures: ClaimFiguresService) {}

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
}
