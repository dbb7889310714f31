import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CountriesController } from './countries.controller.js';
import { CountriesRepository } from './countries.repository.js';
import { CountriesService } from './countries.service.js';
import { Country } from './country.entity.js';
import { DistanceBand } from './distance-band.entity.js';
import { DistanceBandsController } from './distance-bands.controller.js';
import { DistanceBandsRepository } from './distance-bands.repository.js';
import { DistanceBandsService } from './distance-bands.service.js';
import { RefundRate } from './refund-rate.entity.js';
import { RefundRatesController } from './refund-rates.controller.js';
import { RefundRatesRepository } from './refund-rates.repository.js';
import { RefundRatesService } from './refund-rates.service.js';

/** Countries, cross-country refund rates and distance bands. */
@Module({
  imports: [TypeOrmModule.forFeature([Country, RefundRate, DistanceBand])],
  controllers: [CountriesController, RefundRatesController, DistanceBandsController],
  providers: [
    CountriesRepository,
    CountriesService,
    RefundRatesRepository,
    RefundRatesService,
    DistanceBandsRepository,
    DistanceBandsService,
  ],
})
export class ReferenceDataModule {}
