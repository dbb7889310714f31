import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CLAIM_LINK_STATE_ID, type RenderClaimLinkPage, translate } from '@unit-costs/contract';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { eventQueryKey } from '../api/events';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../AppProviders';
import { loadLanguage } from '../i18n/language-packs';
import { claimFormPage, routes } from '../routes';

/** JSON inside a script element: nothing in it may end the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A claim link's page as the server sends it (docs/decisions.md, "A claim link rendered by the server"):
 * the built page (claim-link-ssr.html) with the app's HTML for this event and language in its root, the
 * styles that HTML uses in its head (Emotion's, in the element Emotion takes over in the browser), and
 * the state the app starts from, so that its first render in the browser matches and it takes the
 * page over (hydrates) instead of drawing it again. A participant can type into the employer field
 * as soon as the page shows, before the app's code has arrived.
 */
export const renderClaimLinkPage: RenderClaimLinkPage = async (page, state) => {
  await claimFormPage.preload();
  const queryClient = createQueryClient();
  queryClient.setQueryData(eventQueryKey(state.eventNumber), state.event);

  const handler = createStaticHandler(routes);
  const context = await handler.query(
    new Request(new URL(`/claims/create/${encodeURIComponent(state.eventNumber)}`, 'http://claim-link')),
  );
  if (context instanceof Response) throw new Error(`the claim link's route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // compat: Emotion keeps each rule in `inserted` instead of writing a <style> beside its element.
  const styles = createCache({ key: 'css' });
  styles.compat = true;

  const { prelude } = await prerender(
    <CacheProvider value={styles}>
      <AppProviders language={await loadLanguage(state.language)} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
    // One piece: React would otherwise send a large part apart, with an inline script (which the CSP forbids) to put it in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = await new Response(prelude).text();
  queryClient.clear();

  // React writes the page's <title> first; it replaces the built page's own.
  let title = '';
  html = html.replace(/^<title>.*?<\/title>/s, (element) => {
    title = element;
    return '';
  });
  const rules = Object.entries(styles.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const head =
    `<style data-emotion="${escapeAttribute(`css ${rules.map(([name]) => name).join(' ')}`)}">` +
    `${rules.map(([, css]) => css).join('')}</style>\n` +
    `    <script type="application/json" id="${CLAIM_LINK_STATE_ID}">${scriptJson(state)}</script>\n`;

  // Without JavaScript the page shows, but its search and buttons cannot work: it says so, and what does.
  const noscript = `<noscript><p>${escapeText(translate(state.language, 'noscript.notice'))}</p></noscript>\n    `;

  return page
    .replace(/<html lang="[^"]*">/, `<html lang="${state.language}">`)
    .replace(/<title>.*?<\/title>/s, (builtTitle) => title || builtTitle)
    .replace('<script ', `${head}    <script `)
    .replace('<div id="root"></div>', () => `${noscript}<div id="root">${html}</div>`);
};
