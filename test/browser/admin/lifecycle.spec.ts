import { jest } from '@jest/globals';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { enterSepaIban, signInCode } from '../participant/participant-browser.js';
import { claimOnServer, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(180_000);

// Issue 6, acceptance 3: a claim's whole life across both apps. The participant saves and requests it in the
// participant SPA, staff approve it in the console, and the participant sees 'In approval Run' and has the mail.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
});
afterAll(() => b?.close());

it('goes from the claim form through the console to In approval Run', async () => {
  const email = 'sofie.jansen@rechtbank.example';
  const participant = await b.newPage();
  const staff = await b.newPage();
  const failures: string[] = [];
  for (const { page } of [participant, staff]) page.on('pageerror', (error) => failures.push(error.message));
  try {
    // The participant calculates and saves the claim for the demo event that ended last month.
    const p = participant.page;
    await p.goto('/claims/create/126DT01');
    await p.getByRole('combobox', { name: /Employer address/ }).fill('Brussels');
    await p.getByRole('listbox').getByRole('option', { name: 'Brussels, Belgium' }).click();
    const modal = p.getByRole('dialog', { name: 'Missing required address data' });
    await modal.getByRole('textbox', { name: /^Institution/ }).fill('Court of Appeal Brussels');
    await modal.getByRole('textbox', { name: /^Street/ }).fill('Place Poelaert 1');
    await modal.getByRole('textbox', { name: /^Postal Code/ }).fill('1000');
    await modal.getByRole('button', { name: 'Apply address' }).click();
    await p.getByRole('combobox', { name: 'Nights spent' }).selectOption({ label: '1 night' });
    await p.getByRole('button', { name: 'Calculate' }).click();
    const save = p.getByRole('region', { name: 'Save your claim' });
    await save.getByRole('textbox', { name: /^First name/ }).fill('Sofie');
    await save.getByRole('textbox', { name: /^Last name/ }).fill('Jansen');
    await save.getByRole('textbox', { name: /^Phone/ }).fill('+32 2 508 61 11');
    await save.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await save.getByRole('button', { name: 'Save claim' }).click();
    await p.getByRole('heading', { name: 'Unit Costs Claim Form saved' }).waitFor();

    // ...signs in with the mailed code and requests the contribution with SEPA bank data.
    await p.goto('/login');
    const since = b.mail.mails.length;
    await p.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await p.getByRole('button', { name: 'Send code' }).click();
    await p.getByRole('textbox', { name: /^Code/ }).fill(await signInCode(b, email, since));
    await p.getByRole('button', { name: 'Sign in' }).click();
    await p.waitForURL('**/me/claims');
    await p
      .getByRole('link', { name: /^Details/ })
      .first()
      .click();
    await p.getByRole('link', { name: 'Request contribution' }).click();
    await p.waitForURL('**/bankdetails');
    const guid = new URL(p.url()).pathname.split('/')[3];
    await enterSepaIban(p, 'BE68 5390 0754 7034');
    await p.getByRole('textbox', { name: /^BIC/ }).fill('GKCCBEBB');
    await p.getByRole('textbox', { name: /^Bank name/ }).fill('Belfius');
    await p.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await p.getByRole('button', { name: 'Request contribution' }).click();
    await p.waitForURL(`**/me/claims/${guid}`);
    await p.getByText('Requested', { exact: true }).waitFor();

    // Staff find the requested claim in the console and approve it.
    const s = staff.page;
    await signIn(s, 'test-approver');
    await s.getByLabel('E-Mail').fill(email);
    await s.getByRole('table').first().getByText('Jansen, Sofie').waitFor();
    await s.getByRole('table').first().getByText('Requested').waitFor();
    await s.getByRole('link', { name: 'Details' }).click();
    await s.waitForURL(`**/admin/claim/${guid}`);
    await screenshot(s, 'lifecycle-requested');
    const mailsBefore = b.mail.mails.length;
    await s.getByRole('button', { name: 'Approve' }).click();
    // The dialog restates the amount and the participant before the approval goes.
    const approval = s.getByRole('dialog', { name: 'Approve' });
    await approval.getByTestId('decision-question').waitFor();
    await approval.getByRole('button', { name: 'Approve' }).click();
    await s.getByText('The claim has been approved.').waitFor();
    await s.getByRole('region', { name: 'History Log' }).getByText('test-approver').waitFor();
    await screenshot(s, 'lifecycle-approved');
    expect(await claimOnServer(b, guid)).toMatchObject({ status: 2, confirmed: true });

    // The participant sees the new status and has the mail.
    await p.reload();
    await p.getByText('In approval Run', { exact: true }).waitFor();
    const mail = await b.mail.waitFor(
      (m) => b.mail.mails.indexOf(m) >= mailsBefore && m.to.includes(email) && /approved/.test(m.subject),
    );
    expect(mail.subject).toMatch(/has been approved/);
    expect(failures).toEqual([]);
  } finally {
    await participant.context.close();
    await staff.context.close();
  }
});
