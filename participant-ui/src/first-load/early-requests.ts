/**
 * The claim link's first requests, started before the main bundle has arrived: an entry of its own,
 * which only claim-link.html loads (`async`, from its head; build/first-load-plugin.ts). The event
 * and the claim form's chunks would otherwise be asked for when the main bundle had downloaded and
 * run. The event's request goes first: over HTTP/1.1 a browser opens six connections to a server,
 * and the small answer the page waits for must not queue behind a dozen chunks (preload links in the
 * page itself would all be requested before this script could run). Only the meta's name and type
 * exports besides, so that it stays a few hundred bytes; a page's CSP allows no inline script.
 */
import { CLAIM_FORM_CHUNKS_META } from './claim-form-chunks';

/** The claim link's event request, already under way; findEventByNumber takes it once. */
export interface EarlyEventRequest {
  /** The event number as the link has it. */
  number: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    earlyEventRequest?: EarlyEventRequest;
  }
}

const claimLink = /^\/claims\/create\/([^/]+)\/?$/.exec(location.pathname);
if (claimLink) {
  try {
    const number = decodeURIComponent(claimLink[1]);
    const response = fetch(`/api/events?number=${encodeURIComponent(number)}`, {
      headers: { Accept: 'application/json' },
    });
    // A failure is the app's to show when it takes the request; until then it is no unhandled rejection.
    response.catch(() => undefined);
    window.earlyEventRequest = { number, response };
  } catch {
    // A malformed link (a stray '%'): the page itself says that no event has this number.
  }
  const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${CLAIM_FORM_CHUNKS_META}"]`)?.content ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
