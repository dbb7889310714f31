import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import type { StaffPrincipal } from '../../platform/auth/principal.js';
import { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { ParseIdPipe } from '../../platform/common/ids/parse-id.pipe.js';
import { EmptyIs204 } from '../../platform/common/lists/api-list.decorator.js';
import { DistanceBandsService } from './distance-bands.service.js';
import { CreateDistanceBandDto, UpdateDistanceBandDto } from './dto/create-distance-band.dto.js';
import { DistanceBandDto, DistanceBandSetDto } from './dto/distance-band.dto.js';
import { DistanceBandsQueryDto } from './dto/distance-bands-query.dto.js';

/** Routes match case-insensitively, so this also serves the spec's /api/distanceBands spelling. */
@ApiTags('Distance bands')
@Controller('api/distancebands')
export class DistanceBandsController {
  constructor(private readonly bands: DistanceBandsService) {}

  @Get()
  @ApiOperation({ summary: 'The band sets by version, each ordered by distance (the spec’s shape, not paged).' })
  @ApiOkResponse({ type: [DistanceBandSetDto] })
  @EmptyIs204()
  sets(@Query() { version }: DistanceBandsQueryDto): Promise<DistanceBandSetDto[]> {
    return this.bands.sets(version);
  }

  @Post()
  @ApiOperation({ summary: 'Adds a band to a version; 422 when it overlaps another band of that version.' })
  @ApiCreatedResponse({ type: DistanceBandDto })
  create(@Body() body: CreateDistanceBandDto, @CurrentPrincipal() by: StaffPrincipal): Promise<DistanceBandDto> {
    return this.bands.create(body, by);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One band (the console’s edit page reads it).' })
  @ApiOkResponse({ type: DistanceBandDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<DistanceBandDto> {
    return this.bands.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Changes a band’s limits and amount in place; the change is logged (GET /api/referencechanges).',
    description:
      'A neighbour that shared a moved limit follows it, so no gap opens; 422 when the band would overlap ' +
      'another or cover all of its neighbour. Saved claims keep the amount they were calculated with.',
  })
  @ApiOkResponse({ type: DistanceBandDto })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateDistanceBandDto,
    @CurrentPrincipal() by: StaffPrincipal,
  ): Promise<DistanceBandDto> {
    return this.bands.update(id, body, by);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Removes a band.' })
  @ApiOkResponse({ type: DeletedDto })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentPrincipal() by: StaffPrincipal): Promise<DeletedDto> {
    return this.bands.delete(id, by);
  }
}
