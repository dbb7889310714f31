import { jest } from '@jest/globals';

import { settledAxeViolations } from '../../support/axe.js';
import { PAYMENT_DEBTOR, pain002 } from '../../support/bank-statements.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { guestSession, screenshot as participantScreenshot, storeSession } from '../participant/participant-browser.js';
import { approvedClaim, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(240_000);

// Issue 33, Verification of Payee: the payee's bank's name checks in a pain.002 show on the run's
// page and on the claim, in the console and in the participant's app, where a close match gives the
// name that bank holds and no match asks the participant to check the account holder's name.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1', ...PAYMENT_DEBTOR });
});
afterAll(() => b?.close());

it("shows the payee's bank's name checks on the run, the console's claim page and the participant's", async () => {
  const closeEmail = 'eleni.papadopoulou@areios-pagos.example';
  const noMatchEmail = 'jan.novak@nsoud.example';
  const close = await approvedClaim(b, closeEmail, { firstname: 'Eleni', lastname: 'Papadopoulou' });
  const noMatch = await approvedClaim(b, noMatchEmail, { firstname: 'Jan', lastname: 'Novák' }, { language: 'de' });
  const admin = { Authorization: `Bearer ${b.token('admin')}` };
  const run = (
    await b.http
      .post('/api/paymentruns')
      .set(admin)
      .send({ claims: [close.guid, noMatch.guid] })
      .expect(201)
  ).body;
  await b.http
    .post('/api/bankstatements')
    .set({ Authorization: `Bearer ${b.token('approver')}` })
    .set('Content-Type', 'application/xml')
    .send(
      pain002('STS-VOP-1', run.number, {
        transfers: [
          {
            endToEndId: close.identifier,
            status: 'ACCP',
            payeeCheck: { code: 'CMTC', name: 'Eleni Papadopoulou-Nikolaou' },
          },
          { endToEndId: noMatch.identifier, status: 'ACCP', payeeCheck: { code: 'NMTC' } },
        ],
      }),
    )
    .expect(200);

  const desk = await b.newPage();
  const phone = await b.newPage({ width: 390, height: 844 });
  const german = await b.newPage({ width: 390, height: 844 });
  const failures: string[] = [];
  for (const { page } of [desk, phone, german]) page.on('pageerror', (error) => failures.push(error.message));
  try {
    const d = desk.page;
    await signIn(d, 'test-approver');
    await d.goto(`/admin/paymentruns/${run.id}/show`);
    await d.getByText("Name check: close to the account holder's name (Eleni Papadopoulou-Nikolaou)").waitFor();
    await d.getByText("Name check: the name does not match the account holder's").waitFor();
    await screenshot(d, 'payee-check-run');
    expect(await settledAxeViolations(d)).toEqual([]);
    await d.goto(`/admin/claim/${close.guid}`);
    await d
      .getByTestId('payee-check')
      .filter({ hasText: "Name check: close to the account holder's name (Eleni Papadopoulou-Nikolaou)" })
      .waitFor();
    await screenshot(d, 'payee-check-claim');
    expect(await settledAxeViolations(d)).toEqual([]);

    const p = phone.page;
    await storeSession(p, await guestSession(b, closeEmail));
    await p.goto(`/me/claims/${close.guid}`);
    await p
      .getByText(
        'The payee’s bank holds the account holder’s name as “Eleni Papadopoulou-Nikolaou”, close to the name you gave.',
      )
      .waitFor();
    await participantScreenshot(p, 'payee-close-match');
    expect(await settledAxeViolations(p)).toEqual([]);
    const n = german.page;
    await storeSession(n, await guestSession(b, noMatchEmail));
    await n.goto(`/me/claims/${noMatch.guid}?lang=de`);
    await n.getByText(/Bitte prüfen Sie den Namen des Kontoinhabers/).waitFor();
    await participantScreenshot(n, 'de-payee-no-match');
    expect(await settledAxeViolations(n)).toEqual([]);
    expect(failures).toEqual([]);
  } finally {
    await desk.context.close();
    await phone.context.close();
    await german.context.close();
  }
});
