import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { Public } from '../auth/access.decorators.js';
import { WEB_ASSETS } from './web.tokens.js';

/** The participant app's page for a claim link, as its build names it. */
const CLAIM_LINK_PAGE = 'claim-link.html';
import type { WebAssets } from './web-assets.js';

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
    return this.sendIndex(res, this.assets.admin, 'admin-ui');
  }

  /**
   * A claim link: the participant app's page that also starts loading the claim form's code and the
   * event (participant-ui/build/first-load-plugin.ts writes it beside index.html).
   */
  @Get('claims/create/:eventNumber')
  claimLink(@Res() res: FastifyReply): FastifyReply {
    const page = existsSync(join(this.assets.participant, CLAIM_LINK_PAGE)) ? CLAIM_LINK_PAGE : 'index.html';
    return this.sendIndex(res, this.assets.participant, 'participant-ui', page);
  }

  /** Unknown paths of the API never get here: answerUnknownApiPaths answers them with a JSON 404. */
  @Get('*')
  participant(@Res() res: FastifyReply): FastifyReply {
    return this.sendIndex(res, this.assets.participant, 'participant-ui');
  }

  private sendIndex(res: FastifyReply, dist: string, workspace: string, page = 'index.html'): FastifyReply {
    if (!existsSync(join(dist, page))) {
      return res
        .status(503)
        .type('text/plain')
        .send(`The ${workspace} app is not built yet: run "npm run build" in the repository root.`);
    }
    // The page names hashed bundles; it must never be cached past a deployment (cacheHeaders says no-cache).
    return res.sendFile(page, dist);
  }
}
