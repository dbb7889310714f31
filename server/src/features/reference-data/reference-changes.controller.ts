import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult } from '../../platform/common/lists/list-result.js';
import { ReferenceChangeDto } from './dto/reference-change.dto.js';
import { ReferenceChangesService } from './reference-changes.service.js';

@ApiTags('Reference data changes')
@Controller('api/referencechanges')
export class ReferenceChangesController {
  constructor(private readonly changes: ReferenceChangesService) {}

  @Get()
  @ApiOperation({
    summary: 'Who changed which refund rate or distance band, when, from what to what (newest first).',
    description: "Filters: kind ('refund_rate' or 'distance_band') and recordId (the rate's or band's id).",
  })
  @ApiList(ReferenceChangeDto)
  async list(@ListParams({ filters: ['kind', 'recordId'] }) query: ListQuery): Promise<ListResult<ReferenceChangeDto>> {
    return new ListResult(query, await this.changes.list(query));
  }
}
