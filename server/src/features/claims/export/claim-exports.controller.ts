import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PassThrough } from 'node:stream';

import { CurrentPrincipal } from '../../../platform/auth/current-principal.decorator.js';
import type { StaffPrincipal } from '../../../platform/auth/principal.js';
import { ListParams } from '../../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../../platform/common/lists/list-query.js';
import { ApiFile } from '../../../platform/openapi/api-file.decorator.js';
import { CLAIM_LIST_OPTIONS } from '../dto/claim-list-filter.js';
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
  @ApiFile('The claims, one line each after a header line.', 'text/csv')
  csv(
    @ListParams(CLAIM_LIST_OPTIONS) query: ListQuery,
    @CurrentPrincipal() staff: StaffPrincipal,
  ): Promise<StreamableFile> {
    return this.download('csv', query, staff);
  }

  @Get('export.xlsx')
  @ApiOperation({ summary: 'The filtered claims as an Excel workbook (typed cells).', description: DESCRIPTION })
  @ApiFile(
    'The claims, one row each, in a workbook.',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  )
  xlsx(
    @ListParams(CLAIM_LIST_OPTIONS) query: ListQuery,
    @CurrentPrincipal() staff: StaffPrincipal,
  ): Promise<StreamableFile> {
    return this.download('xlsx', query, staff);
  }

  /**
   * Streamed through the adapter (StreamableFile) rather than written to the response by hand: the
   * rows flow into a pipe the answer reads, at the pace the client takes them.
   */
  private async download(format: ExportFormat, query: ListQuery, staff: StaffPrincipal): Promise<StreamableFile> {
    const file = await this.exports.open(format, query, staff);
    const body = new PassThrough();
    void file.writeTo(body);
    return new StreamableFile(body, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
