import { jest } from '@jest/globals';

import { settledAxeViolations } from '../../support/axe.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { approvedClaim, claimOnServer, overlappingEvent, requestedClaim, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(240_000);

// Issue 33: one person, one payment whatever the address, and a console that leads finance the right way.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

it('shows what two claims share, asks to confirm before approving, and shows a return at the top', async () => {
  const alice = await requestedClaim(b, 'alice.martin@court.example', { firstname: 'Alice', lastname: 'Martin' });
  // The same account under other addresses: Alicia's for a seminar on the same days, and Alice's second claim.
  await overlappingEvent(b, '126DT01B');
  const shared = 'BE68539007547034';
  const alicia = await requestedClaim(
    b,
    'a.martin@mail.example',
    { firstname: 'Alicia', lastname: 'Martín' },
    { eventNumber: '126DT01B', iban: shared },
  );
  const aliceAgain = await requestedClaim(
    b,
    'alice.m@private.example',
    { firstname: 'Alice', lastname: 'Martin' },
    { iban: shared },
  );
  const returned = await approvedClaim(b, 'jan.peeters@rechtbank.example', { firstname: 'Jan', lastname: 'Peeters' });
  // The bank returned Jan's transfer (as a statement's RtrInf records it: docs/rules.md, "Payments").
  await b.db.query(
    `UPDATE claim_bank_data SET returned_on = current_date, return_reason = 'AC04' WHERE claim_id = $1`,
    [returned.guid],
  );

  const { context, page } = await b.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  try {
    await signIn(page, 'test-approver');
    // The list: Jan's claim says it was returned, beside its status.
    const row = page.getByRole('row').filter({ hasText: 'Peeters, Jan' });
    await row
      .getByTestId('returned-chip')
      .getByText(/^Returned /)
      .waitFor();
    await screenshot(page, 'claims-returned-chip');
    expect(await settledAxeViolations(page)).toEqual([]);

    // Jan's page: the return first, with its reason and date; no Mark as paid for a SEPA account.
    await page.goto(`/admin/claim/${returned.guid}`);
    await page
      .getByTestId('payment-return')
      .getByText(/^The bank returned the transfer on .+: the account has been closed \(AC04\)\./)
      .waitFor();
    await page.getByRole('button', { name: 'Resend Claim' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as paid' }).count()).toBe(0);
    await screenshot(page, 'claim-returned');
    expect(await settledAxeViolations(page)).toEqual([]);

    // Alice's second claim: the same name and employer as her first, the same IBAN as Alicia's.
    await page.goto(`/admin/claim/${aliceAgain.guid}`);
    const duplicates = page.getByTestId('duplicates');
    await duplicates.getByRole('link', { name: alicia.identifier }).waitFor();
    const matched = async (identifier: string) =>
      duplicates.getByRole('listitem').filter({ hasText: identifier }).getByTestId('matched-by').textContent();
    expect(await matched(alicia.identifier)).toBe('same IBAN');
    expect(await matched(alice.identifier)).toBe('same name and employer');
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve' });
    await dialog
      .getByTestId('warning-possible-duplicate')
      .getByText(/^This may be a second claim of the same person/)
      .waitFor();
    const approve = dialog.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'I have checked that this claim is not a duplicate.' }).check();
    await screenshot(page, 'claim-duplicate-dialog');
    expect(await settledAxeViolations(page)).toEqual([]);
    await approve.click();
    await page.getByText('The claim has been approved.').waitFor();
    expect(await claimOnServer(b, aliceAgain.guid)).toMatchObject({ status: 2 });
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});
