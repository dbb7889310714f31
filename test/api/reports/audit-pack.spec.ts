import { formatEuro } from '@unit-costs/contract';
import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';

import { expectStaffOnly } from '../../support/access.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken, requestPayment } from '../../support/claims.js';
import { binary, pdfText, readWith, zipEntry } from '../../support/documents.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let event: { id: number; number: string };
const as = (who: 'staff' | 'approver' | 'admin') => ({ Authorization: `Bearer ${t.token(who)}` });
const claims: Record<string, { guid: string }> = {};

/** Euro amounts as whole cents, so sums compare exactly. */
const cents = (value: number) => Math.round(value * 100);

beforeAll(async () => {
  t = await startTestApp();
  await addRefundRate(t, 'BE', 'DE', 90);
  await addRefundRate(t, 'PT', 'DE', 85.5);
  await addRefundRate(t, 'EE', 'DE', 77.25);
  event = await createEvent(t);
  const registrations = [
    'First name,Last name,E-mail,Institution,City,Country,Fee paid',
    'Jane,Doe,jane.doe@court.example,Court of Appeal Brussels,Brussels,BE,yes',
    'Ana,Silva,ana.silva@court.example,Supremo Tribunal de Justiça,Lisbon,PT,no',
  ].join('\n');
  await t.http
    .post(`/api/events/${event.id}/attendees/import`)
    .set(as('admin'))
    .set('Content-Type', 'text/csv')
    .send(registrations)
    .expect(200);
  const save = async (
    key: string,
    employer: (typeof EMPLOYERS)[keyof typeof EMPLOYERS],
    draft: Record<string, unknown>,
  ) => {
    const response = await t.http.post('/api/travelclaim/').send(await claimDraft(t, event.id, employer, draft));
    expect(response.status).toBe(200);
    claims[key] = response.body;
  };
  await save('jane', EMPLOYERS.brussels, { nightsSpend: 2 });
  await save('ana', EMPLOYERS.lisbon, {
    email: 'ana.silva@court.example',
    firstname: 'Ana',
    lastname: 'Silva',
    nightsSpend: 1,
  });
  await save('kaja', EMPLOYERS.tallinn, {
    email: 'kaja.tamm@court.example',
    firstname: 'Kaja',
    lastname: 'Tamm',
    nightsSpend: 2,
  });
  await requestPayment(t, claims.jane.guid, await guestToken(t, 'jane.doe@court.example'));
  const [jane] = (await t.http.get(`/api/events/${event.id}/attendees?q=doe`).set(as('staff'))).body.results;
  for (const day of ['2025-10-06', '2025-10-07']) {
    await t.http
      .post(`/api/events/${event.id}/attendees/${jane.id}/check-ins`)
      .set(as('approver'))
      .send({ day })
      .expect(200);
  }
});
afterAll(() => t.close());

describe("a claim's attendance", () => {
  it('is on the staff answer: registered, fee paid, days checked in, sheets uploaded', async () => {
    const jane = await t.http.get(`/api/travelclaim/${claims.jane.guid}`).set(as('staff'));
    expect(jane.body.attendance).toEqual({
      registered: true,
      feePaid: true,
      checkedInDays: ['2025-10-06', '2025-10-07'],
      signedSheetsUploaded: false,
    });
    const kaja = await t.http.get(`/api/travelclaim/${claims.kaja.guid}`).set(as('approver'));
    expect(kaja.body.attendance).toEqual({
      registered: false,
      feePaid: false,
      checkedInDays: [],
      signedSheetsUploaded: false,
    });
    // The participant's own answer carries none of it.
    const own = await t.http
      .get(`/api/travelclaim/${claims.jane.guid}`)
      .set('Authorization', `Bearer ${await guestToken(t, 'jane.doe@court.example')}`);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty('attendance');
  });

  it('is in the claim list, which filters on it', async () => {
    const list = async (attendance?: string) => {
      const filter = JSON.stringify({ number: event.number, ...(attendance && { attendance }) });
      const response = await t.http
        .get(`/api/travelclaim?filter=${encodeURIComponent(filter)}&range=[0,24]`)
        .set(as('staff'));
      return response.status === 204
        ? []
        : (response.body as { lastname: string; attendance: { registered: boolean } }[]);
    };
    const all = await list();
    expect(all.map((claim) => [claim.lastname, claim.attendance.registered]).sort()).toEqual([
      ['Doe', true],
      ['Silva', true],
      ['Tamm', false],
    ]);
    expect((await list('checkedIn')).map((claim) => claim.lastname)).toEqual(['Doe']);
    expect((await list('notCheckedIn')).map((claim) => claim.lastname).sort()).toEqual(['Silva', 'Tamm']);
    expect((await list('notRegistered')).map((claim) => claim.lastname)).toEqual(['Tamm']);
    expect((await list('feeNotPaid')).map((claim) => claim.lastname)).toEqual(['Silva']);
    const page = await t.http
      .get(`/api/travelclaim?page=0&number=${event.number}&attendance=notRegistered`)
      .set(as('staff'));
    expect(page.body.results.map((claim: { lastname: string }) => claim.lastname)).toEqual(['Tamm']);
    const bad = await t.http.get('/api/travelclaim?page=0&attendance=present').set(as('staff'));
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe(
      "'attendance' must be one of checkedIn, notCheckedIn, notRegistered, feeNotPaid.",
    );
  });
});

describe('the audit pack', () => {
  const download = () =>
    t.http.get(`/api/events/${event.id}/audit-pack.zip`).set(as('staff')).buffer(true).parse(binary);

  it('holds the README, the summary, the workbook and the unsigned sheets while no scan is uploaded', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`audit-pack-${event.number}.zip`);
    expect(await readWith(response.body, 'zip', 'unzip', (file) => ['-tq', file])).toMatch(/No errors detected/);
    const listing = await readWith(response.body, 'zip', 'unzip', (file) => ['-Z1', file]);
    expect(listing.trim().split('\n')).toEqual([
      'README.txt',
      'summary.pdf',
      'claims.xlsx',
      `unsigned-sheets/attendance-${event.number}-2025-10-06.pdf`,
      `unsigned-sheets/attendance-${event.number}-2025-10-07.pdf`,
      `unsigned-sheets/attendance-${event.number}-2025-10-08.pdf`,
    ]);
    const readme = await readWith(response.body, 'zip', 'unzip', (file) => ['-p', file, 'README.txt']);
    expect(readme).toContain(`Audit pack: ${event.number}`);
    expect(readme).toContain('unsigned-sheets/ No signed scan has been uploaded yet');
  });

  it("has a workbook whose sums equal the report's figures to the cent", async () => {
    const response = await download();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zipEntry(response.body, 'claims.xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Claims')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const column = (name: string) => header.indexOf(name) + 1;
    const rows: ExcelJS.Row[] = [];
    for (let r = 2; r <= sheet.rowCount - 1; r += 1) rows.push(sheet.getRow(r));
    expect(rows).toHaveLength(3);
    const sum = (name: string) =>
      rows.reduce((total, row) => total + cents(Number(row.getCell(column(name)).value)), 0);
    const report = (await t.http.get(`/api/reports/claims?groupBy=band&number=${event.number}`).set(as('staff')))
      .body as {
      travelAmount: number;
      accommodationAmount: number;
      totalAmount: number;
      claims: number;
    }[];
    const reported = (pick: (group: (typeof report)[number]) => number) =>
      report.reduce((total, group) => total + cents(pick(group)), 0);
    expect(sum('Travel amount')).toBe(reported((group) => group.travelAmount));
    expect(sum('Accommodation total')).toBe(reported((group) => group.accommodationAmount));
    expect(sum('Total')).toBe(reported((group) => group.totalAmount));
    const totals = sheet.getRow(sheet.rowCount);
    expect(totals.getCell(1).value).toBe('Total (3 claims)');
    expect(cents(Number(totals.getCell(column('Total')).value))).toBe(reported((group) => group.totalAmount));

    const doe = rows.find((row) => row.getCell(column('Last name')).value === 'Doe')!;
    expect(doe.getCell(column('Country pair')).value).toBe('Belgium → Germany');
    expect(doe.getCell(column('Nightly rate')).value).toBe(90);
    expect(doe.getCell(column('Accommodation total')).value).toBe(180);
    expect(doe.getCell(column('Status')).value).toBe('Requested');
    expect(doe.getCell(column('Days checked in')).value).toBe('2025-10-06, 2025-10-07');
    expect(doe.getCell(column('Band')).value).toMatch(/^v1: \d+–\d+ km$/);
    const tamm = rows.find((row) => row.getCell(column('Last name')).value === 'Tamm')!;
    expect(tamm.getCell(column('Registered')).value).toBe('no');
    expect(tamm.getCell(column('Nights minus days checked in')).value).toBe(2);
    expect(workbook.getWorksheet('Attendees')!.rowCount).toBe(3);
  });

  it('has a summary with the sums per band as the reports add them, per country pair, and the rates in force', async () => {
    const response = await download();
    const summary = await zipEntry(response.body, 'summary.pdf');
    if (process.env.SCREENSHOTS) await writeFile('/tmp/shots/audit-summary.pdf', summary);
    const text = await pdfText(summary);
    const report = (await t.http.get(`/api/reports/claims?groupBy=band&number=${event.number}`).set(as('staff')))
      .body as {
      label: string;
      totalAmount: number;
    }[];
    for (const group of report) {
      const line = text.split('\n').find((l) => l.trim().startsWith(group.label)) ?? '';
      expect(line).toContain(formatEuro(group.totalAmount));
    }
    expect(text).toMatch(/Belgium to Germany\s+1\s+€90\.00/);
    expect(text).toMatch(/Estonia to Germany\s+1\s+€77\.25/);
    expect(text).toMatch(/Portugal\s+€85\.50/);
    expect(text).toContain('Distance bands in force (version 1)');
    expect(text).toMatch(/Attendees checked in on at least one day\s+1/);
  });

  it('holds the signed scans instead of the unsigned sheets once one is uploaded', async () => {
    const sheet = await t.http
      .get(`/api/events/${event.id}/attendance.pdf?day=2025-10-06`)
      .set(as('staff'))
      .buffer(true)
      .parse(binary);
    await t.http
      .post(`/api/events/${event.id}/attendance-scans`)
      .set(as('approver'))
      .field('day', '2025-10-06')
      .attach('file', sheet.body, { filename: 'signed-day-1.pdf', contentType: 'application/pdf' })
      .expect(201);
    // A PDF named as a web page, and a name with a right-to-left override ('invoiceexe.pdf' on screen):
    // kept, listed and packed under the type their bytes are, the override gone.
    for (const [filename, kept] of [
      ['poly.html', 'poly.pdf'],
      ['invoice\u202Efdp.exe', 'invoicefdp.pdf'],
    ]) {
      const uploaded = await t.http
        .post(`/api/events/${event.id}/attendance-scans`)
        .set(as('approver'))
        .attach('file', sheet.body, { filename: filename!, contentType: 'text/html' })
        .expect(201);
      expect(uploaded.body).toMatchObject({ fileName: kept, mediaType: 'application/pdf' });
    }
    const response = await download();
    const listing = await readWith(response.body, 'zip', 'unzip', (file) => ['-Z1', file]);
    expect(listing).toMatch(/^signed-sheets\/\d+-signed-day-1\.pdf$/m);
    expect(listing).toMatch(/^signed-sheets\/\d+-poly\.pdf$/m);
    expect(listing).toMatch(/^signed-sheets\/\d+-invoicefdp\.pdf$/m);
    expect(listing).not.toMatch(/html|exe|\u202E/);
    expect(listing).not.toContain('unsigned-sheets/');
    const claim = await t.http.get(`/api/travelclaim/${claims.jane.guid}`).set(as('staff'));
    expect(claim.body.attendance.signedSheetsUploaded).toBe(true);
  });

  it('and the overview are refused to strangers', async () => {
    await expectStaffOnly(t, 'get', `/api/events/${event.id}/audit-pack.zip`);
    await expectStaffOnly(t, 'get', `/api/events/${event.id}/attendance`);
    expect((await t.http.get('/api/events/999999/audit-pack.zip').set(as('staff'))).status).toBe(404);
  });
});
