import { Module } from '@nestjs/common';

import { ChangeFeedModule } from '../database/change-feed/change-feed.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { EventFactsCache } from './event-facts.cache.js';
import { EventsController } from './events.controller.js';
import { EventsRepository } from './events.repository.js';
import { EventsService } from './events.service.js';

@Module({
  imports: [ChangeFeedModule, ReferenceDataModule],
  controllers: [EventsController],
  providers: [EventsService, EventsRepository, EventFactsCache],
  exports: [EventFactsCache, EventsService],
})
export class EventsModule {}
