import { Module } from '@nestjs/common';

import { ChangeFeedModule } from '../../platform/database/change-feed/change-feed.module.js';
import { DatabaseModule } from '../../platform/database/database.module.js';
import { WebAssetsModule } from '../../platform/web/web-assets.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { ClaimLinkPage } from './claim-link-page.js';
import { ClaimLinkController } from './claim-link.controller.js';
import { EventFactsCache } from './event-facts.cache.js';
import { EventLanguage } from './event-language.entity.js';
import { EventLocation } from './event-location.entity.js';
import { Event } from './event.entity.js';
import { EventsController } from './events.controller.js';
import { EventsRepository } from './events.repository.js';
import { EventsService } from './events.service.js';

@Module({
  imports: [
    DatabaseModule.forEntities([Event, EventLanguage, EventLocation]),
    ChangeFeedModule,
    ReferenceDataModule,
    WebAssetsModule,
  ],
  controllers: [EventsController, ClaimLinkController],
  providers: [EventsService, EventsRepository, EventFactsCache, ClaimLinkPage],
  exports: [EventFactsCache, EventsService],
})
export class EventsModule {}
