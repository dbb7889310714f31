import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';

import type { AppConfig } from '../config/config.js';
import type { WebAssets } from './web-assets.js';

/** Vite names bundles by content hash, so they can be cached for good; everything else is revalidated. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('Cache-Control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Files of the two apps and the employee photos (@fastify/static, Fastify's maintained file server,
 * with ETags); the SPA fallback (WebController) answers the rest. The apps' files are routes of their
 * own, found when the server starts (a build is never changed under a running server): a route per
 * file leaves the catch-all to WebController and costs an API call nothing, where a file server at
 * the root would look for a file on every call. The builds hold each file brotli- and gzip-compressed
 * beside it (the apps' vite.config.ts): a browser gets the one it accepts, index.html included, with
 * `Vary: Accept-Encoding`, and no CPU is spent compressing per request.
 */
export function serveWebAssets(app: NestFastifyApplication, assets: WebAssets, config: AppConfig): void {
  const files = {
    index: false as const,
    redirect: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
    preCompressed: true,
    // The compressed copies are not routes of their own: they are what /x.js answers to a browser that accepts them.
    globIgnore: ['**/*.br', '**/*.gz'],
  };
  // This one decorates the reply with sendFile, which WebController answers the apps' pages with.
  void app.register(fastifyStatic, { root: assets.participant, prefix: '/', ...files });
  void app.register(fastifyStatic, { root: assets.admin, prefix: '/admin/', decorateReply: false, ...files });
  // Photos may be added while the server runs: looked up per request, under their own prefix.
  void app.register(fastifyStatic, {
    root: config.employeePhotosDir,
    prefix: '/employees/',
    decorateReply: false,
    index: false as const,
    maxAge: '1h',
  });
}
