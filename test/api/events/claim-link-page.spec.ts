import { CLAIM_LINK_STATE_ID, type ClaimLinkState } from '@unit-costs/contract';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A claim link rendered by the server (docs/decisions.md, "A claim link rendered by the server"), with
 * the participant app's real build (`npm test` builds it first): the form is in the page, in the
 * language the app would open it in, with the state the app takes it over from.
 */
const BUILT = join(process.cwd(), '..', 'participant-ui', 'dist-ssr', 'claim-link-page.js');

/** The state in the page, as the app reads it. */
function stateOf(html: string): ClaimLinkState {
  const match = new RegExp(`<script type="application/json" id="${CLAIM_LINK_STATE_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match) throw new Error('no state in the page');
  return JSON.parse(match[1]) as ClaimLinkState;
}

/** What the page shows, roughly as text: tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a claim link rendered by the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(BUILT)) throw new Error('Build the participant app first: npm run build -w participant-ui');
    t = await startTestApp({ DEMO_DATA: '1' });
  });
  afterAll(() => t?.close());

  it('answers the form with the event, its employer field and the state the app starts from, and runs no inline script', async () => {
    const response = await t.http.get('/claims/create/226DT02').set('Accept-Encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    const html = response.text;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Annual Conference on European Data Protection Law · [^<]+<\/title>/);
    const text = textOf(html);
    expect(text).toContain('Calculate your refund');
    expect(text).toContain('Employer address');
    expect(text).toContain('Residence Palace, Brussels, Belgium');
    // The employer field takes typing before the app runs.
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*>/);
    expect(html).not.toMatch(/<input[^>]*role="combobox"[^>]*disabled/);
    // Its styles are in the page, for Emotion to take over.
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-/);

    const state = stateOf(html);
    expect(state).toMatchObject({ language: 'en', eventNumber: '226DT02' });
    // The event exactly as the app would fetch it.
    const listed = await t.http.get('/api/events?number=226DT02');
    expect(state.event).toEqual(listed.body.results[0]);

    // Only the app's own files run: no inline script (the CSP would refuse it).
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(
      scripts.filter(
        (attributes) => !/src="\/assets\//.test(attributes) && !/type="application\/json"/.test(attributes),
      ),
    ).toEqual([]);
  });

  it.each([
    ['?lang=de', undefined, 'de', 'Jahreskonferenz zum Europäischen Datenschutzrecht'],
    ['', 'fr-CH, de;q=0.8', 'fr', 'Conférence annuelle sur le droit européen de la protection des données'],
    ['?lang=FR', 'de', 'fr', 'Conférence annuelle sur le droit européen de la protection des données'],
    ['?lang=xx', 'es, it', 'en', 'Annual Conference on European Data Protection Law'],
  ])('opens %s with Accept-Language %s in %s', async (query, acceptLanguage, language, title) => {
    const request = t.http.get(`/claims/create/226DT02${query}`);
    const response = await (acceptLanguage ? request.set('Accept-Language', acceptLanguage) : request);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<html lang="${language}">`);
    expect(stateOf(response.text).language).toBe(language);
    expect(textOf(response.text)).toContain(title);
  });

  it("leaves an unknown number's page to the app, whatever the link carries", async () => {
    const response = await t.http.get(`/claims/create/${encodeURIComponent('</script><script>alert(1)</script>')}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(CLAIM_LINK_STATE_ID);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('alert(1)');
  });
});
