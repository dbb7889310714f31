import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { CLAIM_LINK_PAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@unit-costs/contract';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { Public } from '../../platform/auth/access.decorators.js';
import { RequestLanguage } from '../../platform/common/i18n/request-language.js';
import { sendAppPage } from '../../platform/web/app-pages.js';
import type { WebAssets } from '../../platform/web/web-assets.js';
import { WEB_ASSETS } from '../../platform/web/web.tokens.js';
import { ClaimLinkPage } from './claim-link-page.js';

/** The page a claim link opens: the participant app's claim form for one event. */
@ApiExcludeController()
@Public()
@Controller()
export class ClaimLinkController {
  constructor(
    @Inject(WEB_ASSETS) private readonly assets: WebAssets,
    private readonly claimLinkPage: ClaimLinkPage,
  ) {}

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
    return sendAppPage(res, this.assets.participant, 'participant-ui', page);
  }
}
