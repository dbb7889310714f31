import type { BrowserContext, Page } from 'playwright-core';

import { axeViolations } from '../../support/axe.js';
import { camt054, entry, PAYMENT_DEBTOR } from '../../support/bank-statements.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { approvedClaim, requestedClaim, signIn } from '../admin/admin-browser.js';
import { guestSession, savedClaim, screenshot, storeSession } from '../participant/participant-browser.js';
import { SCREENS, type Screen, type ScreenData } from './screens.js';

// Issue 23: axe-core finds nothing at WCAG 2.1 A and AA on any page or dialog of either app; issue 28:
// nor on the participant app's in German and French; issue 34: at a phone's width as at an office
// screen's, with every rule axe-core has at those levels, its experimental ones too (test/support/axe.ts).
// One server and one browser; the pages are visited one after another (screens.ts lists them).
const PARTICIPANT = 'axe.participant@court.example';

let b: BrowserApp;
let data: ScreenData;
const pages = new Map<Screen['who'], { context: BrowserContext; page: Page; failures: string[] }>();

beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1', ...PAYMENT_DEBTOR });
  const savedGuid = await savedClaim(b, PARTICIPANT);
  // Rejected first: the participant's requested claim for the same event may then be requested too.
  const { guid: rejectedGuid } = await requestedClaim(b, PARTICIPANT, { firstname: 'Ada', lastname: 'Axe' });
  await b.http
    .put('/api/travelclaim')
    .set('Authorization', `Bearer ${b.token('approver')}`)
    .send({ guid: rejectedGuid, status: 5, rejectReason: 4, othertxt: 'The seminar was attended online.' })
    .expect(200);
  const { guid: requestedGuid } = await requestedClaim(b, PARTICIPANT, {
    firstname: 'Ada',
    lastname: 'Axe',
  });
  const events = await b.http.get('/api/events?number=126DT01').expect(200);
  const contacts = await b.http
    .get('/api/contacts')
    .set('Authorization', `Bearer ${b.token('admin')}`)
    .expect(200);
  // An attendee named like the requested claim's participant, not checked in: the attendance tab and the
  // check-in page show a row, and approving the claim warns.
  await b.http
    .post(`/api/events/${events.body.results[0].id}/attendees`)
    .set('Authorization', `Bearer ${b.token('admin')}`)
    .send({ firstname: 'Ada', lastname: 'Axe', email: PARTICIPANT })
    .expect(201);
  // A payment run of two approved claims, and the bank's answer to it: one booked, one returned.
  const payees = [
    await requestedClaim(b, 'axe.paid@court.example', { firstname: 'Paula', lastname: 'Paid' }),
    await requestedClaim(b, 'axe.returned@court.example', { firstname: 'Rene', lastname: 'Returned' }),
  ];
  for (const { guid } of payees) {
    await b.http
      .put(`/api/travelclaim/${guid}`)
      .set('Authorization', `Bearer ${b.token('approver')}`)
      .send({ status: 2 })
      .expect(200);
  }
  const run = await b.http
    .post('/api/paymentruns')
    .set('Authorization', `Bearer ${b.token('approver')}`)
    .send({ claims: payees.map(({ guid }) => guid) })
    .expect(201);
  const [paid, returned] = run.body.claims as { endToEndId: string; amount: number }[];
  // Two more approved claims: one waiting for the next run, one paid outside SEPA by hand.
  await approvedClaim(b, 'axe.waiting@court.example', { firstname: 'Wanda', lastname: 'Waiting' });
  const outsideSepa = await approvedClaim(
    b,
    'axe.brazil@court.example',
    { firstname: 'Bruno', lastname: 'Brasil' },
    { outsideSepa: true },
  );
  const admin = { Authorization: `Bearer ${b.token('admin')}` };
  // An event in Luxembourg, where no demo refund rate leads: the event page warns.
  const uncovered = await b.http
    .post('/api/events')
    .set(admin)
    .send({
      number: '326AX02',
      title: 'Courts without rates',
      startDate: '2027-05-03T07:00:00.000Z',
      endDate: '2027-05-04T15:00:00.000Z',
      distanceBandVersion: 1,
      accommodationEligible: true,
      maxNights: 2,
      location: {
        osmid: 1,
        name: 'Cercle Cité',
        city: 'Luxembourg',
        countryISO_3166: 'LU',
        latitude: 49.6116,
        longitude: 6.1319,
      },
    })
    .expect(201);
  // Two staff accounts: an Approver, and one turned off.
  const account = async (username: string, roles: string[]) =>
    (
      await b.http
        .post('/api/staff')
        .set(admin)
        .send({ username, displayName: username.replace('.', ' '), email: `${username}@academy.example`, roles })
        .expect(201)
    ).body.id as number;
  const staffId = await account('axe.approver', ['Approver']);
  const inactiveStaffId = await account('axe.inactive', ['Staff']);
  await b.http.put(`/api/staff/${inactiveStaffId}`).set(admin).send({ enabled: false }).expect(200);
  // A rate and a band changed and changed back: their pages show the change record, the calculations stay.
  const rates = await b.http.get('/api/crosscountries?_start=0&_end=1').set(admin).expect(200);
  const [{ id: rateId, refundRate }] = (Array.isArray(rates.body) ? rates.body : rates.body.results) as {
    id: number;
    refundRate: number;
  }[];
  for (const value of [refundRate + 1, refundRate]) {
    await b.http.put(`/api/crosscountries/${rateId}`).set(admin).send({ refundRate: value }).expect(200);
  }
  const bands = await b.http.get('/api/distancebands?version=1').set(admin).expect(200);
  const { id: bandId, minValue, maxValue, amount } = bands.body[0].values[0] as Record<string, number>;
  for (const value of [amount + 1, amount]) {
    await b.http.put(`/api/distancebands/${bandId}`).set(admin).send({ minValue, maxValue, amount: value }).expect(200);
  }
  data = {
    savedGuid,
    requestedGuid,
    rejectedGuid,
    eventId: events.body.results[0].id,
    contactId: contacts.body.results[0].id,
    runId: run.body.id,
    outsideSepaGuid: outsideSepa.guid,
    statement: camt054('AXE-1', [
      entry(paid.endToEndId, paid.amount),
      entry(returned.endToEndId, returned.amount, 'AC04'),
      entry('UC-1999-999999', 1),
    ]),
    uncoveredEventId: uncovered.body.id,
    staffId,
    inactiveStaffId,
    rateId,
    bandId,
  };

  for (const who of ['guest', 'participant', 'staff'] as const) {
    const opened = { ...(await b.newPage({ width: 1280, height: 900 })), failures: [] as string[] };
    opened.page.on('pageerror', (error) => opened.failures.push(error.message));
    pages.set(who, opened);
  }
  await storeSession(pages.get('participant')!.page, await guestSession(b, PARTICIPANT));
  await signIn(pages.get('staff')!.page);
});
afterAll(async () => {
  for (const { context } of pages.values()) await context.close();
  await b?.close();
});

/** Read-only fields the Tab key would stop at (issue 23: they are not tab stops), by their ids. */
function readOnlyTabStops(page: Page): Promise<string[]> {
  return page
    .locator(
      'input[readonly]:not([tabindex="-1"]):not([type="hidden"]):not([aria-hidden="true"]), textarea[readonly]:not([tabindex="-1"])',
    )
    .evaluateAll((fields) => fields.map((field) => field.getAttribute('id') ?? field.outerHTML));
}

/** A phone's width and an office screen's: every screen is checked at both. */
const WIDTHS = [390, 1280] as const;

describe('axe at WCAG 2.1 A and AA, and read-only fields off the Tab order', () => {
  // Each screen at both widths in turn: the list's order (English, then German, then French, which the
  // participant app remembers) holds.
  const cases = SCREENS.flatMap((screen) =>
    WIDTHS.map((width) => [`${screen.name} at ${width} px`, screen, width] as const),
  );
  it.each(cases)('finds nothing on %s', async (_name, screen, width) => {
    const { page, failures } = pages.get(screen.who)!;
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const path = typeof screen.path === 'string' ? screen.path : screen.path(data);
    // German and French through the claim link's ?lang=, which the app remembers for its next pages.
    await page.goto(screen.language ? `${path}?lang=${screen.language}` : path);
    await screen.ready(page).waitFor();
    if (screen.language) expect(await page.getAttribute('html', 'lang')).toBe(screen.language);
    if (screen.open) await (await screen.open(page, data)).first().waitFor();
    // Transitions (fades, ripples) settle first: mid-fade colours are not the page's.
    await page.waitForTimeout(500);
    await screenshot(page, `axe-${screen.name.replace(/\W+/g, '-')}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await readOnlyTabStops(page)).toEqual([]);
    expect(failures).toEqual([]);
    if (screen.open) await page.keyboard.press('Escape');
  });
});
