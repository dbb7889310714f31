/**
 * The claim link's first requests, started before the main bundle has arrived. An entry of its own,
 * loaded `async` from the page's head (vite/first-load.ts puts it there; a page's CSP allows no inline
 * script): a claim link's page needs the claim form's code and its event, which would otherwise wait
 * for the main bundle to download and run, then for the form's chunk, then for the event, one round
 * trip after another on a phone. Only type imports and the meta's name, so it stays a few hundred bytes.
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
  const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${CLAIM_FORM_CHUNKS_META}"]`)?.content ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
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
}
