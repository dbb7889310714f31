import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { Public } from '../auth/access.decorators.js';
import { sendAppPage } from './app-pages.js';
import type { WebAssets } from './web-assets.js';
import { WEB_ASSETS } from './web.tokens.js';

/**
 * The history-API fallback of the two single-page apps: any other GET answers the app's
 * index.html and the client-side router shows the page. Registered after every API route.
 */
@ApiExcludeController()
@Public()
@Controller()
export class WebController {
  constructor(@Inject(WEB_ASSETS) private readonly assets: WebAssets) {}

  /** Where the Entra sign-in popup lands (spec: the site's origin followed by /blank.html). */
  @Get('blank.html')
  blank(@Res() res: FastifyReply): FastifyReply {
    // A missing file is a 404 (@fastify/static hands it to the not-found handler).
    return res.sendFile('blank.html', this.assets.admin);
  }

  @Get(['admin', 'admin/*'])
  admin(@Res() res: FastifyReply): FastifyReply {
    return sendAppPage(res, this.assets.admin, 'admin-ui');
  }

  /** Unknown paths of the API never get here: answerUnknownApiPaths answers them with a JSON 404. */
  @Get('*')
  participant(@Res() res: FastifyReply): FastifyReply {
    return sendAppPage(res, this.assets.participant, 'participant-ui');
  }
}
