import type { EventDto } from './api.generated.js';
import type { Language } from './i18n/languages.js';

/**
 * A claim link's page rendered by the server (docs/decisions.md, "A claim link rendered by the
 * server"): what the server looked up, which the page carries for the app to start from the same
 * state (its first render must match the server's HTML).
 */
export interface ClaimLinkState {
  /** The page's language: the link's `?lang=`, else the request's Accept-Language, else English. */
  language: Language;
  /** The event number as the link has it. */
  eventNumber: string;
  /** The event as GET /api/events?number= finds it; null when no event has the number. */
  event: EventDto | null;
}

/** The id of the page's `<script type="application/json">` holding the ClaimLinkState. */
export const CLAIM_LINK_STATE_ID = 'claim-link-state';

/** The participant app's server renderer (participant-ui/src/ssr): the page for a state, from the built page around it. */
export type RenderClaimLinkPage = (page: string, state: ClaimLinkState) => Promise<string>;

/**
 * The participant app's built pages for a claim link, beside its index.html: the page the app draws
 * in the browser (it starts the event's request and the form's code itself) and the page the server
 * fills in (it names the form's code to preload; the event comes in the page).
 */
export const CLAIM_LINK_PAGES = {
  drawnByTheApp: 'claim-link.html',
  renderedByTheServer: 'claim-link-ssr.html',
} as const;

/** Where the participant app's build leaves that renderer, relative to its workspace (an ES module exporting `renderClaimLinkPage`). */
export const CLAIM_LINK_RENDERER = 'dist-ssr/claim-link-page.js';
