import { jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { guestSession, savedClaim, storeSession } from '../participant/participant-browser.js';
import { requestedClaim, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(180_000);

// Issue 13: the dashboard draws its charts from the server's figures and its counters open the
// filtered list; the claim list's Export menu downloads the filtered claims; the participant
// downloads the PDF summary of a claim.
let b: BrowserApp;
beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
  await requestedClaim(b, 'lotte.peeters@rechtbank.example', { firstname: 'Lotte', lastname: 'Peeters' });
  await requestedClaim(b, 'jan.claes@rechtbank.example', { firstname: 'Jan', lastname: 'Claes' });
  await savedClaim(b, 'ines.silva@tribunal.example');
});
afterAll(() => b?.close());

it('shows the dashboard with counters that open the filtered claim list, and charts with table views', async () => {
  const { context, page } = await b.newPage({ width: 1400, height: 1000 });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  try {
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/admin/dashboard');
    const requested = page.getByRole('link', { name: /Requested\s*2\s*waiting for a decision/ });
    await requested.waitFor();
    await page.getByText(/Refunded in \d{4}/).waitFor();

    const months = page.getByRole('region', { name: 'Amounts per month by status' });
    await months.locator('svg .MuiBarElement-root, svg rect').first().waitFor();
    const bands = page.getByRole('region', { name: 'Claims per distance band' });
    await bands.getByRole('button', { name: 'Table view' }).click();
    const bandTable = bands.getByRole('table');
    await bandTable.waitFor();
    const rows = await bandTable.getByRole('row').allInnerTexts();
    const counted = rows.slice(1).reduce((sum, row) => sum + Number(row.split('\t').at(-1)), 0);
    expect(counted).toBe(3);
    const countries = page.getByRole('region', { name: 'Claims per country' });
    await countries.getByRole('button', { name: 'Table view' }).click();
    await expect(countries.getByRole('row', { name: /Belgium\s+3/ }).count()).resolves.toBe(1);
    await bands.getByRole('button', { name: 'Chart view' }).click();
    await screenshot(page, 'reporting-dashboard');

    await requested.click();
    await page.waitForURL(/\/admin\/claims\?.*filter=/);
    await page.getByRole('row', { name: /Peeters, Lotte/ }).waitFor();
    await expect(page.getByRole('row', { name: /ines\.silva/ }).count()).resolves.toBe(0);
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});

it('downloads the filtered claims from the claim list as CSV and as Excel', async () => {
  const { context, page } = await b.newPage();
  try {
    await signIn(page);
    await page.getByRole('row', { name: /ines\.silva/ }).waitFor();
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('rechtbank');
    // The filter applies after react-admin's debounce: then Ines Silva's claim leaves the list.
    await page.getByRole('row', { name: /ines\.silva/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Claes, Jan/ }).waitFor();

    await page.getByRole('button', { name: 'Export' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^claims-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile((await csv.path())!), { bom: true }) as string[][];
    expect(rows[0].slice(0, 3)).toEqual(['Transaction number', 'Status', 'Last name']);
    expect(
      rows
        .slice(1)
        .map((row) => row[2])
        .sort(),
    ).toEqual(['Claes', 'Peeters']);

    await page.getByRole('button', { name: 'Export' }).click();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = await readFile((await xlsx.path())!);
    expect(workbook.subarray(0, 2).toString()).toBe('PK');
  } finally {
    await context.close();
  }
});

it("shows the event's Report tab and downloads the seminar's claims", async () => {
  const { context, page } = await b.newPage({ width: 1400, height: 1000 });
  try {
    await signIn(page);
    const event = (await b.http.get('/api/events?number=126DT01').expect(200)).body.results[0];
    await page.goto(`/admin/event/${event.id}/report`);
    await page.getByRole('heading', { name: 'Claims of 126DT01' }).waitFor();
    const status = page.getByRole('region', { name: 'Claims per status' });
    await status.getByRole('button', { name: 'Table view' }).click();
    await status.getByRole('row', { name: /Requested\s+2/ }).waitFor();
    await status.getByRole('row', { name: /Saved\s+1/ }).waitFor();
    await screenshot(page, 'reporting-event-report');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download claims (Excel)' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  } finally {
    await context.close();
  }
});

it('lets the participant download the PDF summary of a claim', async () => {
  const email = 'ines.silva@tribunal.example';
  const guid = (
    await b.http
      .get('/api/travelclaim?filter={"email":"ines.silva"}')
      .set('Authorization', `Bearer ${b.token('staff')}`)
  ).body[0].guid;
  const { context, page } = await b.newPage();
  try {
    await storeSession(page, await guestSession(b, email));
    await page.goto(`/me/claims/${guid}`);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^claim-UC-\d{4}-\d{6}\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await context.close();
  }
});
