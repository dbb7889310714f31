import { jest } from '@jest/globals';
import { type Language, type MessageKey, type MessageValues, translate } from '@unit-costs/contract';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

import { axeViolations } from '../../support/axe.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { participantIban } from '../../support/claims.js';
import { englishCountryNamesIn, englishLeftIn } from '../../support/english-texts.js';
import { claimOnServer, screenshot } from './participant-browser.js';

jest.setTimeout(240_000);

// Issues 28 and 36: the participant's whole journey in German and in French on a 390 px phone, from
// a claim link with ?lang=: calculation, save, sign-in with the code of a mail in the language, bank
// details, My data with its PDF and the erasure. At every step: nothing wider than the phone, axe
// finds nothing, and no English text of the app's catalogue is left on the page, in a mail or in the
// PDF. SCREENSHOTS=1 keeps each step (/tmp/shots/participant/<lang>-*-390.png).

let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

/** The width of the page's content beyond the viewport: a word too long for a phone widens it. */
const overflow = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;

describe.each(['de', 'fr'] as const)('a participant reading %s on a 390 px phone', (language: Language) => {
  const say = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
  /** A field by the start of its label (MUI adds ' *' to required ones). */
  const label = (key: MessageKey) => new RegExp(`^${say(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

  async function step(page: Page, name: string): Promise<void> {
    await page.waitForTimeout(300);
    const body = await page.innerText('body');
    const english = [...englishLeftIn(body), ...englishCountryNamesIn(body, language as 'de' | 'fr')];
    expect({ step: name, overflow: await overflow(page), english }).toEqual({ step: name, overflow: 0, english: [] });
    const axe = await axeViolations(page);
    expect({ step: name, axe }).toEqual({ step: name, axe: [] });
    await screenshot(page, `${language}-${name}`);
  }

  it('claims from the link, signs in, requests the contribution, downloads their data and erases it', async () => {
    const email = `journey.${language}@court.example`;
    const { context, page } = await b.newPage({ width: 390 });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      await page.goto(`/claims/create/126DT01?lang=${language}`);
      await page.getByRole('heading', { name: say('calculator.heading') }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await step(page, 'claim-form');

      // The employer's city from the search, its country in the language; the dialog asks for the rest.
      await page.getByRole('combobox', { name: label('calculator.employerAddress') }).fill('54290');
      const option = page.getByRole('listbox').getByRole('option').first();
      await option.waitFor();
      expect(await option.textContent()).toBe(`54290 Trier, ${language === 'de' ? 'Deutschland' : 'Allemagne'}`);
      await option.click();
      const modal = page.getByRole('dialog', { name: say('addressModal.title') });
      await modal.getByRole('button', { name: say('addressModal.apply') }).click();
      await modal.getByText(say('addressModal.institutionMandatory')).waitFor();
      await step(page, 'address-modal');
      await modal.getByRole('textbox', { name: label('addressModal.institution') }).fill('Landgericht Trier');
      await modal.getByRole('textbox', { name: label('addressModal.street') }).fill('Justizstraße 2');
      await modal.getByRole('button', { name: say('addressModal.apply') }).click();
      await modal.waitFor({ state: 'detached' });

      await page
        .getByRole('combobox', { name: say('calculator.nightsSpent') })
        .selectOption({ label: say('calculator.nightOption', { nights: 2 }) });
      await page.getByRole('button', { name: say('calculator.calculate') }).click();
      const refund = page.getByRole('region', { name: say('refund.heading') });
      await refund.waitFor();
      const total = await refund.getByTestId('refund-total').textContent();
      // '1.234,50 €' in German, '1 234,50 €' in French, with no-break spaces.
      expect(total).toMatch(
        language === 'de' ? /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/ : /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/,
      );
      await refund.getByRole('button', { name: say('refund.showDetails') }).click();
      await refund.getByText(/^\d+ km$/).waitFor();
      await step(page, 'expected-refund');

      const save = page.getByRole('region', { name: say('saveClaim.heading') });
      await save.getByRole('textbox', { name: label('saveClaim.firstname') }).fill('Johanna');
      await save.getByRole('textbox', { name: label('saveClaim.lastname') }).fill('Richter');
      await save.getByRole('textbox', { name: label('saveClaim.phone') }).fill('+49 651 466 0');
      await save.getByRole('textbox', { name: label('saveClaim.email') }).fill(email);
      await step(page, 'save-form');
      await save.getByRole('button', { name: say('saveClaim.save') }).click();
      await page.getByRole('heading', { name: say('completed.heading') }).waitFor();
      // The seminar of 126DT01 has ended: the payment can be requested now.
      await page.getByText(say('completed.textEnded')).waitFor();
      await step(page, 'completed');

      // The sign-in code comes in a mail in the language.
      await page.getByRole('link', { name: say('completed.toMyClaims') }).click();
      await page.waitForURL('**/login');
      await step(page, 'login-email');
      const since = b.mail.mails.length;
      await page.getByRole('textbox', { name: label('login.email') }).fill(email);
      await page.getByRole('button', { name: say('login.sendCode') }).click();
      const codeField = page.getByRole('textbox', { name: label('login.code') });
      await codeField.waitFor();
      const mail = await b.mail.waitFor(
        (m) => b.mail.mails.indexOf(m) >= since && m.to.includes(email) && m.subject === say('mail.code.subject'),
      );
      expect(englishLeftIn(mail.text)).toEqual([]);
      await step(page, 'login-code');
      await codeField.fill(/\b(\d{6})\b/.exec(mail.text)![1]);
      await page.getByRole('button', { name: say('login.signIn') }).click();
      await page.waitForURL('**/me/claims');

      const card = page.getByRole('article').first();
      await card.getByText(say('claimStatus.0')).waitFor();
      expect(await card.getByText(total!).isVisible()).toBe(true);
      await step(page, 'my-claims');
      await card.getByRole('link', { name: new RegExp(`^${say('myClaims.details')}`) }).click();
      await page.getByRole('link', { name: say('claimDetail.requestContribution') }).waitFor();
      await page.getByText(say('claimDetail.savedOn')).waitFor();
      const guid = new URL(page.url()).pathname.split('/').pop()!;
      await step(page, 'claim-detail');

      // Bank details: the IBAN first; a German IBAN is SEPA in the EEA, so the IBAN and the holder's name do.
      // Each language's participant has an account of their own: one account for two people's claims of one
      // seminar would make them one person's (docs/rules.md, "Four eyes and duplicates").
      await page.getByRole('link', { name: say('claimDetail.requestContribution') }).click();
      await page.waitForURL(`**/me/claims/${guid}/bankdetails`);
      const iban = page.getByRole('textbox', { name: label('bankDetails.iban') });
      await iban.waitFor();
      await step(page, 'bank-details');
      await iban.fill(participantIban(email));
      await iban.blur();
      const country = language === 'de' ? 'Deutschland' : 'Allemagne';
      await page.getByText(say('bankDetails.ibanSepa', { country })).waitFor();
      expect(await page.getByRole('textbox', { name: label('bankDetails.bic') }).inputValue()).toBe('COBADEFFXXX');
      expect(await page.getByRole('textbox', { name: label('bankDetails.street') }).count()).toBe(0);
      await page.getByRole('checkbox', { name: new RegExp(say('bankDetails.termsLink')) }).check();
      await step(page, 'bank-details-sepa');
      const mailsBefore = b.mail.mails.length;
      await page.getByRole('button', { name: say('bankDetails.submit') }).click();

      await page.waitForURL(`**/me/claims/${guid}`);
      await page.getByText(say('claimStatus.1'), { exact: true }).waitFor();
      await page.getByText(say('claimDetail.bankDetailsSentTitle')).waitFor();
      await step(page, 'claim-requested');
      expect(await claimOnServer(b, guid)).toMatchObject({ status: 1, confirmed: true, email, language });
      const requested = await b.mail.waitFor(
        (m) => b.mail.mails.indexOf(m) >= mailsBefore && m.to.includes(email) && m.subject.includes('UC-'),
      );
      expect(englishLeftIn(requested.text)).toEqual([]);
      // French typography in the mail: a narrow no-break space before the colon.
      if (language === 'fr') expect(requested.text).toContain('Statut\u202f:');

      // My data from the profile menu: the export PDF in the language, then the erasure.
      await page.getByRole('button', { name: say('nav.myAccount') }).click();
      await page.getByRole('menuitem', { name: say('ownData.link') }).click();
      await page.getByRole('heading', { name: say('ownData.title'), level: 1 }).waitFor();
      await step(page, 'my-data');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: say('ownData.downloadPdf') }).click(),
      ]);
      const file = join(mkdtempSync(join(tmpdir(), 'my-data-')), download.suggestedFilename());
      await download.saveAs(file);
      const pdf = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(pdf).toContain(say('export.heading'));
      expect(pdf).toContain(email);
      expect(englishLeftIn(pdf)).toEqual([]);
      expect(englishCountryNamesIn(pdf, language as 'de' | 'fr')).toEqual([]);

      await page.getByRole('button', { name: say('ownData.erase') }).click();
      const dialog = page.getByRole('dialog', { name: say('ownData.confirmTitle') });
      await step(page, 'erase-dialog');
      await dialog.getByRole('button', { name: say('ownData.confirm'), exact: true }).click();
      // The requested claim is kept while it is decided: the outcome says so, in the language.
      await page.getByRole('status').getByText(say('ownData.keptList')).waitFor();
      await step(page, 'my-data-erased');
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
