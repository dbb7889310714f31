import { jest } from '@jest/globals';

import { settledAxeViolations } from '../../support/axe.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { claimOnServer, requestedClaim, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(240_000);

// Issue 22's four eyes on large claims: above APPROVAL_SECOND_ABOVE an Approver's approval is the first of
// two; the claim stays Requested and its page says so; an Admin (on a phone) gives the second. The
// accessibility suite runs without APPROVAL_SECOND_ABOVE, so axe checks these dialogs and notes here.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1', APPROVAL_SECOND_ABOVE: '100' });
});
afterAll(() => b?.close());

it('takes two approvals by different people for a claim above the amount', async () => {
  const claim = await requestedClaim(b, 'ruth.weber@court.example', { firstname: 'Ruth', lastname: 'Weber' });
  expect((await claimOnServer(b, claim.guid)).totalAmount).toBeGreaterThan(100);
  const approver = await b.newPage();
  const admin = await b.newPage({ width: 390, height: 844 });
  const failures: string[] = [];
  for (const { page } of [approver, admin]) page.on('pageerror', (error) => failures.push(error.message));
  try {
    // The Approver's approval is the first of two: the dialog says so, the claim stays Requested.
    const a = approver.page;
    await signIn(a, 'test-approver');
    await a.goto(`/admin/claim/${claim.guid}`);
    await a.getByRole('button', { name: 'Approve' }).click();
    const first = a.getByRole('dialog', { name: 'Approve' });
    await first.getByText(/^This claim needs two approvals by different people\. Yours is the first/).waitFor();
    await screenshot(a, 'two-approvals-first-dialog');
    expect(await settledAxeViolations(a)).toEqual([]);
    await first.getByRole('button', { name: 'Approve' }).click();
    await a
      .getByTestId('second-approval')
      .getByText(
        'You gave the first of the two approvals this claim needs. Another Approver or Admin must give the second.',
      )
      .waitFor();
    await a.getByRole('button', { name: 'Decline' }).waitFor();
    expect(await a.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await a.getByRole('region', { name: 'History Log' }).getByText('Claim approved (first of two approvals)').waitFor();
    await screenshot(a, 'two-approvals-first-given');
    expect(await settledAxeViolations(a)).toEqual([]);
    expect(await claimOnServer(b, claim.guid)).toMatchObject({ status: 1 });

    // An Admin gives the second, on a phone.
    const p = admin.page;
    await signIn(p, 'test-admin');
    await p.goto(`/admin/claim/${claim.guid}`);
    await p
      .getByTestId('second-approval')
      .getByText('test-approver gave the first of the two approvals this claim needs.', { exact: false })
      .waitFor();
    await screenshot(p, 'two-approvals-second-page-390');
    expect(await settledAxeViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'Approve' }).click();
    const second = p.getByRole('dialog', { name: 'Approve' });
    await second
      .getByText(/^test-approver gave the first of the two approvals this claim needs\. Yours is the second/)
      .waitFor();
    await screenshot(p, 'two-approvals-second-dialog-390');
    expect(await settledAxeViolations(p)).toEqual([]);
    await second.getByRole('button', { name: 'Approve' }).click();
    await p.getByText('The claim has been approved.').waitFor();
    await p
      .getByRole('region', { name: 'History Log' })
      .getByText('Claim approved (second of two approvals)')
      .waitFor();
    expect(await claimOnServer(b, claim.guid)).toMatchObject({ status: 2 });
    expect(failures).toEqual([]);
  } finally {
    await approver.context.close();
    await admin.context.close();
  }
});
