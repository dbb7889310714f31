import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../../platform/auth/access.decorators.js';
import { FeatureCollectionDto } from './dto/feature-collection.dto.js';
import { GeocodeQueryDto } from './dto/geocode-query.dto.js';
import { PlaceQueryDto } from './dto/place-query.dto.js';
import { GazetteerGeocoder } from './gazetteer.geocoder.js';
import { GeocoderService } from './geocoder.service.js';

@ApiTags('Geocoder')
@Controller('api/geocode')
export class GeocoderController {
  constructor(
    private readonly geocoder: GeocoderService,
    private readonly gazetteer: GazetteerGeocoder,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'Address suggestions for the participant form: Photon when GEOCODER_URL is set, else offline places and postcodes.',
  })
  @ApiOkResponse({ type: FeatureCollectionDto })
  @ApiBadRequestResponse({ description: 'q shorter than 3 characters, or a bad lang or limit.' })
  @ApiBadGatewayResponse({ description: 'Photon failed or did not answer in time.' })
  search(@Query() query: GeocodeQueryDto): Promise<FeatureCollectionDto> {
    return this.geocoder.search(query);
  }

  @Public()
  @Get('place')
  @ApiOperation({
    summary: "The place of a hand-entered address: its postcode's area, else the largest place of its city's name.",
    description: 'Always answered offline. No feature: no place of that postcode or name in that country.',
  })
  @ApiOkResponse({ type: FeatureCollectionDto })
  @ApiBadRequestResponse({ description: 'countrycode not two letters, neither postcode nor city, or either too long.' })
  place(@Query() query: PlaceQueryDto): Promise<FeatureCollectionDto> {
    return this.gazetteer.locate(query);
  }
}
