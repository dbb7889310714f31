import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import {
  claimOnServer,
  expiredAccessToken,
  fillAccountHolder,
  guestSession,
  savedClaim,
  screenshot,
  signInCode,
  storeSession,
  storedSession,
} from './participant-browser.js';

// Issue 5, acceptance 2: what the participant SPA does when things go wrong, in chromium on the real server.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

async function withPage(
  width: number,
  run: (page: Awaited<ReturnType<BrowserApp['newPage']>>['page']) => Promise<void>,
) {
  const { context, page } = await b.newPage({ width });
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

describe('participant SPA error paths', () => {
  it.each([1280, 360])('shows a clear not-found page for an unknown event number and address (%i px)', (width) =>
    withPage(width, async (page) => {
      await page.goto('/claims/create/999XX99');
      await page.getByRole('heading', { name: 'Seminar not found' }).waitFor();
      expect(await page.getByText("There is no seminar with the number '999XX99'.", { exact: false }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('progressbar').count()).toBe(0);
      await screenshot(page, 'event-not-found');

      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await screenshot(page, 'page-not-found');

      await page.goto('/');
      await page.getByRole('heading', { name: 'Travel and accommodation refunds for seminar participants' }).waitFor();
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Login' }).waitFor();
      await screenshot(page, 'home');
    }),
  );

  it('clears the code and says so when the sign-in code is wrong', () =>
    withPage(1280, async (page) => {
      const email = 'wrong.code@court.example';
      await page.goto('/login');
      const since = b.mail.mails.length;
      await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      const real = await signInCode(b, email, since);
      const wrong = real === '000000' ? '111111' : '000000';
      const code = page.getByRole('textbox', { name: /^Code/ });
      await code.fill(wrong);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('The code you entered has expired or is invalid.').waitFor();
      expect(await code.inputValue()).toBe('');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await storedSession(page)).toBeNull();
      await screenshot(page, 'login-wrong-code');

      // The right code still works afterwards.
      await code.fill(real);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/me/claims');
    }));

  it('renews an expired access token silently and stays on the page', () =>
    withPage(1280, async (page) => {
      const email = 'expired.token@court.example';
      await savedClaim(b, email);
      const session = await guestSession(b, email);
      const expired = { ...session, token: await expiredAccessToken(b, email) };
      await storeSession(page, expired);
      const calls: string[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/api/travelclaim') || path === '/api/me' || path.startsWith('/auth/'))
          calls.push(`${response.status()} ${path}`);
      });

      await page.goto('/me/claims');
      await page.getByRole('article').first().waitFor();

      expect(new URL(page.url()).pathname).toBe('/me/claims');
      // The list's call and the navigation bar's /api/me share one refresh (refresh tokens rotate):
      // whichever of them meets the expired token first triggers it, the other may wait for it.
      expect(calls.filter((call) => call.endsWith('/auth/guest/refresh-token'))).toEqual([
        '200 /auth/guest/refresh-token',
      ]);
      expect(calls.some((call) => call.startsWith('401 '))).toBe(true);
      expect(calls).toContain('200 /api/travelclaim');
      expect(calls.filter((call) => call.startsWith('401 /auth/'))).toEqual([]);
      const renewed = await storedSession(page);
      expect(renewed?.token).not.toBe(expired.token);
      expect(renewed?.refreshToken).not.toBe(session.refreshToken);
    }));

  it('goes to /login when the session cannot be renewed', () =>
    withPage(1280, async (page) => {
      const email = 'ended.session@court.example';
      const session = await guestSession(b, email);
      await storeSession(page, { ...session, token: await expiredAccessToken(b, email), refreshToken: 'not-a-token' });
      await page.goto('/me/claims');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Send code' }).waitFor();
      expect(await storedSession(page)).toBeNull();
    }));

  it('needs the bank address for an IBAN outside SEPA', () =>
    withPage(360, async (page) => {
      const email = 'non.sepa@court.example';
      const guid = await savedClaim(b, email);
      await storeSession(page, await guestSession(b, email));
      await page.goto(`/me/claims/${guid}/bankdetails/`);
      const iban = page.getByRole('textbox', { name: /^IBAN/ });
      await iban.waitFor();
      const checked = page.waitForResponse((response) => response.url().includes('/api/elvdata/validate/'));
      await iban.fill('TR33 0006 1005 1978 6457 8413 26');
      await iban.blur();
      expect((await (await checked).json()) as unknown).toEqual({
        isValid: true,
        sepa: false,
        country: 'TR',
        bic: null,
        holderAddressNeeded: true,
        errorMessage: null,
        message: null,
      });
      await page.getByRole('heading', { name: 'Address of the bank' }).waitFor();
      // The bank's country is the IBAN's.
      expect(
        await page
          .getByRole('combobox', { name: /^Country/ })
          .first()
          .locator('option:checked')
          .textContent(),
      ).toBe('Türkiye');
      await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
      await page.getByRole('button', { name: 'Request contribution' }).click();
      await page.getByText("Field 'BIC' is mandatory.").waitFor();
      // The bank's street and the account holder's: outside SEPA both addresses are needed.
      expect(await page.getByText("Field 'Street' is mandatory.").count()).toBe(2);
      await screenshot(page, 'bank-details-non-sepa');

      await page.getByRole('textbox', { name: /^BIC/ }).fill('ISBKTRISXXX');
      await page.getByRole('textbox', { name: /^Bank name/ }).fill('Türkiye İş Bankası');
      await page
        .getByRole('textbox', { name: /^Street/ })
        .first()
        .fill('İş Kuleleri');
      await page
        .getByRole('textbox', { name: /^Postal Code/ })
        .first()
        .fill('34330');
      await page.getByRole('textbox', { name: /^City/ }).first().fill('Istanbul');
      await fillAccountHolder(page);
      await page.getByRole('button', { name: 'Request contribution' }).click();

      await page.waitForURL(`**/me/claims/${guid}`);
      await page.getByText('Requested', { exact: true }).waitFor();
      const claim = await claimOnServer(b, guid);
      expect(claim.status).toBe(1);
      expect(claim.elvData.bankAddress).toMatchObject({ street: 'İş Kuleleri', postalCode: '34330', city: 'Istanbul' });
    }));

  it("shows the server's field errors on their fields and requests nothing", () =>
    withPage(1280, async (page) => {
      const email = 'field.errors@court.example';
      const guid = await savedClaim(b, email);
      await storeSession(page, await guestSession(b, email));
      await page.goto(`/me/claims/${guid}/bankdetails/`);
      const iban = page.getByRole('textbox', { name: /^IBAN/ });
      await iban.waitFor();
      await iban.fill('DE89 3704 0044 0532 0130 00');
      await iban.blur();
      // A BIC is optional for a SEPA account, but one that is given must be a BIC: only the server checks that.
      await page.getByRole('textbox', { name: /^BIC/ }).fill('NOT A BIC');
      await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
      const posted = page.waitForResponse((response) => response.url().endsWith('/api/elvdata'));
      await page.getByRole('button', { name: 'Request contribution' }).click();

      const answer = await posted;
      expect(answer.status()).toBe(400);
      const bicError = ((await answer.json()) as { errors: Record<string, string[]> }).errors.BIC[0];
      await page.getByText(bicError).waitFor();
      expect(await page.getByRole('textbox', { name: /^BIC/ }).getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe(`/me/claims/${guid}/bankdetails/`);
      await screenshot(page, 'bank-details-server-errors');
      expect((await claimOnServer(b, guid)).status).toBe(0);
    }));
});
