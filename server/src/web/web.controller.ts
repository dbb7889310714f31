import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { CLAIM_LINK_PAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@unit-costs/contract';

import { Public } from '../auth/access.decorators.js';
import { RequestLanguage } from '../common/i18n/request-language.js';
import { ClaimLinkPage } from './claim-link-page.js';
import { WEB_ASSETS } from './web.tokens.js';
import type { WebAssets } from './web-assets.js';

/**
 * The history-API fallback of the two single-page apps: any other GET answers the app's
 * index.html and the client-side router shows the page. Registered after every API route.
 */
@ApiExcludeController()
@Public()
@Controller()
export class WebController {
  constructor(
    @Inject(WEB_ASSETS) private readonly assets: WebAssets,
    private readonly claimLinkPage: ClaimLinkPage,
  ) {}

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
   * A claim link: the page rendered with the event in the page's language (claim-link-page.ts), in
   * the language the app would open it in (the link's `?lang=`, else the browser's, else English);
   * else the app's page that starts loading the claim form's code and the event itself
   * (participant-ui/build/first-load-plugin.ts writes both beside index.html).
   */
  @Get('claims/create/:eventNumber')
  async claimLink(
    @Param('eventNumber') eventNumber: string,
    @Query('lang') asked: unknown,
    @RequestLanguage() accepted: Language | undefined,
    @Res() res: FastifyReply,
  ): Promise<FastifyReply> {
    const chosen = typeof asked === 'string' ? asked.toLowerCase() : undefined;
    const language = isLanguage(chosen) ? chosen : (accepted ?? DEFAULT_LANGUAGE);
    const rendered = await this.claimLinkPage.render(eventNumber, language);
    if (rendered !== undefined) {
      return res
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language')
        .type('text/html; charset=utf-8')
        .send(rendered);
    }
    const drawnByTheApp = CLAIM_LINK_PAGES.drawnByTheApp;
    const page = existsSync(join(this.assets.participant, drawnByTheApp)) ? drawnByTheApp : 'index.html';
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
