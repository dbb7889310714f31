import { jest } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

import { camt054, entry, PAYMENT_DEBTOR } from '../../support/bank-statements.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import {
  enterSepaIban,
  guestSession,
  screenshot as participantScreenshot,
  storeSession,
  tabTo,
} from '../participant/participant-browser.js';
import { approvedClaim, claimOnServer, openMenu, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(240_000);

// Issue 22: the bank answers a run with a statement; the approver uploads it and sees which claims were
// paid and which came back; the participant whose transfer came back enters new bank details, and the
// claim is paid in a second run.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({
    DEMO_DATA: '1',
    ...PAYMENT_DEBTOR,
  });
});
afterAll(() => b?.close());

const approver = () => ({ Authorization: `Bearer ${b.token('approver')}` });

/** Creates a run of every waiting claim from the console and answers its number and id (from the page's URL). */
async function createRunInConsole(s: Page, identifiers: string[]) {
  await openMenu(s, 'Payment runs');
  await s.waitForURL('**/admin/paymentruns');
  await s.getByRole('link', { name: 'New payment run' }).click();
  const table = s.getByRole('table', { name: 'Claims' });
  for (const identifier of identifiers) await table.getByRole('link', { name: identifier }).waitFor();
  await s.getByRole('button', { name: 'Create payment run' }).click();
  await s.getByRole('dialog').getByRole('button', { name: 'Create payment run' }).click();
  await s.waitForURL('**/admin/paymentruns/*/show');
  const heading = s.getByRole('heading', { level: 1, name: /^Payment run PR-\d{4}-\d{4}$/ });
  await heading.waitFor();
  const id = decodeURIComponent(new URL(s.url()).pathname.split('/').at(-2)!);
  return { id, number: (await heading.textContent())!.replace('Payment run ', '') };
}

it('uploads the bank statement: one claim Paid, one returned (AC04); new bank details, and a second run pays it', async () => {
  const paidEmail = 'marie.dubois@cour-appel.example';
  const returnedEmail = 'jan.peeters@hof-beroep.example';
  const paid = await approvedClaim(b, paidEmail, { firstname: 'Marie', lastname: 'Dubois' });
  const returned = await approvedClaim(b, returnedEmail, { firstname: 'Jan', lastname: 'Peeters' });

  const staff = await b.newPage();
  const phone = await b.newPage({ width: 390, height: 844 });
  const failures: string[] = [];
  for (const { page } of [staff, phone]) page.on('pageerror', (error) => failures.push(error.message));
  try {
    const s = staff.page;
    await signIn(s, 'test-approver');
    const first = await createRunInConsole(s, [paid.identifier, returned.identifier]);
    await s.getByRole('status').getByText('Created: waiting for the bank').waitFor();

    // The bank's debit notification, built from the run's transfers: one booked, one returned (account closed).
    const run = (await b.http.get(`/api/paymentruns/${first.id}`).set(approver()).expect(200)).body;
    const transfer = (guid: string) => run.claims.find((claim: { guid: string }) => claim.guid === guid);
    const statement = join(mkdtempSync(join(tmpdir(), 'statement-')), 'camt054.xml');
    writeFileSync(
      statement,
      camt054('NTF-2026-0042', [
        entry(transfer(paid.guid).endToEndId, transfer(paid.guid).amount),
        entry(transfer(returned.guid).endToEndId, transfer(returned.guid).amount, 'AC04'),
      ]),
    );

    // Upload bank statement: the keyboard reaches the picker's button (a native button that opens the
    // file input). The file is then set on the input: waiting for the file chooser after Enter timed
    // out once in a loaded CI run, though it passed alone.
    await s.getByRole('button', { name: 'Upload bank statement' }).click();
    const dialog = s.getByRole('dialog', { name: 'Upload bank statement' });
    const choose = dialog.getByRole('button', { name: 'Choose statement file' });
    await choose.waitFor();
    await tabTo(s, choose);
    await dialog.locator('input[type="file"]').setInputFiles(statement);
    await dialog.getByText('Chosen: camt054.xml').waitFor();
    await screenshot(s, 'statement-chosen');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    // The result: which claim is paid, which came back and why.
    await dialog
      .getByRole('status')
      .getByText(/^camt\.054 NTF-2026-0042: paid 1, returned 1/)
      .waitFor();
    const paidNow = dialog.getByRole('region', { name: 'Paid now (1)' });
    await paidNow.getByRole('link', { name: paid.identifier }).waitFor();
    const bounced = dialog.getByRole('region', { name: 'Returned by the bank (1)' });
    await bounced.getByRole('link', { name: returned.identifier }).waitFor();
    await bounced.getByText('AC04: the account has been closed').waitFor();
    await screenshot(s, 'statement-results');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The run's page says it per claim.
    const claims = s.getByRole('table', { name: 'Claims' });
    await claims
      .getByRole('row', { name: new RegExp(paid.identifier) })
      .getByText(/^Paid on /)
      .waitFor();
    await claims
      .getByRole('row', { name: new RegExp(returned.identifier) })
      .getByText(/^Returned on .*: AC04, the account has been closed$/)
      .waitFor();
    // The statement answered for every transfer: the run is executed by it, not confirmed by anyone.
    await s.getByText(/^Executed on .+, as the bank statements show$/).waitFor();
    await s.getByText(/^Statement uploaded by .+ on /).waitFor();
    expect(await s.getByText(/^Confirmed executed/).count()).toBe(0);
    await screenshot(s, 'statement-run-page');
    expect(await claimOnServer(b, paid.guid)).toMatchObject({ status: 3 });
    expect(await claimOnServer(b, returned.guid)).toMatchObject({
      status: 2,
      paymentRun: null,
      paymentReturn: { reasonCode: 'AC04' },
    });
    await b.mail.waitFor((m) => m.subject === `Your refund for claim ${paid.identifier} is on its way`);
    const returnMail = await b.mail.waitFor(
      (m) => m.to.includes(returnedEmail) && m.text.includes('the account has been closed'),
    );
    expect(returnMail.text).toContain(returned.identifier);

    // Same picture at 390 px.
    await s.setViewportSize({ width: 390, height: 844 });
    await screenshot(s, 'statement-run-page-390');
    await s.setViewportSize({ width: 1280, height: 900 });

    // Jan, on his phone, reads why and enters another account.
    const p = phone.page;
    await storeSession(p, await guestSession(b, returnedEmail));
    await p.goto(`/me/claims/${returned.guid}`);
    await p.getByText(/because the account has been closed\./).waitFor();
    await participantScreenshot(p, 'payment-returned');
    await p.getByRole('link', { name: 'Enter bank details again' }).click();
    await p.waitForURL(`**/me/claims/${returned.guid}/bankdetails`);
    await enterSepaIban(p, 'BE71 0961 2345 6769');
    const terms = p.getByRole('checkbox', { name: /Terms and Conditions/ });
    if ((await terms.count()) > 0) await terms.check();
    await participantScreenshot(p, 'bank-details-again');
    await p
      .locator('form')
      .getByRole('button', { name: /^Request contribution|^Send/ })
      .click();
    await p.waitForURL(`**/me/claims/${returned.guid}`);
    expect((await claimOnServer(b, returned.guid)).paymentReturn).toBeNull();

    // A second run takes it, under a new EndToEndId; the approver confirms it executed, and it is Paid.
    const second = await createRunInConsole(s, [returned.identifier]);
    const again = (await b.http.get(`/api/paymentruns/${second.id}`).set(approver()).expect(200)).body;
    expect(again.claims.map((claim: { endToEndId: string }) => claim.endToEndId)).toEqual([`${returned.identifier}-2`]);
    await s.getByRole('button', { name: 'Confirm executed' }).click();
    await s.getByRole('dialog').getByRole('button', { name: 'Confirm executed' }).click();
    await s
      .getByRole('table', { name: 'Claims' })
      .getByText(/^Paid on /)
      .waitFor();
    await screenshot(s, 'statement-second-run');
    expect(await claimOnServer(b, returned.guid)).toMatchObject({ status: 3, paymentRun: { number: second.number } });
    const mail = await b.mail.waitFor(
      (m) => m.subject === `Your refund for claim ${returned.identifier} is on its way`,
    );
    expect(mail.text).toContain('BE71 **** **** 6769');
    expect(failures).toEqual([]);
  } finally {
    await staff.context.close();
    await phone.context.close();
  }
});
