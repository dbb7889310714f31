import { jest } from '@jest/globals';
import { readFile } from 'node:fs/promises';

import { PAYMENT_DEBTOR } from '../../support/bank-statements.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { guestSession, storeSession, screenshot as participantScreenshot } from '../participant/participant-browser.js';
import { approvedClaim, claimOnServer, openMenu, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(180_000);

// Issue 12, with issue 22's lifecycle: an approver sends approved claims to the bank in a payment run from
// the console and downloads the run's SEPA file; nothing is Paid until the approver confirms the bank
// executed the run; then the participant has the mail and sees the claim Paid in the participant app.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({
    DEMO_DATA: '1',
    ...PAYMENT_DEBTOR,
  });
});
afterAll(() => b?.close());

it('sends an approved claim to the bank in a run, Paid once confirmed executed, and the participant sees Paid', async () => {
  const email = 'sofie.jansen@rechtbank.example';
  const paid = await approvedClaim(b, email, { firstname: 'Sofie', lastname: 'Jansen' }, { iban: 'BE68539007547034' });
  const waits = await approvedClaim(b, 'pieter.claes@rechtbank.example', { firstname: 'Pieter', lastname: 'Claes' });
  const amount: number = (await claimOnServer(b, paid.guid)).totalAmount;

  const staff = await b.newPage();
  const participant = await b.newPage({ width: 420, height: 900 });
  const failures: string[] = [];
  for (const { page } of [staff, participant]) page.on('pageerror', (error) => failures.push(error.message));
  try {
    // The approver opens Payment runs, starts a new run and leaves Pieter's claim for a later run.
    const s = staff.page;
    await signIn(s, 'test-approver');
    await openMenu(s, 'Payment runs');
    await s.waitForURL('**/admin/paymentruns');
    await s.getByRole('link', { name: 'New payment run' }).click();
    await s.waitForURL('**/admin/paymentruns/create');
    const table = s.getByRole('table', { name: 'Claims' });
    await table.getByRole('link', { name: paid.identifier }).waitFor();
    await s
      .getByRole('status')
      .getByText(/^2 claims selected/)
      .waitFor();
    await screenshot(s, 'payment-run-new');
    await table.getByRole('checkbox', { name: `Pay ${waits.identifier}` }).uncheck();
    await s
      .getByRole('status')
      .getByText(`1 claim selected, total €${amount.toFixed(2)}`)
      .waitFor();
    await s.getByRole('button', { name: 'Create payment run' }).click();
    const dialog = s.getByRole('dialog');
    await dialog.getByText('Create the payment run?').waitFor();
    await dialog.getByText(/once the bank has executed it\./).waitFor();
    await screenshot(s, 'payment-run-confirm');
    await dialog.getByRole('button', { name: 'Create payment run' }).click();

    // The run's page: its number, the claim, the files.
    await s.waitForURL('**/admin/paymentruns/*/show');
    const heading = s.getByRole('heading', { level: 1, name: /^Payment run PR-\d{4}-0001$/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Payment run ', '');
    await s.getByRole('table', { name: 'Claims' }).getByRole('link', { name: paid.identifier }).waitFor();
    await s.getByRole('status').getByText('Created: waiting for the bank').waitFor();
    await s.getByRole('table', { name: 'Claims' }).getByText('Waiting for the bank').waitFor();
    await screenshot(s, 'payment-run-show');
    // Sent to the bank, not paid: the claim waits In approval Run, and nobody is told "paid".
    expect(await claimOnServer(b, paid.guid)).toMatchObject({ status: 2, paymentRun: { number } });

    // The SEPA file comes down with the bearer token, and holds the claim's transfer.
    const [download] = await Promise.all([
      s.waitForEvent('download'),
      s.getByRole('button', { name: 'Download SEPA file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.xml`);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    expect(xml).toContain(`<MsgId>${number}</MsgId>`);
    expect(xml).toContain(`<NbOfTxs>1</NbOfTxs><CtrlSum>${amount.toFixed(2)}</CtrlSum>`);
    expect(xml).toContain(`<EndToEndId>${paid.identifier}</EndToEndId>`);
    expect(xml).toContain(`<InstdAmt Ccy="EUR">${amount.toFixed(2)}</InstdAmt>`);
    expect(xml).toContain(
      // A payee bank in the EEA: the name and the account, no address (the bank form kept none).
      '<Cdtr><Nm>Sofie Jansen</Nm></Cdtr><CdtrAcct><Id><IBAN>BE68539007547034</IBAN></Id></CdtrAcct>',
    );
    expect(xml).toContain('<DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct>');
    expect(xml).not.toContain(waits.identifier);

    // The bank's statement shows the run executed: the approver confirms it, on today's date.
    await s.getByRole('button', { name: 'Confirm executed' }).click();
    const confirm = s.getByRole('dialog');
    await confirm.getByText(`Confirm that the bank executed ${number}?`).waitFor();
    await screenshot(s, 'payment-run-confirm-executed');
    await confirm.getByRole('button', { name: 'Confirm executed' }).click();
    await s
      .getByRole('status')
      .getByText(/^Confirmed executed on /)
      .waitFor();
    await s
      .getByRole('table', { name: 'Claims' })
      .getByText(/^Paid on /)
      .waitFor();
    expect(await s.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
    await screenshot(s, 'payment-run-executed');

    // The list shows the run with its figures; the claim's page links to it.
    await openMenu(s, 'Payment runs');
    const row = s.getByRole('row', { name: new RegExp(number) });
    await row.getByText(`€${amount.toFixed(2)}`).waitFor();
    await row.getByText('test-approver').waitFor();
    await screenshot(s, 'payment-run-list');
    await s.goto(`/admin/claim/${paid.guid}`);
    await s.getByRole('link', { name: number }).waitFor();
    await screenshot(s, 'payment-run-claim');
    expect(await claimOnServer(b, paid.guid)).toMatchObject({ status: 3, paymentRun: { number } });
    expect(await claimOnServer(b, waits.guid)).toMatchObject({ status: 2, paymentRun: null });

    // The participant has the mail and sees Paid, its date and the account it went to.
    const mail = await b.mail.waitFor((m) => m.subject === `Your refund for claim ${paid.identifier} is on its way`);
    expect(mail.text).toContain('BE68 **** **** 7034');
    const p = participant.page;
    await storeSession(p, await guestSession(b, email));
    await p.goto('/me/claims');
    const card = p.getByRole('article');
    await card.getByText('Paid', { exact: true }).waitFor();
    await card.getByText(/^Paid on \d{1,2} \w+ \d{4}$/).waitFor();
    await participantScreenshot(p, 'paid-claims');
    await card.getByRole('link', { name: /^Details/ }).click();
    await p.getByText(/^Your contribution was paid on .* to the account BE68 \*\*\*\* \*\*\*\* 7034\./).waitFor();
    await participantScreenshot(p, 'paid-claim-detail');
    expect(failures).toEqual([]);
  } finally {
    await staff.context.close();
    await participant.context.close();
  }
});
