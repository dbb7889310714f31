import { jest } from '@jest/globals';
import { type MessageKey, type MessageValues, translate } from '@unit-costs/contract';
import type { Page } from 'playwright-core';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { claimOnServer, screenshot } from './participant-browser.js';

jest.setTimeout(120_000);

// Issue 28: the participant's journey in German on a 390 px phone, from a claim link with ?lang=de:
// calculation, save, sign-in with the code of a German mail, bank details. SCREENSHOTS=1 keeps each
// step (/tmp/shots/participant/de-*-390.png) to look for German words that overflow.
const de = (key: MessageKey, values?: MessageValues) => translate('de', key, values);
/** A field by the start of its German label (MUI adds ' *' to required ones). */
const label = (key: MessageKey) => new RegExp(`^${de(key)}`);

let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

/** The width of the page's content beyond the viewport: a German word too long for a phone widens it. */
const overflow = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;

async function step(page: Page, name: string): Promise<void> {
  expect({ step: name, overflow: await overflow(page) }).toEqual({ step: name, overflow: 0 });
  await screenshot(page, `de-${name}`);
}

describe('a German participant on a 390 px phone', () => {
  it('claims from a ?lang=de link, signs in with the code of a German mail and requests the contribution', async () => {
    const email = 'johanna.richter@court.example';
    const { context, page } = await b.newPage({ width: 390 });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      await page.goto('/claims/create/126DT01?lang=de');
      await page.getByRole('heading', { name: de('calculator.heading') }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      await step(page, 'claim-form');

      // The employer's city from the search; the dialog asks for the rest of the address.
      await page.getByRole('combobox', { name: label('calculator.employerAddress') }).fill('54290');
      await page.getByRole('listbox').getByRole('option').first().click();
      const modal = page.getByRole('dialog', { name: de('addressModal.title') });
      await modal.getByRole('button', { name: de('addressModal.apply') }).click();
      await modal.getByText(de('addressModal.institutionMandatory')).waitFor();
      await step(page, 'address-modal');
      await modal.getByRole('textbox', { name: label('addressModal.institution') }).fill('Landgericht Trier');
      await modal.getByRole('textbox', { name: label('addressModal.street') }).fill('Justizstraße 2');
      await modal.getByRole('button', { name: de('addressModal.apply') }).click();
      await modal.waitFor({ state: 'detached' });

      await page
        .getByRole('combobox', { name: de('calculator.nightsSpent') })
        .selectOption({ label: de('calculator.nightOption', { nights: 2 }) });
      await page.getByRole('button', { name: de('calculator.calculate') }).click();
      const refund = page.getByRole('region', { name: de('refund.heading') });
      await refund.waitFor();
      // German euros: '1.234,50 €' with a no-break space.
      const total = await refund.getByTestId('refund-total').textContent();
      expect(total).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
      await refund.getByRole('button', { name: de('refund.showDetails') }).click();
      await refund.getByText(/^\d+ km$/).waitFor();
      await step(page, 'expected-refund');

      const save = page.getByRole('region', { name: de('saveClaim.heading') });
      await save.getByRole('textbox', { name: label('saveClaim.firstname') }).fill('Johanna');
      await save.getByRole('textbox', { name: label('saveClaim.lastname') }).fill('Richter');
      await save.getByRole('textbox', { name: label('saveClaim.phone') }).fill('+49 651 466 0');
      await save.getByRole('textbox', { name: label('saveClaim.email') }).fill(email);
      await step(page, 'save-form');
      await save.getByRole('button', { name: de('saveClaim.save') }).click();
      await page.getByRole('heading', { name: de('completed.heading') }).waitFor();
      await step(page, 'completed');

      // The sign-in code comes in a German mail.
      await page.getByRole('link', { name: de('completed.toMyClaims') }).click();
      await page.waitForURL('**/login');
      await step(page, 'login-email');
      const since = b.mail.mails.length;
      await page.getByRole('textbox', { name: label('login.email') }).fill(email);
      await page.getByRole('button', { name: de('login.sendCode') }).click();
      const codeField = page.getByRole('textbox', { name: label('login.code') });
      await codeField.waitFor();
      const mail = await b.mail.waitFor(
        (m) => b.mail.mails.indexOf(m) >= since && m.to.includes(email) && m.subject === de('mail.code.subject'),
      );
      expect(mail.text).toContain(de('mail.code.is'));
      await step(page, 'login-code');
      await codeField.fill(/\b(\d{6})\b/.exec(mail.text)![1]);
      await page.getByRole('button', { name: de('login.signIn') }).click();
      await page.waitForURL('**/me/claims');

      const card = page.getByRole('article').first();
      await card.getByText(de('claimStatus.0')).waitFor();
      expect(await card.getByText(total!).isVisible()).toBe(true);
      await step(page, 'my-claims');
      await card.getByRole('link', { name: new RegExp(`^${de('myClaims.details')}`) }).click();
      await page.getByRole('link', { name: de('claimDetail.requestContribution') }).waitFor();
      const guid = new URL(page.url()).pathname.split('/').pop()!;
      await step(page, 'claim-detail');

      // Bank details: a German IBAN is SEPA, so the bank's address is not asked for.
      await page.getByRole('link', { name: de('claimDetail.requestContribution') }).click();
      await page.waitForURL(`**/me/claims/${guid}/bankdetails`);
      await page.getByRole('heading', { name: de('bankDetails.bankAddress') }).waitFor();
      await step(page, 'bank-details');
      // The account holder's address is the form's first address block.
      const holderField = (key: MessageKey) => page.getByRole('textbox', { name: label(key) }).first();
      await holderField('bankDetails.street').fill('Justizstraße 2');
      await holderField('bankDetails.postalCode').fill('54290');
      await holderField('bankDetails.city').fill('Trier');
      const country = page.getByRole('combobox', { name: label('bankDetails.country') }).first();
      const germany = country.locator('option').filter({ hasText: /^(Deutschland|Germany)$/ });
      await country.selectOption((await germany.getAttribute('value'))!);
      await page.getByRole('textbox', { name: label('bankDetails.iban') }).fill('DE89 3704 0044 0532 0130 00');
      await page.getByRole('textbox', { name: label('bankDetails.bic') }).focus();
      await page.getByText(de('bankDetails.ibanSepa')).waitFor();
      await page.getByRole('checkbox', { name: new RegExp(de('bankDetails.termsLink')) }).check();
      await step(page, 'bank-details-sepa');
      await page.getByRole('button', { name: de('bankDetails.submit') }).click();

      await page.waitForURL(`**/me/claims/${guid}`);
      await page.getByText(de('claimStatus.1'), { exact: true }).waitFor();
      await page.getByText(de('claimDetail.bankDetailsSentTitle')).waitFor();
      await step(page, 'claim-requested');
      expect(await claimOnServer(b, guid)).toMatchObject({ status: 1, confirmed: true, email, language: 'de' });
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
