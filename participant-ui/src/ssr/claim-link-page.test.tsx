// @vitest-environment node
import { CLAIM_LINK_STATE_ID, type ClaimLinkState, translate } from '@unit-costs/contract';
import { describe, expect, it } from 'vitest';

import { anEvent } from '../test-support/factories';
import { renderClaimLinkPage } from './claim-link-page';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Travel and accommodation refunds</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const stateIn = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${CLAIM_LINK_STATE_ID}">(.*?)</script>`, 's').exec(html)![1],
  ) as ClaimLinkState;

describe('renderClaimLinkPage', () => {
  it('fills the built page with the form, its styles, its title and language, and the state it was rendered from', async () => {
    const state: ClaimLinkState = {
      language: 'de',
      eventNumber: '126dt01',
      event: anEvent({ languages: [{ language: 'de', title: 'Aktuelle Rechtsprechung' }] }),
    };
    const html = await renderClaimLinkPage(PAGE, state);

    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<title>Aktuelle Rechtsprechung · [^<]+<\/title>/);
    expect(html).not.toContain('<title>Travel and accommodation refunds</title>');
    expect(html).toMatch(/<div id="root"><.*Adresse des Arbeitgebers.*<\/div>\s*<\/body>/s);
    expect(html).toMatch(/<style data-emotion="css [^"]+">.+<\/style>/);
    expect(stateIn(html)).toEqual(state);
    // Without JavaScript the page says what works and what needs it, in its language.
    expect(html).toContain(`<noscript><p>${translate('de', 'noscript.notice')}</p></noscript>`);
    // The state and the styles come before the app's script, which reads them.
    expect(html.indexOf(CLAIM_LINK_STATE_ID)).toBeLessThan(html.indexOf('/assets/index-abc.js'));
  });

  it('keeps whatever an event says inside its state element', async () => {
    const title = '</script><script>alert(1)</script><!-- \u2028';
    const state: ClaimLinkState = { language: 'en', eventNumber: '126DT01', event: anEvent({ title }) };
    const html = await renderClaimLinkPage(PAGE, state);

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- \u2028');
    expect(stateIn(html).event?.title).toBe(title);
    // The heading shows it as text.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
