import { Module } from '@nestjs/common';

import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { EventsModule } from '../events/events.module.js';
import { ClaimLinkPage } from './claim-link-page.js';
import { findWebAssets } from './web-assets.js';
import { WebController } from './web.controller.js';
import { WEB_ASSETS } from './web.tokens.js';

/** Serves the participant SPA and the admin console; imported last so its catch-all comes after every API route. */
@Module({
  imports: [EventsModule],
  controllers: [WebController],
  providers: [
    ClaimLinkPage,
    { provide: WEB_ASSETS, inject: [CONFIG], useFactory: (config: AppConfig) => findWebAssets(config.uiRoot) },
  ],
  exports: [WEB_ASSETS],
})
export class WebModule {}
