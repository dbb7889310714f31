import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../../platform/auth/access.decorators.js';
import { ParseIdPipe } from '../../platform/common/ids/parse-id.pipe.js';
import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult } from '../../platform/common/lists/list-result.js';
import { CountriesService } from './countries.service.js';
import { CountryAutocompleteQueryDto } from './dto/country-autocomplete-query.dto.js';
import { CountryDto, CountryOptionDto } from './dto/country.dto.js';

/** Public: the participant claim form needs the countries before anyone signs in. */
@ApiTags('Countries')
@Public()
@Controller('api/countries')
export class CountriesController {
  constructor(private readonly countries: CountriesService) {}

  @Get('autocomplete')
  @ApiOperation({ summary: 'Every country as {value, displayValue}, sorted by English name.' })
  @ApiOkResponse({ type: [CountryOptionDto] })
  autocomplete(@Query() { q }: CountryAutocompleteQueryDto): Promise<CountryOptionDto[]> {
    return this.countries.autocomplete(q);
  }

  @Get()
  @ApiOperation({
    summary: 'Countries by name; filter iso_3166 (exact, any case) or q (name contains).',
    description: 'Page style answers the paged envelope; range style an array with Content-Range.',
  })
  @ApiList(CountryDto)
  async list(@ListParams({ filters: ['iso_3166', 'q'] }) query: ListQuery): Promise<ListResult<CountryDto>> {
    return new ListResult(query, await this.countries.list(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One country.' })
  @ApiOkResponse({ type: CountryDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<CountryDto> {
    return this.countries.get(id);
  }
}
