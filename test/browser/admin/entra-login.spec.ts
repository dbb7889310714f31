import { jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { startEntraStandIn, type EntraStandIn } from '../../support/entra-stand-in.js';
import { requestedClaim, screenshot, storageKeys } from './admin-browser.js';
import { answerMicrosoftLogin, type MicrosoftUser } from './microsoft-login.js';

jest.setTimeout(180_000);

// Issue 6, acceptance 2: the Entra sign-in with the console's real MSAL code. The test answers Microsoft's
// endpoints for the browser; the server checks the access tokens against the stand-in tenant's keys.
let entra: EntraStandIn;
let b: BrowserApp;
beforeAll(async () => {
  entra = await startEntraStandIn();
  b = await startBrowserApp({ DEMO_DATA: '1', ...entra.env });
});
afterAll(async () => {
  await b?.close();
  await entra?.close();
});

const approver: MicrosoftUser = { name: 'Ada Lovelace', username: 'ada.lovelace@academy.example', roles: ['Approver'] };
const staff: MicrosoftUser = { name: 'Alan Turing', username: 'alan.turing@academy.example', roles: ['Staff'] };

/** Clicks 'Login with Microsoft' and lets the popup run through the sign-in. */
async function signInWithMicrosoft(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Microsoft' }).click();
  const window = await popup;
  await window.waitForEvent('close');
  await page.waitForURL('**/admin/claims');
}

describe('the console with Microsoft Entra ID', () => {
  it('tells the console to sign in with Microsoft', async () => {
    const config = (await b.http.get('/api/config').expect(200)).body;
    expect(config.entra).toMatchObject({
      clientId: entra.clientId,
      tenantId: entra.tenantId,
      redirectUri: `${b.baseUrl}/blank.html`,
    });
  });

  it('signs an approver in with the popup; the roles of the token reach the console; Logoff signs out', async () => {
    const claim = await requestedClaim(b, 'ana.lopez@juzgado.example', { firstname: 'Ana', lastname: 'Lopez' });
    const { context, page } = await b.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      const microsoft = await answerMicrosoftLogin(context, entra, approver);
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Login with Microsoft' }).waitFor();
      expect(await page.getByLabel('Password').count()).toBe(0);
      await screenshot(page, 'entra-login');

      await signInWithMicrosoft(page);
      expect(microsoft.requests).toEqual(expect.arrayContaining(['authorize', 'token']));
      expect(microsoft.requests.filter((request) => request.startsWith('unexpected'))).toEqual([]);
      // The API accepted the token: the claim list shows the claim.
      await page.getByText('Lopez, Ana').waitFor();
      await screenshot(page, 'entra-claims');

      // The token cache lives in session storage (contract/openapi.json).
      expect((await storageKeys(page, 'sessionStorage')).join(' ')).toMatch(/accesstoken/i);
      expect((await storageKeys(page, 'localStorage')).join(' ')).not.toMatch(/accesstoken/i);

      // The Approver role of the token lets the user decide.
      await page.goto(`/admin/claim/${claim.guid}`);
      await page.getByRole('button', { name: 'Approve' }).waitFor();
      expect(await page.getByRole('button', { name: 'Decline' }).isVisible()).toBe(true);
      await screenshot(page, 'entra-claim-approver');

      // /admin with the one known account: straight back to the claims without a popup.
      await page.goto('/admin');
      await page.waitForURL('**/admin/claims');

      // Logoff opens Microsoft's sign-out page in a popup and ends on the login page.
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Logoff' }).click();
      await (await popup).waitForEvent('close');
      await page.waitForURL('**/admin/login');
      expect(microsoft.requests).toContain('logout');
      await page.goto('/admin/claims');
      await page.waitForURL('**/admin/login');
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows no Approve or Decline to a tenant user without the Approver or Admin role', async () => {
    const claim = await requestedClaim(b, 'jan.novak@soud.example', { firstname: 'Jan', lastname: 'Novak' });
    const { context, page } = await b.newPage();
    try {
      await answerMicrosoftLogin(context, entra, staff);
      await signInWithMicrosoft(page);
      await page.goto(`/admin/claim/${claim.guid}`);
      await page.getByRole('button', { name: 'Resend Claim' }).waitFor();
      await page.waitForTimeout(1000);
      expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Decline' }).count()).toBe(0);
      await screenshot(page, 'entra-claim-staff');
    } finally {
      await context.close();
    }
  });

  it('shows a refused sign-in in a red box', async () => {
    const { context, page } = await b.newPage();
    try {
      const microsoft = await answerMicrosoftLogin(context, entra, approver);
      microsoft.error = 'AADSTS50105: The signed in user is not assigned to a role for the application.';
      await page.goto('/admin/login');
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Login with Microsoft' }).click();
      await (await popup).waitForEvent('close');
      const box = page.getByRole('alert');
      await box.waitFor();
      expect(await box.textContent()).toContain('AADSTS50105');
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await screenshot(page, 'entra-login-error');
    } finally {
      await context.close();
    }
  });
});
