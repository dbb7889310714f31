import { jest } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { settledAxeViolations } from '../../support/axe.js';
import { booking, camt054, PAYMENT_DEBTOR } from '../../support/bank-statements.js';
import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { guestSession, screenshot as participantScreenshot, storeSession } from '../participant/participant-browser.js';
import { approvedClaim, claimOnServer, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(240_000);

// Issue 33: a statement whose booking disagrees with its transfer changes nothing; another Approver
// reviews it on the run's page and records it as paid with a note. A German participant whose
// transfer came back reads why in German, on the claim's page and in the mail.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1', ...PAYMENT_DEBTOR });
});
afterAll(() => b?.close());

const admin = () => ({ Authorization: `Bearer ${b.token('admin')}` });

it('lists a wrong amount for review; another Approver records it; a German participant reads the return in German', async () => {
  const wrongEmail = 'sofia.marino@corte-appello.example';
  const germanEmail = 'lukas.becker@olg.example';
  const wrong = await approvedClaim(b, wrongEmail, { firstname: 'Sofia', lastname: 'Marino' });
  const german = await approvedClaim(b, germanEmail, { firstname: 'Lukas', lastname: 'Becker' }, { language: 'de' });
  const run = (
    await b.http
      .post('/api/paymentruns')
      .set(admin())
      .send({ claims: [wrong.guid, german.guid] })
      .expect(201)
  ).body;
  const transfer = (guid: string) => run.claims.find((claim: { guid: string }) => claim.guid === guid);
  const statement = join(mkdtempSync(join(tmpdir(), 'statement-')), 'camt054.xml');
  writeFileSync(
    statement,
    camt054('NTF-2026-0077', [
      booking({ endToEndId: wrong.identifier, amount: transfer(wrong.guid).amount + 9 }),
      booking({
        endToEndId: german.identifier,
        amount: transfer(german.guid).amount,
        returned: { code: 'AC04', text: 'Konto saldiert' },
      }),
    ]),
  );
  const wrongReason = `booked ${(transfer(wrong.guid).amount + 9).toFixed(2)} EUR, the transfer is ${transfer(wrong.guid).amount.toFixed(2)} EUR`;

  const uploader = await b.newPage();
  const reviewer = await b.newPage();
  const phone = await b.newPage({ width: 390, height: 844 });
  const failures: string[] = [];
  for (const { page } of [uploader, reviewer, phone]) page.on('pageerror', (error) => failures.push(error.message));
  try {
    // The uploader: the run's page leads with the download, then the statement.
    const u = uploader.page;
    await signIn(u, 'test-approver');
    await u.goto(`/admin/paymentruns/${run.id}/show`);
    await u.getByText('Next: download the SEPA file and hand it to the bank.').waitFor();
    await b.http.get(`/api/paymentruns/${run.id}/sepa.xml`).set(admin()).expect(200);
    await u.reload();
    await u.getByText("Next: upload the bank's statement once the bank has executed the run.").waitFor();
    await screenshot(u, 'review-run-next-step');
    await u.getByRole('button', { name: 'Upload bank statement' }).click();
    const dialog = u.getByRole('dialog', { name: 'Upload bank statement' });
    await dialog.locator('input[type="file"]').setInputFiles(statement);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const review = dialog.getByRole('region', { name: /^Disagree with their transfer/ });
    await review.getByText(wrongReason).waitFor();
    await dialog.getByRole('region', { name: 'Returned by the bank (1)' }).waitFor();
    await screenshot(u, 'review-upload-result');
    expect(await settledAxeViolations(u)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await claimOnServer(b, wrong.guid)).toMatchObject({ status: 2, paidOn: null });

    // Another Approver (the Admin) reviews it on the run's page and records it as paid, with a note.
    const r = reviewer.page;
    await signIn(r, 'test-admin');
    await r.goto(`/admin/paymentruns/${run.id}/show`);
    const reviews = r.getByRole('region', { name: 'Bank entries to review (1 open)' });
    await reviews.getByText(wrongReason).waitFor();
    expect(await settledAxeViolations(r)).toEqual([]);
    await screenshot(r, 'review-run-page');
    await reviews.getByRole('button', { name: 'Record as paid' }).click();
    const decision = r.getByRole('dialog', { name: `Record ${wrong.identifier} as paid?` });
    await decision.getByRole('textbox', { name: /Note/ }).fill('The bank confirmed 9.00 EUR were a typing error.');
    expect(await settledAxeViolations(r)).toEqual([]);
    await decision.getByRole('button', { name: 'Record as paid' }).click();
    await r.getByText(/^Recorded by test-admin on .+: The bank confirmed 9\.00 EUR were a typing error\.$/).waitFor();
    await screenshot(r, 'review-recorded');
    expect(await claimOnServer(b, wrong.guid)).toMatchObject({ status: 3 });

    // The returned claim's page in the console: its history says why, with the bank's words.
    await r.goto(`/admin/claim/${german.guid}`);
    await r.getByText(/Payment returned by the bank \(PR-\d{4}-\d{4}, AC04\): the account has been closed/).waitFor();
    await screenshot(r, 'review-returned-claim');
    expect(await settledAxeViolations(r)).toEqual([]);

    // The German participant reads why in German, on the page and in the mail.
    const p = phone.page;
    await storeSession(p, await guestSession(b, germanEmail));
    await p.goto(`/me/claims/${german.guid}?lang=de`);
    await p.getByText(/weil das Konto aufgelöst wurde \(Hinweis der Bank: „Konto saldiert“\)/).waitFor();
    await participantScreenshot(p, 'de-payment-returned');
    // axe at the phone's width, then at an office screen's.
    expect(await settledAxeViolations(p)).toEqual([]);
    await p.setViewportSize({ width: 1280, height: 900 });
    expect(await settledAxeViolations(p)).toEqual([]);
    const mail = await b.mail.waitFor((m) => m.to.includes(germanEmail) && m.text.includes('zurückgeschickt'));
    expect(mail.text).toContain('weil das Konto aufgelöst wurde (Hinweis der Bank: „Konto saldiert“)');
    expect(failures).toEqual([]);
  } finally {
    await uploader.context.close();
    await reviewer.context.close();
    await phone.context.close();
  }
});
