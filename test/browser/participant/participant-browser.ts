import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

import { TokenIssuer } from '../../../server/src/platform/auth/token-issuer.service.js';
import type { BrowserApp } from '../../support/browser.js';

/** The stored guest session of the participant SPA (localStorage 'AuthUser'). */
export interface GuestSession {
  token: string;
  refreshToken: string;
  refreshTokenExpiryTime: string;
}

const SHOTS = '/tmp/shots/participant';

/** What the page's scripts here use of the browser (the tests compile without the DOM library). */
export interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { activeElement: unknown };
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === (globalThis as unknown as BrowserGlobals).document.activeElement);
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves through a page. */
export async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isFocused(target))) throw new Error(`Tab did not reach ${target.toString()}`);
}

export { isFocused };

/** With SCREENSHOTS=1, a full-page screenshot named after the page and the viewport width. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Let transitions (collapse, dialogs) settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** The 6-digit code of the newest sign-in mail to `email` that arrived after `since` mails. */
export async function signInCode(b: BrowserApp, email: string, since: number): Promise<string> {
  const mail = await b.mail.waitFor(
    (m) => b.mail.mails.indexOf(m) >= since && m.to.includes(email.toLowerCase()) && /sign-in code/.test(m.subject),
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** Signs a guest in through the API, as the login page does. */
export async function guestSession(b: BrowserApp, email: string): Promise<GuestSession> {
  const since = b.mail.mails.length;
  await b.http.post('/auth/guest').send({ Email: email }).expect(200);
  const code = await signInCode(b, email, since);
  const response = await b.http.post('/auth/guest/login').send({ Email: email, confirmationcode: code }).expect(200);
  return response.body as GuestSession;
}

/** An access token of the guest that has already expired (the server's own signature, one second of life). */
export async function expiredAccessToken(b: BrowserApp, email: string): Promise<string> {
  const { token } = await b.app
    .get(TokenIssuer)
    .issue({ sub: email, kind: 'guest', name: email, roles: [], sid: 'an-expired-session' }, 1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return token;
}

/**
 * Holds the app's scripts back, as a slow phone's network would, until `release` is called: the page
 * the server rendered shows and takes input, but the app does not run it yet. The page's first script
 * (participant-ui/src/first-load/first-taps.ts, a few hundred bytes the page waits for) comes as usual.
 */
export async function holdAppScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!/\/first-taps-[^/]*\.js$/.test(route.request().url())) await held;
    await route.continue();
  });
  return { release };
}

/**
 * Resolves once the participant app runs the page: drawn it, or taken over (hydrated) the page the
 * server rendered. React keeps an element's props on it from then on; the root's first element is
 * the last one it takes over.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as {
      document: { getElementById(id: string): { firstElementChild: object | null } | null };
    };
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactProps'));
  });
}

/** Opens the browser with the session stored, as if the guest had signed in before. */
export async function storeSession(page: Page, session: GuestSession): Promise<void> {
  await page.addInitScript((value) => {
    const { localStorage } = globalThis as unknown as BrowserGlobals;
    if (!localStorage.getItem('AuthUser')) localStorage.setItem('AuthUser', value);
  }, JSON.stringify(session));
}

export async function storedSession(page: Page): Promise<GuestSession | null> {
  return page.evaluate(() =>
    JSON.parse((globalThis as unknown as BrowserGlobals).localStorage.getItem('AuthUser') ?? 'null'),
  );
}

/** A saved claim of `email` for the demo event 126DT01 (ended last month), employer in Brussels. */
export async function savedClaim(b: BrowserApp, email: string): Promise<string> {
  const events = await b.http.get('/api/events?number=126DT01').expect(200);
  const countries = await b.http.get('/api/countries?iso_3166=BE').expect(200);
  const response = await b.http
    .post('/api/travelclaim/')
    .send({
      eventId: events.body.results[0].id,
      firstname: 'Jane',
      lastname: 'Doe',
      email,
      phone: '+32 2 508 61 11',
      institution: 'Court of Appeal Brussels',
      street: 'Place Poelaert 1',
      postalCode: '1000',
      city: 'Brussels',
      countryId: countries.body.results[0].id,
      latitude: 50.8366,
      longitude: 4.3517,
      travelType: 1,
      nightsSpend: 1,
    })
    .expect(200);
  return response.body.guid as string;
}

/** The claim as the server has it (read with an admin token, so the IBAN is not masked). */
export async function claimOnServer(b: BrowserApp, guid: string) {
  const response = await b.http
    .get(`/api/travelclaim/${guid}`)
    .set('Authorization', `Bearer ${b.token('admin')}`)
    .expect(200);
  return response.body;
}

/** Fills the account holder's part of the bank form (the first address block). */
export async function fillAccountHolder(page: Page): Promise<void> {
  await page
    .getByRole('textbox', { name: /^Street/ })
    .last()
    .fill('Place Poelaert 1');
  await page
    .getByRole('textbox', { name: /^Postal Code/ })
    .last()
    .fill('1000');
  await page.getByRole('textbox', { name: /^City/ }).last().fill('Brussels');
  await page
    .getByRole('combobox', { name: /^Country/ })
    .last()
    .selectOption({ label: 'Belgium' });
}

/** Types a SEPA IBAN of the EEA and leaves the field: once checked, the bank needs nothing more than it. */
export async function enterSepaIban(page: Page, iban: string): Promise<void> {
  const field = page.getByRole('textbox', { name: /^IBAN/ });
  await field.fill(iban);
  await field.blur();
  await page.getByText(/^SEPA account in .+: the IBAN is all the bank needs\.$/).waitFor();
}
