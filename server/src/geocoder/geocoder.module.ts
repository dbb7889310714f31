import { Module } from '@nestjs/common';

import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { GazetteerGeocoder } from './gazetteer.geocoder.js';
import { GeocoderController } from './geocoder.controller.js';
import { GeocoderService } from './geocoder.service.js';
import { PhotonGeocoder } from './photon.geocoder.js';

@Module({
  controllers: [GeocoderController],
  providers: [
    {
      provide: GeocoderService,
      inject: [CONFIG],
      useFactory: (config: AppConfig): GeocoderService =>
        config.geocoderUrl
          ? new PhotonGeocoder(config.geocoderUrl, config.geocoderTimeoutMs, config.geocoderCacheSeconds)
          : new GazetteerGeocoder(),
    },
  ],
})
export class GeocoderModule {}
