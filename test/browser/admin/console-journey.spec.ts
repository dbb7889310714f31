import { jest } from '@jest/globals';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import {
  claimOnServer,
  clipboardText,
  deleted,
  openMenu,
  overlappingEvent,
  requestedClaim,
  screenshot,
  signIn,
} from './admin-browser.js';

jest.setTimeout(180_000);

// Issue 6, acceptance 1: the console's journeys with a local admin account, through the built app on the real server.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

/** A page of a fresh browser profile that fails the test on any script error. */
async function consolePage() {
  const { context, page } = await b.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  return { context, page, failures };
}

describe('the admin console', () => {
  it('signs in with a local account, redirects /admin and signs out with Logoff', async () => {
    const { context, page, failures } = await consolePage();
    try {
      await page.goto('/admin/events');
      await page.waitForURL('**/admin/login');
      await page.getByText('Microsoft sign-in is not configured on this server').waitFor();
      expect(await page.getByRole('button', { name: 'Login with Microsoft' }).count()).toBe(0);
      await screenshot(page, 'login');

      await page.getByLabel('Username').fill('test-admin');
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').waitFor();
      await screenshot(page, 'login-error');

      await signIn(page);
      expect(await page.getByText('Unit Costs Administration Console').first().isVisible()).toBe(true);
      for (const item of ['Events', 'Claims', 'Countries', 'Distance Bands', 'Employees']) {
        await page.getByRole('menuitem', { name: item }).waitFor();
      }
      await page.goto('/admin');
      await page.waitForURL('**/admin/claims');

      await page.getByRole('button', { name: 'Logoff' }).click();
      await page.waitForURL('**/admin/login');
      await page.goto('/admin/claims');
      await page.waitForURL('**/admin/login');
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates an event in 4 steps, edits it, adds and deletes a contact and a location, copies its link', async () => {
    const { context, page, failures } = await consolePage();
    try {
      await signIn(page);
      await openMenu(page, 'Events');
      await page.getByRole('row', { name: /126DT01/ }).waitFor();
      await screenshot(page, 'events');
      await page.getByRole('link', { name: 'New Seminar' }).click();
      await page.waitForURL('**/admin/events/create');

      // Step 1: the rules first, then the core data.
      await page.getByRole('button', { name: 'Next' }).click();
      const whoops = page.getByRole('alert').filter({ hasText: 'Whoops! There were some problems with your input.' });
      await whoops.waitFor();
      for (const field of ['Number', 'Title', 'Seminar Start Date', 'Seminar End Date']) {
        expect(await whoops.getByText(`Field '${field}' is mandatory.`).isVisible()).toBe(true);
      }
      expect(await page.getByLabel('Max. Nights').inputValue()).toBe('2');
      await screenshot(page, 'event-create-step1-errors');
      await page.getByLabel('Number').fill('326DT77');
      await page.getByLabel('Title').fill('European Family Law');
      await page.getByLabel('Seminar Start Date').fill('2027-03-08T09:00');
      await page.getByLabel('Seminar End Date').fill('2027-03-09T17:30');
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Max. Nights').fill('0');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2: the venue comes from the suggestions.
      const step2 = page.getByTestId('wizard-step-2');
      await step2.getByLabel('Venue Name').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText("Field 'City' is required.").first().waitFor();
      await step2.getByLabel('Search for a venue (institution or city)').fill('Trier');
      await step2
        .getByRole('button', { name: /^Trier/ })
        .first()
        .click();
      expect(await step2.getByRole('textbox', { name: 'City', exact: true }).inputValue()).toBe('Trier');
      expect(await step2.getByRole('textbox', { name: 'Country', exact: true }).inputValue()).toBe('Germany (DE)');
      await step2.getByLabel('Venue Name').fill('Academy Conference Centre');
      await screenshot(page, 'event-create-step2');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 3: employees searched by e-mail.
      const step3 = page.getByTestId('wizard-step-3');
      await step3.getByRole('checkbox', { name: 'Select Anna Schneider' }).waitFor();
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await step3.getByLabel('Search for employee by email').fill('markus');
      await step3.getByRole('checkbox', { name: 'Select Anna Schneider' }).waitFor({ state: 'detached' });
      await step3.getByRole('checkbox', { name: 'Select Markus Weber' }).check();
      await screenshot(page, 'event-create-step3');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 4: the summary.
      const step4 = page.getByTestId('wizard-step-4');
      await step4.getByText('European Family Law').waitFor();
      expect(await step4.getByTestId('summary-max-nights').textContent()).toBe('Calculated');
      expect(await step4.getByText('8 Mar 2027, 09:00').isVisible()).toBe(true);
      expect(await step4.getByRole('button', { name: 'Markus Weber' }).isVisible()).toBe(true);
      await screenshot(page, 'event-create-summary');
      await page.getByRole('button', { name: 'Confirm and Create' }).click();
      await page.waitForURL(/\/admin\/event\/\d+$/);
      const eventId = Number(new URL(page.url()).pathname.split('/').pop());
      const created = (
        await b.http
          .get(`/api/events/${eventId}`)
          .set('Authorization', `Bearer ${b.token('admin')}`)
          .expect(200)
      ).body;
      expect(created).toMatchObject({
        number: '326DT77',
        startDate: '2027-03-08T08:00:00.000Z',
        maxNights: 0,
        accommodationEligible: true,
        distanceBandVersion: 1,
        location: { name: 'Academy Conference Centre', city: 'Trier', countryISO_3166: 'DE' },
        contacts: [expect.objectContaining({ lastName: 'Weber' })],
      });

      // Edit: Save Changes with the spec's message.
      await page.getByLabel('Title').fill('European Family Law in Practice');
      await screenshot(page, 'event-edit');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('The event has been successfully updated.').waitFor();

      // Show Link: the public claim link, copied to the clipboard.
      await page.getByRole('button', { name: 'Show Link' }).click();
      const link = `${b.baseUrl}/claims/create/326DT77`;
      expect(await page.getByTestId('public-link').inputValue()).toBe(link);
      await page.getByRole('button', { name: 'Copy to clipboard' }).click();
      await page.getByText('The link has been copied to the clipboard.').waitFor();
      expect(await clipboardText(page)).toBe(link);
      await screenshot(page, 'event-show-link');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      // Employees: add one, delete one after the confirmation.
      await page.getByRole('tab', { name: 'Employees' }).click();
      const employees = page.getByRole('table', { name: 'Employees of the event' });
      await employees.getByRole('cell', { name: 'Markus Weber', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add Employees' }).click();
      const picker = page.getByRole('dialog');
      await picker.getByRole('checkbox', { name: 'Select Anna Schneider' }).check();
      await picker.getByRole('button', { name: 'Add Employees' }).click();
      await employees.getByRole('cell', { name: 'Anna Schneider', exact: true }).waitFor();
      await screenshot(page, 'event-employees');
      await employees.getByRole('button', { name: 'Delete Markus Weber' }).click();
      await page.getByText('Please confirm the deletion.').waitFor();
      expect(await page.getByText('Do you really want to delete the record?').isVisible()).toBe(true);
      await screenshot(page, 'event-employee-delete-confirm');
      await Promise.all([deleted(page, '/contacts/'), page.getByRole('button', { name: 'Confirm' }).click()]);
      await employees.getByRole('cell', { name: 'Markus Weber', exact: true }).waitFor({ state: 'detached' });

      // Locations: add one from the suggestions, delete it after the confirmation.
      await page.getByRole('tab', { name: 'Locations' }).click();
      const locations = page.getByRole('table', { name: 'Locations of the event' });
      await locations.getByText('Primary venue').waitFor();
      await page.getByRole('button', { name: 'Add Location' }).click();
      const venue = page.getByRole('dialog');
      await venue.getByLabel('Search for a venue (institution or city)').fill('Luxembourg');
      await venue
        .getByRole('button', { name: /^Luxembourg/ })
        .first()
        .click();
      await venue.getByRole('button', { name: 'Add Location' }).click();
      await locations.getByRole('cell', { name: 'Luxembourg' }).first().waitFor();
      await screenshot(page, 'event-locations');
      await locations.getByRole('button', { name: /^Delete Luxembourg/ }).click();
      await page.getByText('Please confirm the deletion.').waitFor();
      await Promise.all([deleted(page, '/locations/'), page.getByRole('button', { name: 'Confirm' }).click()]);
      await locations.getByRole('cell', { name: 'Luxembourg' }).first().waitFor({ state: 'detached' });

      const edited = (
        await b.http
          .get(`/api/events/${eventId}`)
          .set('Authorization', `Bearer ${b.token('admin')}`)
          .expect(200)
      ).body;
      expect(edited.title).toBe('European Family Law in Practice');
      expect(edited.contacts.map((c: { lastName: string }) => c.lastName)).toEqual(['Schneider']);
      expect(edited.locations).toHaveLength(1);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('adds and deletes a refund rate, showing the 422 text for a duplicate pair', async () => {
    const { context, page, failures } = await consolePage();
    try {
      await signIn(page);
      await openMenu(page, 'Countries');
      await page.getByRole('columnheader', { name: 'Start Country' }).waitFor();
      await screenshot(page, 'countries');
      await page.getByRole('button', { name: 'Add new dataset' }).click();
      const modal = page.getByRole('dialog', { name: 'Create a new entry' });
      await modal.getByLabel('Source Country').selectOption({ label: 'Afghanistan' });
      await modal.getByLabel('Target Country').selectOption({ label: 'Germany' });
      await modal.getByLabel('Refund Rate').fill('87.6');
      await screenshot(page, 'countries-create');
      await modal.getByRole('button', { name: 'Save new Dataset' }).click();
      await modal.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: 'Afghanistan' });
      await row.waitFor();
      expect(await row.getByText('€88').isVisible()).toBe(true);

      // The same pair again: the server's 422 text in a red box inside the modal.
      await page.getByRole('button', { name: 'Add new dataset' }).click();
      await modal.getByLabel('Source Country').selectOption({ label: 'Afghanistan' });
      await modal.getByLabel('Target Country').selectOption({ label: 'Germany' });
      await modal.getByLabel('Refund Rate').fill('90');
      await modal.getByRole('button', { name: 'Save new Dataset' }).click();
      const refusal = modal.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/Afghanistan.*Germany/);
      await screenshot(page, 'countries-duplicate');
      await modal.getByRole('button', { name: 'Abort' }).click();

      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Do you really want to delete the record?').waitFor();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await row.waitFor({ state: 'detached' });
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('adds a distance band to a new version and an employee, and deletes them again', async () => {
    const { context, page, failures } = await consolePage();
    try {
      await signIn(page);
      await openMenu(page, 'Distance Bands');
      await page.getByRole('columnheader', { name: 'Min. Value (km)' }).waitFor();
      await screenshot(page, 'distances');
      await page.getByRole('button', { name: 'Add distance band' }).click();
      const band = page.getByRole('dialog');
      await band.getByLabel('Version').fill('7');
      await band.getByLabel('Min. Value (km)').fill('0');
      await band.getByLabel('Max. Value (km)').fill('250');
      await band.getByLabel('Amount (€)').fill('42.5');
      await band.getByRole('button', { name: 'Save' }).click();
      await band.waitFor({ state: 'detached' });
      await page.getByLabel('Version').selectOption('7');
      const bandRow = page.getByRole('row').filter({ hasText: '€42.50' });
      await bandRow.waitFor();
      await bandRow.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await bandRow.waitFor({ state: 'detached' });

      await openMenu(page, 'Employees');
      await page.getByRole('columnheader', { name: 'Jobtitle' }).waitFor();
      await screenshot(page, 'contacts');
      await page.getByRole('button', { name: 'Add employee' }).click();
      const employee = page.getByRole('dialog');
      await employee.getByLabel('First Name').fill('Eva');
      await employee.getByLabel('Last Name').fill('Aalto');
      await employee.getByLabel('Email').fill('eva.aalto@academy.example');
      await employee.getByLabel('Jobtitle').fill('Course Director');
      await employee.getByRole('button', { name: 'Save' }).click();
      const row = page.getByRole('row').filter({ hasText: 'eva.aalto@academy.example' });
      await row.waitFor();
      await row.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(/\/admin\/contacts\/\d+$/);
      await screenshot(page, 'contact-edit');
      await page.goBack();
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Please confirm the deletion.').waitFor();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await row.waitFor({ state: 'detached' });
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('filters claims by a clicked e-mail, approves one, declines another with Other, resends a summary', async () => {
    const first = await requestedClaim(b, 'ines.costa@tribunal.example', { firstname: 'Ines', lastname: 'Costa' });
    const second = await requestedClaim(b, 'lars.berg@domstol.example', { firstname: 'Lars', lastname: 'Berg' });
    await overlappingEvent(b, '126DT01B');
    const overlapping = await requestedClaim(
      b,
      'ines.costa@tribunal.example',
      { firstname: 'Ines', lastname: 'Costa' },
      { eventNumber: '126DT01B' },
    );
    await requestedClaim(b, 'maximiliane.oberhauser-lindqvist@oberlandesgericht-muenchen.example', {
      firstname: 'Maximiliane',
      lastname: 'Oberhauser-Lindqvist',
    });
    const { context, page, failures } = await consolePage();
    try {
      await signIn(page);
      const list = page.getByRole('table').first();
      await list.getByText('Costa, Ines').first().waitFor();
      // Ines's two claims are badged as possible duplicates.
      expect(
        await list.getByRole('row').filter({ hasText: 'Costa, Ines' }).getByTestId('duplicate-badge').count(),
      ).toBe(2);
      // At 1280 px with the menu open the nine columns fit their card, a long e-mail and badges included:
      // none (Attendance, Details) starts off-screen behind the card's scroll bar.
      await list.getByText('Oberhauser-Lindqvist, Maximiliane').waitFor();
      const card = page.locator('.RaList-content');
      type Box = { scrollWidth: number; clientWidth: number };
      expect(await card.evaluate((element: Box) => element.scrollWidth - element.clientWidth)).toBe(0);
      await screenshot(page, 'claims');

      // Clicking an e-mail filters the list by it.
      await list.getByRole('button', { name: 'lars.berg@domstol.example' }).click();
      await list.getByText('Costa, Ines').first().waitFor({ state: 'detached' });
      expect(await page.getByLabel('E-Mail').inputValue()).toBe('lars.berg@domstol.example');
      expect(await list.getByText('Berg, Lars').isVisible()).toBe(true);
      await screenshot(page, 'claims-filtered');

      // Decline the second with reason Other: a text is needed.
      await list.getByRole('link', { name: 'Details' }).click();
      await page.waitForURL(`**/admin/claim/${second.guid}`);
      await page.getByRole('heading', { name: 'Unit Costs Claim Form', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Decline' }).click();
      const decline = page.getByRole('dialog');
      await decline.getByRole('radio', { name: 'Other' }).check();
      await decline.getByRole('button', { name: 'Decline' }).click();
      await decline.getByText('Please give another reason for the refusal.').waitFor();
      await screenshot(page, 'claim-decline-other');
      await decline.getByLabel('Other reason').fill('Attended online only');
      await decline.getByRole('button', { name: 'Decline' }).click();
      await page.getByText('Reject Reason: Attended online only').waitFor();
      expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      await screenshot(page, 'claim-rejected');
      expect(await claimOnServer(b, second.guid)).toMatchObject({ status: 5, rejectReason: 4 });

      // Approve the first: a possible duplicate of Ines's claim for an overlapping seminar, which the
      // page badges and lists; the dialog restates the claim and asks to confirm the duplicate was checked.
      await page.goto(`/admin/claim/${first.guid}`);
      await page.getByText(first.identifier).first().waitFor();
      await page.getByTestId('duplicate-badge').waitFor();
      await page.getByTestId('duplicates').getByRole('link', { name: overlapping.identifier }).waitFor();
      await screenshot(page, 'claim');
      await page.getByRole('button', { name: 'Approve' }).click();
      const approval = page.getByRole('dialog', { name: 'Approve' });
      await approval.getByText(`Approve the refund of`).waitFor();
      expect(await approval.textContent()).toContain('Ines Costa');
      const approve = approval.getByRole('button', { name: 'Approve' });
      expect(await approve.isDisabled()).toBe(true);
      await approval.getByRole('checkbox', { name: 'I have checked that this claim is not a duplicate.' }).check();
      await screenshot(page, 'claim-approve-dialog');
      await approve.click();
      await page.getByText('In approval Run').first().waitFor();
      expect(await claimOnServer(b, first.guid)).toMatchObject({ status: 2, confirmed: true });

      // Resend the summary to another recipient: the mail arrives.
      const since = b.mail.mails.length;
      await page.getByRole('button', { name: 'Resend Claim' }).click();
      await page.getByLabel('Recipient').fill('archive@academy.example');
      await screenshot(page, 'claim-resend');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('The claim summary has been sent.').waitFor();
      const mail = await b.mail.waitFor(
        (m) => b.mail.mails.indexOf(m) >= since && m.to.includes('archive@academy.example'),
      );
      expect(mail.text).toContain(first.identifier);
      const log = page.getByRole('region', { name: 'History Log' });
      await log.getByText('test-admin').first().waitFor();
      await screenshot(page, 'claim-history');
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps each list's actions on screen on a 390 px phone, its table scrolling in its card", async () => {
    const { context, page } = await b.newPage({ width: 390, height: 844 });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    type Box = { scrollWidth: number; clientWidth: number };
    const offScreen: string[] = [];
    try {
      await signIn(page);
      for (const [path, action] of [
        ['events', 'New Seminar'],
        ['claims', 'Export'],
        ['paymentruns', 'New payment run'],
        ['countries', 'Add new dataset'],
        ['distances', 'Add distance band'],
        ['contacts', 'Add employee'],
        ['staff', 'Add staff member'],
      ]) {
        await page.goto(`/admin/${path}`);
        const button = page.locator('.RaList-actions').getByText(action);
        await button.waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `list-${path}-390`);
        // The page itself does not scroll sideways (a table may, inside its card), and the action is in the window.
        const overflow = await page
          .locator('#main-content')
          .evaluate((main: Box) => main.scrollWidth - main.clientWidth);
        const { x, width } = (await button.boundingBox())!;
        if (overflow > 0 || x + width > 390)
          offScreen.push(`${path}: page ${overflow} px wider, '${action}' ends at ${x + width}`);
      }
      expect(offScreen).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows Approve and Decline to approvers only', async () => {
    const claim = await requestedClaim(b, 'rui.silva@tribunal.example', { firstname: 'Rui', lastname: 'Silva' });
    for (const [username, decides] of [
      ['test-staff', false],
      ['test-approver', true],
    ] as const) {
      const { context, page, failures } = await consolePage();
      try {
        await signIn(page, username);
        await page.goto(`/admin/claim/${claim.guid}`);
        await page.getByRole('button', { name: 'Resend Claim' }).waitFor();
        // Permissions load with the page; once Approve shows for approvers it would show for staff too.
        await page.waitForTimeout(1000);
        expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(decides ? 1 : 0);
        expect(await page.getByRole('button', { name: 'Decline' }).count()).toBe(decides ? 1 : 0);
        expect(failures).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
