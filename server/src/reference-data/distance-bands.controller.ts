import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { DistanceBandsService } from './distance-bands.service.js';
import { CreateDistanceBandDto } from './dto/create-distance-band.dto.js';
import { DeletedDto } from '../common/dto/deleted.dto.js';
import { DistanceBandDto, DistanceBandSetDto } from './dto/distance-band.dto.js';
import { DistanceBandsQueryDto } from './dto/distance-bands-query.dto.js';
import { ParseIdPipe } from '../common/ids/parse-id.pipe.js';

/** Routes match case-insensitively, so this also serves the spec's /api/distanceBands spelling. */
@ApiTags('Distance bands')
@Controller('api/distancebands')
export class DistanceBandsController {
  constructor(private readonly bands: DistanceBandsService) {}

  @Get()
  @ApiOperation({ summary: 'The band sets by version, each ordered by distance (the spec’s shape, not paged).' })
  @ApiOkResponse({ type: [DistanceBandSetDto] })
  @ApiNoContentResponse({ description: 'There are no bands (of that version).' })
  async sets(
    @Query() { version }: DistanceBandsQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DistanceBandSetDto[] | undefined> {
    const sets = await this.bands.sets(version);
    if (sets.length > 0) return sets;
    response.status(204);
    return undefined;
  }

  @Post()
  @ApiOperation({ summary: 'Adds a band to a version; 422 when it overlaps another band of that version.' })
  @ApiCreatedResponse({ type: DistanceBandDto })
  create(@Body() body: CreateDistanceBandDto): Promise<DistanceBandDto> {
    return this.bands.create(body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Removes a band.' })
  @ApiOkResponse({ type: DeletedDto })
  delete(@Param('id', ParseIdPipe) id: number): Promise<DeletedDto> {
    return this.bands.delete(id);
  }
}
