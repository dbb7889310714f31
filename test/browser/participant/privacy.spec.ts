import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { screenshot as consoleScreenshot, signIn } from '../admin/admin-browser.js';
import { guestSession, savedClaim, screenshot, storeSession } from './participant-browser.js';

// Issue 26: a participant reads the privacy notice from the form, downloads their data and asks for
// erasure; an Admin sets a legal hold.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

it('a participant reads the notice from the form, downloads their data and asks for erasure', async () => {
  const email = 'rosa.privacy@court.example';
  const guid = await savedClaim(b, email);
  const { context, page } = await b.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  try {
    await page.goto('/claims/create/126DT01');
    await page.getByRole('heading', { name: 'Calculate your refund' }).waitFor();
    await screenshot(page, 'claim-form-privacy-link');
    const [notice] = await Promise.all([
      context.waitForEvent('page'),
      page.getByText('How we use and keep your data:').getByRole('link', { name: 'Privacy notice' }).click(),
    ]);
    await notice.getByRole('heading', { name: 'Privacy notice', level: 1 }).waitFor();
    await notice.getByRole('heading', { name: 'For how long' }).waitFor();
    expect(await notice.getByText('365 days after the seminar ended').isVisible()).toBe(true);
    await screenshot(notice, 'privacy-notice');

    await storeSession(page, await guestSession(b, email));
    await page.goto('/me/data');
    await page.getByRole('heading', { name: 'My data', level: 1 }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download (PDF)' }).click(),
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'my-data-')), download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Your data held by the academy');
    expect(text).toContain(email);

    await page.getByRole('button', { name: 'Erase my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await page
      .getByRole('status')
      .getByText(/One claim was anonymised/)
      .waitFor();
    await screenshot(page, 'my-data-erased');
    const claim = await b.http.get(`/api/travelclaim/${guid}`).set('Authorization', `Bearer ${b.token('admin')}`);
    expect(claim.body.anonymised).toBe(true);
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});

it('an Admin sets a legal hold from the console', async () => {
  const { context, page } = await b.newPage();
  try {
    await signIn(page);
    await page.goto('/admin/privacy');
    const row = page.getByRole('row').filter({ hasText: '126DT01' });
    await row.getByRole('button', { name: 'Set legal hold' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legal hold on 126DT01' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Audit of grant 101-2026 by the Commission');
    await dialog.getByRole('button', { name: 'Set hold' }).click();
    await row.getByText('On hold').waitFor();
    await row.getByText(/Audit of grant 101-2026 by the Commission \(test-admin/).waitFor();
    await consoleScreenshot(page, 'privacy-legal-hold');
  } finally {
    await context.close();
  }
});
