import { Module } from '@nestjs/common';

import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { GazetteerGeocoder } from './gazetteer.geocoder.js';
import { GeocoderController } from './geocoder.controller.js';
import { GeocoderService } from './geocoder.service.js';
import { PhotonGeocoder } from './photon.geocoder.js';

@Module({
  controllers: [GeocoderController],
  providers: [
    // Hand-entered addresses are always placed offline, so they work while Photon is down too.
    GazetteerGeocoder,
    {
      provide: GeocoderService,
      inject: [CONFIG, GazetteerGeocoder],
      useFactory: (config: AppConfig, gazetteer: GazetteerGeocoder): GeocoderService =>
        config.geocoderUrl
          ? new PhotonGeocoder(config.geocoderUrl, config.geocoderTimeoutMs, config.geocoderCacheSeconds)
          : gazetteer,
    },
  ],
})
export class GeocoderModule {}
