import { jest } from '@jest/globals';
import { readFile } from 'node:fs/promises';

import { startBrowserApp, type BrowserApp } from '../../support/browser.js';
import { pdfText, readWith } from '../../support/documents.js';
import { requestedClaim, screenshot, signIn } from './admin-browser.js';

jest.setTimeout(300_000);

// Issue 24: an event's evidence from the registrations to the audit pack, as staff gather it.
let b: BrowserApp;
let event: { id: number; number: string };
let claim: { guid: string; identifier: string };

/** The registration system's export, in German and with a semicolon, as Excel saves it in Germany. */
const REGISTRATIONS = [
  'Vorname;Nachname;E-Mail;Institution;Ort;Land;Gebühr bezahlt',
  'Lotte;Peeters;lotte.peeters@rechtbank.example;Rechtbank Antwerpen;Antwerpen;Belgien;ja',
  'Ελένη;Παπαδοπούλου;eleni@court.example;Άρειος Πάγος;Αθήνα;Griechenland;ja',
  'Иван;Петров;ivan@court.example;Върховен касационен съд;София;Bulgarien;nein',
].join('\n');

beforeAll(async () => {
  b = await startBrowserApp({ DEMO_DATA: '1' });
  event = (await b.http.get('/api/events?number=126DT01').expect(200)).body.results[0];
  claim = await requestedClaim(b, 'lotte.peeters@rechtbank.example', { firstname: 'Lotte', lastname: 'Peeters' });
});
afterAll(() => b?.close());

it('imports a CSV, checks two people in on a phone, prints the sheet, uploads the scan, shows it on the claim and downloads the audit pack', async () => {
  const failures: string[] = [];
  // The console at a desk: import the registrations.
  const desk = await b.newPage({ width: 1400, height: 1000 });
  desk.page.on('pageerror', (error) => failures.push(error.message));
  const phone = await b.newPage({ width: 390, height: 844 });
  phone.page.on('pageerror', (error) => failures.push(error.message));
  try {
    const { page } = desk;
    await signIn(page);
    await page.goto(`/admin/event/${event.id}/attendance`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import attendees from a CSV file' });
    await dialog.getByLabel('Choose a CSV file').setInputFiles({
      name: 'anmeldungen.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(REGISTRATIONS),
    });
    await dialog.getByRole('status').filter({ hasText: '3 to add, 0 to update, 0 unchanged.' }).waitFor();
    await screenshot(page, 'attendance-import-preview');
    await dialog.getByRole('button', { name: 'Import 3 attendee(s)' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const attendees = page.getByRole('table', { name: 'Attendees' });
    await attendees.getByRole('row', { name: /Петров, Иван/ }).waitFor();
    // Lotte has claimed: her place of departure is the claim's.
    await attendees.getByRole('row', { name: /Peeters, Lotte.*Brussels, Belgium.*from the claim/ }).waitFor();

    // At the door, on a phone 390 px wide: two people ticked in.
    await signIn(phone.page);
    await phone.page.goto(`/admin/check-in/${event.id}`);
    await phone.page.getByRole('heading', { name: /Check-in: 126DT01/ }).waitFor();
    await phone.page.getByLabel('Search by name').fill('Peeters');
    await phone.page.getByRole('button', { name: 'Check in Peeters, Lotte' }).click();
    await phone.page.getByRole('button', { name: 'Present: Peeters, Lotte (press to undo the check-in)' }).waitFor();
    await phone.page.getByLabel('Search by name').fill('');
    await phone.page.getByRole('button', { name: 'Check in Петров, Иван' }).click();
    await phone.page.getByRole('button', { name: 'Present: Петров, Иван (press to undo the check-in)' }).waitFor();
    await phone.page.getByRole('status').filter({ hasText: '2 of 3 checked in on this day.' }).waitFor();
    const width = await phone.page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
          .scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'attendance-check-in-phone');

    // Back at the desk: the ticks are there; print the day's sheet.
    await page.reload();
    await attendees
      .getByRole('row', { name: /Peeters, Lotte/ })
      .getByText(/Day 1 of/)
      .waitFor();
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Signature sheet' }).click(),
    ]);
    const sheetPdf = await readFile((await sheet.path())!);
    const sheetText = await pdfText(sheetPdf);
    expect(sheetText).toMatch(/Peeters, Lotte\s+Rechtbank Antwerpen\s+Brussels, Belgium/);
    expect(sheetText).toMatch(/Παπαδοπούλου, Ελένη\s+Άρειος Πάγος\s+Αθήνα, Greece/);

    // The signed sheet comes back as a scan.
    await page
      .getByLabel('Upload scan')
      .setInputFiles({ name: 'signed-day-1.pdf', mimeType: 'application/pdf', buffer: sheetPdf });
    await page
      .getByRole('table', { name: 'Signed sheets (scans)' })
      .getByRole('row', { name: /signed-day-1\.pdf.*test-admin/ })
      .waitFor();
    await screenshot(page, 'attendance-tab');

    // The claim shows its attendance.
    await page.goto(`/admin/claim/${claim.guid}`);
    const section = page.getByRole('region', { name: 'Attendance' });
    await section.getByText(/Registered · fee paid · checked in on \d{4}-\d{2}-\d{2}/).waitFor();
    await section.getByText(/signed sheets are uploaded/).waitFor();
    await screenshot(page, 'attendance-claim');

    // The audit pack.
    await page.goto(`/admin/event/${event.id}/attendance`);
    const [pack] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Audit pack' }).click(),
    ]);
    expect(pack.suggestedFilename()).toBe('audit-pack-126DT01.zip');
    const listing = await readWith(await readFile((await pack.path())!), 'zip', 'unzip', (file) => ['-Z1', file]);
    expect(listing).toMatch(/^README\.txt$/m);
    expect(listing).toMatch(/^claims\.xlsx$/m);
    expect(listing).toMatch(/^signed-sheets\/\d+-signed-day-1\.pdf$/m);
    expect(failures).toEqual([]);
  } finally {
    await desk.context.close();
    await phone.context.close();
  }
});
