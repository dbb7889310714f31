import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type RequestHandler, type Response } from 'express';

import type { AppConfig } from '../config/config.js';
import { isApiPath } from './api-paths.js';
import type { WebAssets } from './web-assets.js';

/** Vite names bundles by content hash, so they can be cached for good; everything else is revalidated. */
function cacheHeaders(res: Response, path: string): void {
  res.setHeader('Cache-Control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Files of the two apps and the employee photos; the SPA fallback (WebController) answers the rest. */
export function serveWebAssets(nest: INestApplication, assets: WebAssets, config: AppConfig): void {
  const app = nest as NestExpressApplication;
  app.useStaticAssets(assets.admin, { prefix: '/admin/', index: false, redirect: false, setHeaders: cacheHeaders });
  // Mounted at the root, it would look for a file on every API call: API paths skip it.
  const participant = express.static(assets.participant, { index: false, setHeaders: cacheHeaders });
  const pages: RequestHandler = (req, res, next) => (isApiPath(req.path) ? next() : participant(req, res, next));
  app.use(pages);
  app.useStaticAssets(config.employeePhotosDir, { prefix: '/employees/', index: false, maxAge: '1h' });
}
