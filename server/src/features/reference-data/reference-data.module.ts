import { Module } from '@nestjs/common';

import { ChangeFeedModule } from '../../platform/database/change-feed/change-feed.module.js';
import { DatabaseModule } from '../../platform/database/database.module.js';
import { CountriesController } from './countries.controller.js';
import { CountriesRepository } from './countries.repository.js';
import { CountriesService } from './countries.service.js';
import { Country } from './country.entity.js';
import { DistanceBand } from './distance-band.entity.js';
import { DistanceBandsController } from './distance-bands.controller.js';
import { DistanceBandsRepository } from './distance-bands.repository.js';
import { DistanceBandsService } from './distance-bands.service.js';
import { ReferenceChange } from './reference-change.entity.js';
import { ReferenceChangesController } from './reference-changes.controller.js';
import { ReferenceChangesRepository } from './reference-changes.repository.js';
import { ReferenceChangesService } from './reference-changes.service.js';
import { ReferenceDataCache } from './reference-data.cache.js';
import { ReferenceDataReader } from './reference-data.reader.js';
import { RefundRate } from './refund-rate.entity.js';
import { RefundRatesController } from './refund-rates.controller.js';
import { RefundRatesRepository } from './refund-rates.repository.js';
import { RefundRatesService } from './refund-rates.service.js';

/**
 * Countries, cross-country refund rates and distance bands, the only module that queries their tables:
 * ReferenceDataCache answers calculations from memory, ReferenceDataReader other modules' checks.
 */
@Module({
  imports: [DatabaseModule.forEntities([Country, DistanceBand, ReferenceChange, RefundRate]), ChangeFeedModule],
  controllers: [CountriesController, RefundRatesController, DistanceBandsController, ReferenceChangesController],
  providers: [
    CountriesRepository,
    CountriesService,
    RefundRatesRepository,
    RefundRatesService,
    DistanceBandsRepository,
    DistanceBandsService,
    ReferenceChangesRepository,
    ReferenceChangesService,
    ReferenceDataCache,
    ReferenceDataReader,
  ],
  exports: [ReferenceDataCache, ReferenceDataReader],
})
export class ReferenceDataModule {}
