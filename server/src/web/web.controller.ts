import { Controller, Get, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { Public } from '../auth/access.decorators.js';
import { GENERIC } from '../common/errors/error.filter.js';
import { isApiPath } from './api-paths.js';
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
  constructor(@Inject(WEB_ASSETS) private readonly assets: WebAssets) {}

  /** Where the Entra sign-in popup lands (spec: the site's origin followed by /blank.html). */
  @Get('blank.html')
  blank(@Res() res: Response): void {
    res.sendFile(join(this.assets.admin, 'blank.html'), (error) => {
      if (error) res.status(404).end();
    });
  }

  @Get(['admin', 'admin/*path'])
  admin(@Res() res: Response): void {
    this.sendIndex(res, this.assets.admin, 'admin-ui');
  }

  @Get('{*path}')
  participant(@Req() req: Request, @Res() res: Response): void {
    // An unknown path of the API is a JSON 404, never the app's page; answered here rather than
    // thrown, which spares building an exception with its stack for every probe (docs/decisions.md).
    if (isApiPath(req.path)) {
      res.status(HttpStatus.NOT_FOUND).json({ errorMessage: GENERIC[HttpStatus.NOT_FOUND] });
      return;
    }
    this.sendIndex(res, this.assets.participant, 'participant-ui');
  }

  private sendIndex(res: Response, dist: string, workspace: string): void {
    const index = join(dist, 'index.html');
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send(`The ${workspace} app is not built yet: run "npm run build" in the repository root.`);
      return;
    }
    // The page names hashed bundles; it must never be cached past a deployment.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  }
}
