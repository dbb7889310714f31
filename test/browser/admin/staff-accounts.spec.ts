import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { claimOnServer, openMenu, requestedClaim, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(240_000);

// Issue 25: an Admin adds a colleague as Approver in the console, the colleague signs in and approves a
// claim; the Admin disables them, and the colleague's open console is signed out on its next request.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/claims');
}

it('adds a colleague as Approver who approves, and signs them out when disabled', async () => {
  const { guid } = await requestedClaim(b, 'lena.vogel@court.example', { firstname: 'Lena', lastname: 'Vogel' });
  const admin = await b.newPage();
  const colleague = await b.newPage();
  const failures: string[] = [];
  for (const { page } of [admin, colleague]) page.on('pageerror', (error) => failures.push(error.message));
  try {
    // The Admin adds Clara as an Approver; her generated password is shown once.
    const a = admin.page;
    await signIn(a, 'test-admin');
    await openMenu(a, 'Staff');
    await a.waitForURL('**/admin/staff');
    await a.getByRole('button', { name: 'Add staff member' }).click();
    const form = a.getByRole('dialog', { name: 'Add staff member' });
    await form.getByLabel('Username').fill('clara.colleague');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Clara Colleague');
    await form.getByLabel('Email').fill('clara.colleague@academy.example');
    await form.getByRole('checkbox', { name: /^Staff:/ }).uncheck();
    await form.getByRole('checkbox', { name: /^Approver:/ }).check();
    await screenshot(a, 'staff-add');
    await form.getByRole('button', { name: 'Save' }).click();
    const shown = a.getByRole('dialog', { name: 'New password' });
    const password = (await shown.getByTestId('new-password').textContent())?.trim() ?? '';
    expect(password).toMatch(/^[\w-]{16}$/);
    await screenshot(a, 'staff-password-once');
    await shown.getByRole('button', { name: 'Close' }).click();
    const row = a.getByRole('row', { name: /clara\.colleague/ });
    await row.getByText('Approver').waitFor();
    await row.getByText('Never').waitFor();

    // Clara signs in and approves the claim.
    const c = colleague.page;
    await signInAs(c, 'clara.colleague', password);
    await c.goto(`/admin/claim/${guid}`);
    await c.getByRole('button', { name: 'Approve' }).click();
    // The confirmation dialog restates the participant; nothing is approved before it is confirmed.
    const confirmation = c.getByRole('dialog', { name: 'Approve' });
    await confirmation
      .getByTestId('decision-question')
      .getByText(/Lena Vogel/)
      .waitFor();
    expect(await claimOnServer(b, guid)).toMatchObject({ status: 1 });
    await confirmation.getByRole('button', { name: 'Approve' }).click();
    await c.getByText('The claim has been approved.').waitFor();
    await c.getByRole('region', { name: 'History Log' }).getByText('clara.colleague').waitFor();
    expect(await claimOnServer(b, guid)).toMatchObject({ status: 2, confirmed: true });
    await screenshot(c, 'staff-colleague-approved');

    // The Admin sees her last sign-in, and disables her.
    await a.reload();
    await expect(row.getByText('Never').count()).resolves.toBe(0);
    await row.getByRole('link', { name: 'Edit' }).click();
    await a.waitForURL('**/admin/staff/*');
    await screenshot(a, 'staff-edit');
    await a.getByRole('switch', { name: 'Active' }).uncheck();
    await a.getByRole('button', { name: 'Save' }).click();
    await a.getByText('The staff account has been saved.').waitFor();
    await row.getByText('Inactive').waitFor();
    await screenshot(a, 'staff-disabled');

    // Clara's open console is signed out on its next request.
    await c.getByRole('menuitem', { name: 'Claims' }).click();
    await c.waitForURL('**/admin/login');
    await screenshot(c, 'staff-colleague-signed-out');
    const refused = await b.http.post('/auth/login').send({ Username: 'clara.colleague', Password: password });
    expect(refused.status).toBe(401);
    expect(failures).toEqual([]);
  } finally {
    await admin.context.close();
    await colleague.context.close();
  }
});
