import { Module } from '@nestjs/common';

import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { findWebAssets } from './web-assets.js';
import { WEB_ASSETS } from './web.tokens.js';

/** Where the two apps' built files are: for the web's pages and for a feature's own page (the claim link's). */
@Module({
  providers: [
    { provide: WEB_ASSETS, inject: [CONFIG], useFactory: (config: AppConfig) => findWebAssets(config.uiRoot) },
  ],
  exports: [WEB_ASSETS],
})
export class WebAssetsModule {}
