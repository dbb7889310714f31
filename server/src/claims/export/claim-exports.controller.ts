import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { ListParams } from '../../common/lists/list-params.decorator.js';
import type { ListQuery } from '../../common/lists/list-query.js';
import { CLAIM_LIST_OPTIONS } from '../claim-list-filter.js';
import { ClaimExportsService, type ExportFormat } from './claim-exports.service.js';

const DESCRIPTION =
  'Every claim the filters of GET /api/travelclaim select (status, email, number, or filter={...}; sort as there; ' +
  'range is ignored): transaction number, status, names, e-mail, institution, country, event, distance, amounts, ' +
  'nights, rate, the dates saved, requested, decided and paid (Europe/Berlin), and the payment run. Streamed: any number of claims.';

/** The staff's claim downloads. Registered before ClaimsController, so `export.csv` is never taken for a guid. */
@ApiTags('Claims')
@Controller('api/travelclaim')
export class ClaimExportsController {
  constructor(private readonly exports: ClaimExportsService) {}

  @Get('export.csv')
  @ApiOperation({ summary: 'The filtered claims as CSV (RFC 4180, UTF-8 with BOM).', description: DESCRIPTION })
  @ApiProduces('text/csv')
  csv(@ListParams(CLAIM_LIST_OPTIONS) query: ListQuery, @Res() response: Response): Promise<void> {
    return this.download('csv', query, response);
  }

  @Get('export.xlsx')
  @ApiOperation({ summary: 'The filtered claims as an Excel workbook (typed cells).', description: DESCRIPTION })
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  xlsx(@ListParams(CLAIM_LIST_OPTIONS) query: ListQuery, @Res() response: Response): Promise<void> {
    return this.download('xlsx', query, response);
  }

  private async download(format: ExportFormat, query: ListQuery, response: Response): Promise<void> {
    const file = await this.exports.open(format, query);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    await file.writeTo(response);
  }
}
