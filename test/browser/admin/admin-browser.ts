import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

import type { BrowserApp } from '../../support/browser.js';
import { accountOutsideSepa, guestToken, participantIban } from '../../support/claims.js';

const SHOTS = '/tmp/shots/admin';

/** The password of the harness's local staff accounts test-admin, test-approver, test-staff, test-nobody. */
export const TEST_PASSWORD = 'test-password';

/** With SCREENSHOTS=1, a full-page screenshot of the console. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  // Let dialogs and notifications settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Signs in with a local staff account through the console's login form; lands on /admin/claims. */
export async function signIn(page: Page, username = 'test-admin'): Promise<void> {
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByRole('form', { name: 'Local staff account' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/claims');
}

/** What the page's own scripts see (the tests' TypeScript has no DOM library). */
interface PageGlobals {
  navigator: { clipboard: { readText(): Promise<string> } };
  sessionStorage: Record<string, string>;
  localStorage: Record<string, string>;
}

/** The text on the clipboard of the page's browser. */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.clipboard.readText());
}

/** The keys of the page's session or local storage. */
export function storageKeys(page: Page, storage: 'sessionStorage' | 'localStorage'): Promise<string[]> {
  return page.evaluate((which) => Object.keys((globalThis as unknown as PageGlobals)[which]), storage);
}

/** Resolves once the console's DELETE of a path containing `part` has been answered. */
export async function deleted(page: Page, part: string): Promise<void> {
  await page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes(part));
}

/** The console's side menu. */
export async function openMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('menuitem', { name: item }).click();
}

/** Where a test claim is made: its event (by number), the account it is paid to, the participant's language. */
export interface ClaimOptions {
  eventNumber?: string;
  iban?: string;
  language?: string;
  /** Paid to an account in Brazil instead, outside SEPA: with its bank's BIC, name and address. */
  outsideSepa?: boolean;
}

/**
 * A claim for the demo event 126DT01 (ended last month), or another, that its owner has requested: saved with the
 * claim form's call, bank data entered and the contribution requested by the guest, as the participant SPA does.
 * Paid to `iban`, by default an account of the address's own (participantIban): one account for two
 * people's claims of one event would make them one person's.
 */
export async function requestedClaim(
  b: BrowserApp,
  email: string,
  name: { firstname: string; lastname: string },
  { eventNumber = '126DT01', iban = participantIban(email), language = 'en', outsideSepa = false }: ClaimOptions = {},
): Promise<{ guid: string; identifier: string }> {
  const events = await b.http.get(`/api/events?number=${eventNumber}`).expect(200);
  const belgium = (await b.http.get('/api/countries?iso_3166=BE').expect(200)).body.results[0].id;
  const saved = await b.http
    .post('/api/travelclaim/')
    .send({
      eventId: events.body.results[0].id,
      ...name,
      email,
      phone: '+32 2 508 61 11',
      institution: 'Court of Appeal Brussels',
      street: 'Place Poelaert 1',
      postalCode: '1000',
      city: 'Brussels',
      countryId: belgium,
      latitude: 50.8366,
      longitude: 4.3517,
      travelType: 0,
      nightsSpend: 1,
      language,
    })
    .expect(200);
  const guid: string = saved.body.guid;
  const guest = { Authorization: `Bearer ${await guestToken(b, email)}` };
  await b.http
    .post('/api/elvdata')
    .set(guest)
    .send({
      claimId: guid,
      accountHolderName: `${name.firstname} ${name.lastname}`,
      ...(outsideSepa ? await accountOutsideSepa(b) : { iban, bic: '', bankname: '', bankAddress: null }),
      accountHolderAddress: { street: 'Place Poelaert 1', postalCode: '1000', city: 'Brussels', countryId: belgium },
    })
    .expect(200);
  await b.http.put('/api/travelclaim').set(guest).send({ guid, status: 1, confirmed: true }).expect(200);
  return { guid, identifier: saved.body.identifier };
}

/** A requested claim (as `requestedClaim`) that an Approver has approved: it waits for a payment run. */
export async function approvedClaim(
  b: BrowserApp,
  email: string,
  name: { firstname: string; lastname: string },
  options: ClaimOptions = {},
): Promise<{ guid: string; identifier: string }> {
  const claim = await requestedClaim(b, email, name, options);
  await b.http
    .put(`/api/travelclaim/${claim.guid}`)
    .set('Authorization', `Bearer ${b.token('approver')}`)
    .send({ status: 2 })
    .expect(200);
  return claim;
}

/** The claim as the server has it now. */
export async function claimOnServer(b: BrowserApp, guid: string) {
  const response = await b.http
    .get(`/api/travelclaim/${guid}`)
    .set('Authorization', `Bearer ${b.token('admin')}`)
    .expect(200);
  return response.body;
}

/** A copy of the demo event 126DT01 on the same days, under another number: its claims overlap 126DT01's. */
export async function overlappingEvent(b: BrowserApp, number: string): Promise<void> {
  const demo = (await b.http.get('/api/events?number=126DT01').expect(200)).body.results[0];
  const { osmid, name, city, countryISO_3166, latitude, longitude } = demo.location;
  await b.http
    .post('/api/events')
    .set('Authorization', `Bearer ${b.token('admin')}`)
    .send({
      number,
      title: `${demo.title} (second group)`,
      startDate: demo.startDate,
      endDate: demo.endDate,
      distanceBandVersion: demo.distanceBandVersion,
      accommodationEligible: demo.accommodationEligible,
      maxNights: demo.maxNights,
      location: { osmid, name, city, countryISO_3166, latitude, longitude },
    })
    .expect(201);
}
