import { Module } from '@nestjs/common';

import { WebAssetsModule } from './web-assets.module.js';
import { WebController } from './web.controller.js';

/** Serves the participant SPA and the admin console; imported last so its catch-all comes after every API route. */
@Module({
  imports: [WebAssetsModule],
  controllers: [WebController],
})
export class WebModule {}
