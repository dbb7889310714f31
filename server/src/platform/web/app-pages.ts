import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A page of an app's build (`dist`), or a 503 naming the app (`workspace`) when it is not built. */
export function sendAppPage(res: FastifyReply, dist: string, workspace: string, page = 'index.html'): FastifyReply {
  if (!existsSync(join(dist, page))) {
    return res
      .status(503)
      .type('text/plain')
      .send(`The ${workspace} app is not built yet: run "npm run build" in the repository root.`);
  }
  // The page names hashed bundles; it must never be cached past a deployment (cacheHeaders says no-cache).
  return res.sendFile(page, dist);
}
