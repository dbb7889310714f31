import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { StaffPrincipal } from '../../platform/auth/principal.js';
import { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { ParseIdPipe } from '../../platform/common/ids/parse-id.pipe.js';
import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult } from '../../platform/common/lists/list-result.js';
import { CreateRefundRateDto, UpdateRefundRateDto } from './dto/create-refund-rate.dto.js';
import { RateCoverageDto, RateCoverageQueryDto } from './dto/rate-coverage.dto.js';
import { RefundRateDto } from './dto/refund-rate.dto.js';
import { RefundRatesService } from './refund-rates.service.js';

@ApiTags('Refund rates')
@Controller('api/crosscountries')
export class RefundRatesController {
  constructor(private readonly rates: RefundRatesService) {}

  @Get()
  @ApiOperation({
    summary: 'Refund rates by source, then target country name; filters sourceCountryId, targetCountryId.',
    description: 'Page style answers the paged envelope, or 204 when there are none; range style an array.',
  })
  @ApiList(RefundRateDto, { emptyIs204: true })
  async list(
    @ListParams({ filters: ['sourceCountryId', 'targetCountryId'] }) query: ListQuery,
  ): Promise<ListResult<RefundRateDto>> {
    return new ListResult(query, await this.rates.list(query));
  }

  @Get('coverage')
  @ApiOperation({
    summary: 'How many countries have a refund rate to a venue country (the event wizard and page warn at 0).',
  })
  @ApiOkResponse({ type: RateCoverageDto })
  coverage(@Query() { country }: RateCoverageQueryDto): Promise<RateCoverageDto> {
    return this.rates.coverage(country);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One refund rate (the console’s edit page reads it).' })
  @ApiOkResponse({ type: RefundRateDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<RefundRateDto> {
    return this.rates.get(id);
  }

  @Post()
  @HttpCode(200) // the console's modal closes on 200 (spec section 7)
  @ApiOperation({ summary: 'Adds the refund rate of a country pair; 422 when the pair has one already.' })
  @ApiOkResponse({ type: RefundRateDto })
  create(@Body() body: CreateRefundRateDto, @CurrentPrincipal() by: StaffPrincipal): Promise<RefundRateDto> {
    return this.rates.create(body, by);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Changes the rate of an entry in place; the change is logged (GET /api/referencechanges).',
    description: 'Saved claims keep the rate they were calculated with.',
  })
  @ApiOkResponse({ type: RefundRateDto })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateRefundRateDto,
    @CurrentPrincipal() by: StaffPrincipal,
  ): Promise<RefundRateDto> {
    return this.rates.updateRate(id, body.refundRate, by);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Removes an entry.' })
  @ApiOkResponse({ type: DeletedDto })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentPrincipal() by: StaffPrincipal): Promise<DeletedDto> {
    return this.rates.delete(id, by);
  }
}
