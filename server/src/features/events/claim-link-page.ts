import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CLAIM_LINK_PAGES,
  CLAIM_LINK_RENDERER,
  type ClaimLinkState,
  type EventDto,
  type Language,
  type RenderClaimLinkPage,
} from '@unit-costs/contract';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { WebAssets } from '../../platform/web/web-assets.js';
import { WEB_ASSETS } from '../../platform/web/web.tokens.js';
import { EventsService } from './events.service.js';

/** Rendered pages kept, by language and event as looked up: a claim link is opened by everyone invited with it. */
const KEPT_PAGES = 100;
/** A render that takes longer is given up: the app draws the page instead. */
const RENDER_TIMEOUT_MS = 3000;

/**
 * A claim link's page rendered by the participant app's own code (docs/decisions.md, "A claim link
 * rendered by the server"): a phone shows the form, and its employer field takes typing, before the
 * app's code has arrived and run. Anything that stops the render (no renderer built, a failing event
 * look-up, a render error or time-out) leaves the answer to the page the app draws itself; so does an
 * unknown number (the app says so), which no request can make the server render a page for.
 */
@Injectable()
export class ClaimLinkPage {
  private readonly logger = new Logger(ClaimLinkPage.name);
  private renderer?: Promise<{ render: RenderClaimLinkPage; page: string } | undefined>;
  /** Insertion-ordered: the oldest page goes first. The page depends only on its key, so replicas never disagree. */
  private readonly kept = new Map<string, string>();

  constructor(
    @Inject(WEB_ASSETS) private readonly assets: WebAssets,
    private readonly events: EventsService,
  ) {}

  /** The page for `eventNumber` in `language`, or undefined when the app is to draw it (also when no event has the number). */
  async render(eventNumber: string, language: Language): Promise<string | undefined> {
    try {
      const renderer = await this.loadRenderer();
      if (!renderer) return undefined;
      const event = await this.events.findByNumber(eventNumber);
      if (!event) return undefined;
      // The event as the API sends it (dates as text), for the app to start from the same state.
      const state: ClaimLinkState = { language, eventNumber, event: JSON.parse(JSON.stringify(event)) as EventDto };
      const key = JSON.stringify(state);
      const kept = this.kept.get(key);
      if (kept !== undefined) return kept;
      const html = await withTimeout(renderer.render(renderer.page, state), RENDER_TIMEOUT_MS);
      this.keep(key, html);
      return html;
    } catch (error) {
      this.logger.warn(`Claim link ${JSON.stringify(eventNumber)} drawn by the app: ${String(error)}`);
      return undefined;
    }
  }

  private keep(key: string, html: string): void {
    if (this.kept.size >= KEPT_PAGES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, html);
  }

  /** The built renderer and page, loaded once; undefined when the participant app was built without them. */
  private loadRenderer(): Promise<{ render: RenderClaimLinkPage; page: string } | undefined> {
    this.renderer ??= (async () => {
      const module = join(this.assets.participant, '..', CLAIM_LINK_RENDERER);
      const page = join(this.assets.participant, CLAIM_LINK_PAGES.renderedByTheServer);
      if (!existsSync(module) || !existsSync(page)) return undefined;
      const { renderClaimLinkPage } = (await import(pathToFileURL(module).href)) as {
        renderClaimLinkPage: RenderClaimLinkPage;
      };
      return { render: renderClaimLinkPage, page: await readFile(page, 'utf8') };
    })();
    return this.renderer;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
