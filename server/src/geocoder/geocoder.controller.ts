import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../auth/access.decorators.js';
import { FeatureCollectionDto } from './dto/feature-collection.dto.js';
import { GeocodeQueryDto } from './dto/geocode-query.dto.js';
import { GeocoderService } from './geocoder.service.js';

@ApiTags('Geocoder')
@Controller('api/geocode')
export class GeocoderController {
  constructor(private readonly geocoder: GeocoderService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Address suggestions for the participant form: Photon when GEOCODER_URL is set, else offline cities.',
  })
  @ApiOkResponse({ type: FeatureCollectionDto })
  @ApiBadRequestResponse({ description: 'q shorter than 3 characters, or a bad lang or limit.' })
  @ApiBadGatewayResponse({ description: 'Photon failed or did not answer in time.' })
  search(@Query() query: GeocodeQueryDto): Promise<FeatureCollectionDto> {
    return this.geocoder.search(query);
  }
}
