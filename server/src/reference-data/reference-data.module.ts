import { Module } from '@nestjs/common';

import { ChangeFeedModule } from '../database/change-feed/change-feed.module.js';
import { CountriesController } from './countries.controller.js';
import { CountriesRepository } from './countries.repository.js';
import { CountriesService } from './countries.service.js';
import { DistanceBandsController } from './distance-bands.controller.js';
import { DistanceBandsRepository } from './distance-bands.repository.js';
import { DistanceBandsService } from './distance-bands.service.js';
import { ReferenceDataCache } from './reference-data.cache.js';
import { RefundRatesController } from './refund-rates.controller.js';
import { RefundRatesRepository } from './refund-rates.repository.js';
import { RefundRatesService } from './refund-rates.service.js';

/** Countries, cross-country refund rates and distance bands; ReferenceDataCache answers them from memory. */
@Module({
  imports: [ChangeFeedModule],
  controllers: [CountriesController, RefundRatesController, DistanceBandsController],
  providers: [
    CountriesRepository,
    CountriesService,
    RefundRatesRepository,
    RefundRatesService,
    DistanceBandsRepository,
    DistanceBandsService,
    ReferenceDataCache,
  ],
  exports: [ReferenceDataCache],
})
export class ReferenceDataModule {}
