import type { Page } from 'playwright-core';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import {
  appRunning,
  claimOnServer,
  enterSepaIban,
  holdAppScripts,
  isFocused,
  screenshot,
  signInCode,
  storedSession,
  tabTo,
} from './participant-browser.js';

// Issue 5, acceptance 1: the whole journey of a participant through the built SPA on the real server,
// on a desktop and on a phone-sized screen.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

describe.each([1280, 360])('a participant at %i px', (width) => {
  it('claims, signs in with the mailed code, enters SEPA bank data and requests the contribution', async () => {
    const email = `jane.doe.${width}@court.example`;
    const { context, page } = await b.newPage({ width });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      // The claim link of the demo event that ended last month.
      await page.goto('/claims/create/126DT01');
      await page.getByRole('heading', { name: 'Calculate your refund' }).waitFor();
      await page.getByRole('heading', { name: 'Recent Case Law of the Court of Justice in Civil Matters' }).waitFor();
      await expect(page.getByRole('link', { name: 'Get in contact' }).first().getAttribute('href')).resolves.toBe(
        `mailto:anna.schneider@academy.example?subject=${encodeURIComponent("New enquiry about the conference '126DT01'.")}`,
      );
      await screenshot(page, 'claim-form');

      // Find the employer's city; the offline geocoder knows cities only, so the address is completed in the modal.
      await page.getByRole('combobox', { name: /Employer address/ }).fill('Brussels');
      await page.getByRole('listbox').getByRole('option', { name: 'Brussels, Belgium' }).click();
      const modal = page.getByRole('dialog', { name: 'Missing required address data' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Apply address' }).click();
      await modal.getByText('Field Institution is mandatory.').waitFor();
      expect(await modal.getByText('Field Street is mandatory.').isVisible()).toBe(true);
      expect(await modal.getByText('Field PostalCode is mandatory.').isVisible()).toBe(true);
      expect(await modal.getByRole('textbox', { name: /^City/ }).inputValue()).toBe('Brussels');
      expect(await modal.getByRole('textbox', { name: /^City/ }).getAttribute('readonly')).not.toBeNull();
      expect(await modal.getByRole('textbox', { name: /^Country/ }).inputValue()).toBe('Belgium');
      await screenshot(page, 'address-modal');
      await modal.getByRole('textbox', { name: /^Institution/ }).fill('Court of Appeal Brussels');
      await modal.getByRole('textbox', { name: /^Street/ }).fill('Place Poelaert 1');
      await modal.getByRole('textbox', { name: /^Postal Code/ }).fill('1000');
      await modal.getByRole('button', { name: 'Apply address' }).click();
      await page.getByRole('group', { name: 'Employer' }).getByText('Court of Appeal Brussels').waitFor();

      // Calculate with two nights and open the details.
      await page.getByRole('combobox', { name: 'Nights spent' }).selectOption({ label: '2 nights' });
      await page.getByRole('button', { name: 'Calculate' }).click();
      const refund = page.getByRole('region', { name: 'Expected Refund' });
      await refund.waitFor();
      const total = await refund.getByTestId('refund-total').textContent();
      expect(total).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
      await refund.getByRole('button', { name: 'Show details' }).click();
      await refund.getByText(/^\d+ km$/).waitFor();
      expect(await refund.getByText('Plane or combined').isVisible()).toBe(true);
      await screenshot(page, 'expected-refund');

      // Save the claim.
      const save = page.getByRole('region', { name: 'Save your claim' });
      await save.getByRole('textbox', { name: /^First name/ }).fill('Jane');
      await save.getByRole('textbox', { name: /^Last name/ }).fill('Doe');
      await save.getByRole('textbox', { name: /^Phone/ }).fill('+32 2 508 61 11');
      await save.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await save.getByRole('button', { name: 'Save claim' }).click();
      await page.getByRole('heading', { name: 'Unit Costs Claim Form saved' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/claims/completed');
      await screenshot(page, 'completed');

      // To the claims, through the guard and the sign-in with the code from the mail.
      await page.getByRole('link', { name: 'Show my Claims' }).click();
      await page.waitForURL('**/login');
      await screenshot(page, 'login-email');
      const since = b.mail.mails.length;
      await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = page.getByRole('textbox', { name: /^Code/ });
      await code.waitFor();
      await screenshot(page, 'login-code');
      await code.fill(await signInCode(b, email, since));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/me/claims');

      // The claim in the list, then its page.
      const card = page.getByRole('article', { name: 'Recent Case Law of the Court of Justice in Civil Matters' });
      await card.waitFor();
      expect(await card.getByText('Saved').isVisible()).toBe(true);
      expect(await card.getByText(email).isVisible()).toBe(true);
      expect(await card.getByText(total!).isVisible()).toBe(true);
      await screenshot(page, 'my-claims');
      await page.getByRole('button', { name: 'My account' }).click();
      await page.getByRole('menuitem', { name: 'Show my Claims' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Logoff' }).isVisible()).toBe(true);
      await screenshot(page, 'user-menu');
      await page.keyboard.press('Escape');
      await card.getByRole('link', { name: /^Details/ }).click();
      await page.getByRole('link', { name: 'Request contribution' }).waitFor();
      const guid = new URL(page.url()).pathname.split('/').pop()!;
      await screenshot(page, 'claim-detail');

      // Bank data with a SEPA IBAN of the EEA: the IBAN first, then only the holder's name is needed.
      await page.getByRole('link', { name: 'Request contribution' }).click();
      await page.waitForURL(`**/me/claims/${guid}/bankdetails`);
      const iban = page.getByRole('textbox', { name: /^IBAN/ });
      await iban.waitFor();
      await screenshot(page, 'bank-details');
      // Each width's participant has an account of their own (one account for two people's claims of one
      // seminar would make them one person's); both are Belfius accounts.
      await enterSepaIban(page, width === 1280 ? 'BE68 5390 0754 7034' : 'BE71 0961 2345 6769');
      await page.getByText('SEPA account in Belgium: the IBAN is all the bank needs.').waitFor();
      expect(await page.getByRole('heading', { name: 'Address of the bank' }).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: /^Street/ }).count()).toBe(0);
      await page.getByRole('textbox', { name: /^BIC/ }).fill('GKCCBEBB');
      await page.getByRole('textbox', { name: /^Bank name/ }).fill('Belfius');
      await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
      await screenshot(page, 'bank-details-sepa');
      await page.getByRole('button', { name: 'Request contribution' }).click();

      // Requested: the detail page opens with the new status and the bank data.
      await page.waitForURL(`**/me/claims/${guid}`);
      await page.getByText('Requested', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Request contribution' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Bank data' }).getByText('Belfius').isVisible()).toBe(true);
      await screenshot(page, 'claim-requested');
      const claim = await claimOnServer(b, guid);
      expect(claim).toMatchObject({ status: 1, confirmed: true, email });
      expect(claim.elvData).toMatchObject({ iban: expect.stringMatching(/^BE(68|71)/), bankAddress: null });

      // Logoff ends the session.
      await page.getByRole('button', { name: 'My account' }).click();
      await page.getByRole('menuitem', { name: 'Logoff' }).click();
      await page.getByRole('button', { name: 'Profile' }).waitFor();
      expect(await storedSession(page)).toBeNull();
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// Issue 23: a phone shows the form, and takes typing in the employer field, before the app's code has
// arrived (the server renders the claim link); the app then takes the page over without drawing it anew.
describe('a claim link on a phone whose scripts are still loading', () => {
  /** The demo claim link on a 390 px phone whose app scripts are held until `release`; no page error all along. */
  async function withAppScriptsHeld(use: (page: Page, release: () => void) => Promise<void>): Promise<void> {
    const { context, page } = await b.newPage({ width: 390 });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const { release } = await holdAppScripts(page);
    try {
      await page.goto('/claims/create/126DT01', { waitUntil: 'commit' });
      await use(page, release);
      expect(failures).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  }

  it('takes typing before the app runs and searches it once the app has taken the page over', async () => {
    await withAppScriptsHeld(async (page, release) => {
      const address = page.getByRole('combobox', { name: /Employer address/ });
      await address.waitFor();
      expect(await address.isEnabled()).toBe(true);
      await page.getByRole('heading', { name: 'Recent Case Law of the Court of Justice in Civil Matters' }).waitFor();
      await screenshot(page, 'before-the-app');

      await address.click();
      await page.keyboard.type('Wien');
      // Enter before the app runs is kept for the app (below): the page stays, with what was typed.
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${b.baseUrl}/claims/create/126DT01`);
      release();
      await appRunning(page);
      // What was typed stays, its suggestions open while the field keeps the focus.
      expect(await address.inputValue()).toBe('Wien');
      await page.getByRole('listbox').getByRole('option', { name: 'Wien, Austria' }).waitFor();
      // The contacts have no photo files here: both failed before the app ran, and show the default one.
      await page.locator('img[src="/default-avatar.png"]').nth(1).waitFor();
      await screenshot(page, 'typed-before-the-app');
      // Taken over as rendered (withAppScriptsHeld): a mismatch would have been reported (React draws the page anew then).
    });
  });

  // Issue 36: a tap before the app runs is kept, shown as being handled, and run by the app.
  it('keeps a tap on Calculate made before the app runs, with the travel type chosen, and answers it', async () => {
    await withAppScriptsHeld(async (page, release) => {
      const address = page.getByRole('combobox', { name: /Employer address/ });
      await address.waitFor();
      await page.getByRole('combobox', { name: 'Travel type' }).selectOption({ label: 'Land Travel' });
      const calculate = page.getByRole('button', { name: 'Calculate' });
      await calculate.click();
      // Shown as being handled, while the page stays where it is.
      await page.locator('button[aria-busy="true"]', { hasText: 'Calculate' }).waitFor();
      expect(page.url()).toBe(`${b.baseUrl}/claims/create/126DT01`);
      await screenshot(page, 'calculate-before-the-app');

      release();
      await appRunning(page);
      // The app's answer to that tap: no employer was picked yet.
      await page.getByText('Please fill out all required fields.').waitFor();
      expect(await calculate.getAttribute('aria-busy')).toBeNull();

      // The travel type chosen before the app ran is the one calculated.
      await address.fill('54290');
      await page.getByRole('listbox').getByRole('option', { name: '54290 Trier, Germany' }).click();
      const modal = page.getByRole('dialog', { name: 'Missing required address data' });
      await modal.getByRole('textbox', { name: /^Institution/ }).fill('Landgericht Trier');
      await modal.getByRole('textbox', { name: /^Street/ }).fill('Justizstraße 2');
      await modal.getByRole('textbox', { name: /^Street/ }).press('Enter');
      await modal.waitFor({ state: 'detached' });
      const calculation = page.waitForRequest('**/api/travelclaim/calculate');
      await calculate.click();
      expect((await calculation).postDataJSON()).toMatchObject({ travelType: 1 });
      await page.getByRole('region', { name: 'Expected Refund' }).waitFor();
    });
  });

  it('keeps a tap on another button made before the app runs and runs it', async () => {
    await withAppScriptsHeld(async (page, release) => {
      const byHand = page.getByRole('button', { name: 'Enter the address by hand' });
      await byHand.click();
      await page.locator('button[aria-busy="true"]', { hasText: 'Enter the address by hand' }).waitFor();
      release();
      await appRunning(page);
      await page.getByRole('dialog', { name: 'Address of your employer' }).waitFor();
      expect(await page.locator('[aria-busy]').count()).toBe(0);
    });
  });

  it.each([
    ['?lang=de', 'Aktuelle Rechtsprechung des Gerichtshofs in Zivilsachen'],
    ['?lang=fr', 'La jurisprudence récente de la Cour de justice en matière civile'],
    ['', 'Recent Case Law of the Court of Justice in Civil Matters'],
  ])('is taken over as rendered with %s (dates and amounts formatted alike)', async (query, title) => {
    const { context, page } = await b.newPage({ width: 390 });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      await page.goto(`/claims/create/126DT01${query}`);
      await appRunning(page);
      await page.getByRole('heading', { name: title }).waitFor();
      // The app answers: the hand-entry dialog opens.
      await page.getByRole('button', { name: /by hand|à la main|von Hand|manuell/i }).click();
      await page.getByRole('dialog').waitFor();
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// Issue 23: the offline search by local name and by postcode, no error after Apply, and hand entry
// with no dead end, on a 390 px phone.
describe('a participant on a 390 px phone', () => {
  it('finds Wien and 54290, applies a completed place without an error, and enters an address by hand', async () => {
    const { context, page } = await b.newPage({ width: 390 });
    try {
      await page.goto('/claims/create/126DT01');
      const address = page.getByRole('combobox', { name: /Employer address/ });
      await address.waitFor();
      expect(await page.getByText('Type at least 3 characters of the city or the postcode').isVisible()).toBe(true);

      await address.fill('Wien');
      await page.getByRole('listbox').getByRole('option', { name: 'Wien, Austria' }).waitFor();
      await screenshot(page, 'search-wien');

      await address.fill('54290');
      const trier = page.getByRole('listbox').getByRole('option', { name: '54290 Trier, Germany' });
      await trier.waitFor();
      await screenshot(page, 'search-54290');
      await trier.click();
      const modal = page.getByRole('dialog', { name: 'Missing required address data' });
      expect(await modal.getByRole('textbox', { name: /^Postal Code/ }).inputValue()).toBe('54290');
      await modal.getByRole('textbox', { name: /^Institution/ }).fill('Landgericht Trier');
      await modal.getByRole('textbox', { name: /^Street/ }).fill('Justizstraße 2');
      await modal.getByRole('textbox', { name: /^Street/ }).press('Enter');
      await modal.waitFor({ state: 'detached' });
      await page.getByRole('group', { name: 'Employer' }).getByText('Landgericht Trier').waitFor();
      // Nothing was calculated yet: no error anywhere.
      expect(await page.getByText('Please fill out all required fields.').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);

      // By hand: a postcode and city Germany does not know get the sentence; known ones calculate.
      await address.fill('Justizpalast Atlantis');
      await page.getByText('No matching place found. You can enter the address by hand below.').waitFor();
      await page.getByRole('button', { name: 'Enter the address by hand' }).click();
      const byHand = page.getByRole('dialog', { name: 'Address of your employer' });
      await byHand.getByRole('textbox', { name: /^Institution/ }).fill('Amtsgericht Trier');
      await byHand.getByRole('textbox', { name: /^Street/ }).fill('Justizstraße 2');
      await byHand.getByRole('textbox', { name: /^Postal Code/ }).fill('99999');
      await byHand.getByRole('textbox', { name: /^City/ }).fill('Atlantis');
      await byHand.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'Germany' });
      await byHand.getByRole('button', { name: 'Apply address' }).click();
      await byHand.getByText(/We could not find this postcode or city in Germany\./).waitFor();
      expect(await byHand.getByRole('alert').textContent()).toContain("organisers named under 'Your contacts'");
      await screenshot(page, 'hand-entry-unknown');
      await byHand.getByRole('textbox', { name: /^Postal Code/ }).fill('54290');
      await byHand.getByRole('textbox', { name: /^City/ }).fill('Trier');
      await screenshot(page, 'hand-entry');
      await byHand.getByRole('button', { name: 'Apply address' }).click();
      await byHand.waitFor({ state: 'detached' });
      await page.getByRole('group', { name: 'Employer' }).getByText('Amtsgericht Trier').waitFor();

      await page.getByRole('button', { name: 'Calculate' }).click();
      const refund = page.getByRole('region', { name: 'Expected Refund' });
      await refund.waitFor();
      await refund.getByRole('button', { name: 'Show details' }).click();
      await refund.getByText(/^\d+ km$/).waitFor();
      await screenshot(page, 'hand-entry-calculated');
    } finally {
      await context.close();
    }
  });
});

describe('a participant using the keyboard alone', () => {
  it('finds the address, completes it in the modal, calculates and opens the details', async () => {
    const { context, page } = await b.newPage({ width: 1280 });
    try {
      await page.goto('/claims/create/226DT04');
      const address = page.getByRole('combobox', { name: /Employer address/ });
      await address.waitFor();
      await tabTo(page, address);
      await page.keyboard.type('Vienna');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      const modal = page.getByRole('dialog', { name: 'Missing required address data' });
      await modal.waitFor();
      expect(await isFocused(modal.getByRole('textbox', { name: /^Institution/ }))).toBe(true);
      await page.keyboard.type('Oberster Gerichtshof');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Schmerlingplatz 11');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1010');
      await page.keyboard.press('Enter');
      await modal.waitFor({ state: 'detached' });

      // Event 226DT04 lasts 5 days with at most 4 nights: the select offers 0 to 4.
      const nights = page.getByRole('combobox', { name: 'Nights spent' });
      expect(await nights.locator('option').allTextContents()).toEqual([
        '0 nights',
        '1 night',
        '2 nights',
        '3 nights',
        '4 nights',
      ]);
      await tabTo(page, nights);
      await page.keyboard.press('ArrowDown');
      await tabTo(page, page.getByRole('button', { name: 'Calculate' }));
      await page.keyboard.press('Enter');

      const refund = page.getByRole('region', { name: 'Expected Refund' });
      await refund.waitFor();
      await tabTo(page, refund.getByRole('button', { name: 'Show details' }));
      await page.keyboard.press('Enter');
      await refund.getByText(/^\d+ km$/).waitFor();
      expect(await refund.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      await context.close();
    }
  });
});
