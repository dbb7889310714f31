import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { expectStaffOnly } from '../../support/access.js';
import { EMPLOYERS, guestToken, requestPayment, saveClaim, startWithTwoEvents } from '../../support/claims.js';
import { binary } from '../../support/documents.js';
import type { TestApp } from '../../support/test-app.js';

let t: TestApp;
let seminar: { id: number; number: string };
let other: { id: number; number: string };
const staff = () => ({ Authorization: `Bearer ${t.token('staff')}` });

let requested: { guid: string; identifier: string };

beforeAll(async () => {
  ({ t, seminar, other } = await startWithTwoEvents({ BE: 98, PT: 85.5 }));
  await saveClaim(t, seminar.id, { firstname: 'Zoë', lastname: 'Łukasiewicz-Müller', email: 'zoe@court.example' });
  await saveClaim(t, seminar.id, { lastname: '=HYPERLINK("x")', email: 'formula@court.example', nightsSpend: 1 });
  await saveClaim(t, seminar.id, { lastname: 'Comma, "Quoted"', email: 'quoted@court.example' }, EMPLOYERS.lisbon);
  await saveClaim(t, other.id, { email: 'other@tribunal.example', nightsSpend: 0 }, EMPLOYERS.lisbon);
  requested = await saveClaim(t, seminar.id, { email: 'jane.doe@court.example' });
  await requestPayment(t, requested.guid, await guestToken(t, 'jane.doe@court.example'));
});
afterAll(() => t.close());

const csvRows = async (query: string) => {
  const response = await t.http.get(`/api/travelclaim/export.csv${query}`).set(staff());
  expect(response.status).toBe(200);
  return { response, rows: parse(response.text, { bom: true }) as string[][] };
};

async function xlsxRows(query: string) {
  const response = await t.http.get(`/api/travelclaim/export.xlsx${query}`).set(staff()).buffer(true).parse(binary);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.body);
  const sheet = workbook.getWorksheet('Claims')!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { response, rows };
}

const listCount = async (query: string) => {
  const response = await t.http.get(`/api/travelclaim${query}`).set(staff());
  return response.status === 204
    ? 0
    : Number(/\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1] ?? response.body.count);
};

const HEADER = [
  'Transaction number',
  'Status',
  'Last name',
  'First name',
  'E-mail',
  'Institution',
  'Country',
  'Event number',
  'Event title',
  'Distance (km)',
  'Travel amount',
  'Nights',
  'Nightly rate',
  'Accommodation total',
  'Total',
  'Saved',
  'Requested',
  'Decided',
  'Paid',
  'Payment run',
];

describe('GET /api/travelclaim/export.csv and export.xlsx', () => {
  it('is for staff only', async () => {
    await expectStaffOnly(t, 'get', '/api/travelclaim/export.csv');
    await expectStaffOnly(t, 'get', '/api/travelclaim/export.xlsx');
    const guest = await guestToken(t, 'zoe@court.example');
    const response = await t.http.get('/api/travelclaim/export.csv').set('Authorization', `Bearer ${guest}`);
    expect(response.status).toBe(403);
  });

  const FILTERS = [
    '',
    '?status=0',
    '?status=1',
    `?email=court.example`,
    '?email=nobody',
    `?filter=${encodeURIComponent(JSON.stringify({ status: 0, email: 'court' }))}`,
  ];

  it.each(FILTERS)('has as many rows as the list counts for the same filters (%s)', async (query) => {
    const expected = await listCount(query || '?page=0');
    const csv = await csvRows(query);
    const xlsx = await xlsxRows(query);
    expect(csv.rows.length - 1).toBe(expected);
    expect(xlsx.rows.length - 1).toBe(expected);
    expect(csv.rows[0]).toEqual(HEADER);
    expect(xlsx.rows[0]).toEqual(HEADER);
  });

  it('filters by the event number as the list does', async () => {
    const { rows } = await csvRows(`?number=${other.number.toLowerCase()}`);
    expect(rows.slice(1).map((row) => row[4])).toEqual(['other@tribunal.example']);
  });

  it('writes RFC 4180 CSV in UTF-8 with a byte-order mark, accents intact, formulas defused', async () => {
    const { response, rows } = await csvRows(`?number=${seminar.number}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="claims-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = Buffer.from(response.text, 'utf8');
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.text).toContain('\r\n');
    expect(response.text).toContain('"Comma, ""Quoted"""');
    const byEmail = new Map(rows.slice(1).map((row) => [row[4], row]));
    expect(byEmail.get('zoe@court.example')!.slice(0, 15)).toEqual([
      expect.stringMatching(/^UC-\d{4}-\d{6}$/),
      'Saved',
      'Łukasiewicz-Müller',
      'Zoë',
      'zoe@court.example',
      'Court of Appeal Brussels',
      'Belgium',
      seminar.number,
      expect.stringContaining('Claims seminar'),
      '202',
      '180.00',
      '2',
      '98.00',
      '196.00',
      '376.00',
    ]);
    expect(byEmail.get('zoe@court.example')![15]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(byEmail.get('formula@court.example')![2]).toBe(`'=HYPERLINK("x")`);
    const jane = byEmail.get('jane.doe@court.example')!;
    expect(jane[1]).toBe('Requested');
    expect(jane[16]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(jane.slice(17)).toEqual(['', '', '']);
  });

  it('types the workbook cells: numbers as numbers, times as dates, text as text', async () => {
    const { response, rows } = await xlsxRows(`?email=jane.doe`);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [row] = rows.slice(1);
    expect(row.slice(0, 15)).toEqual([
      requested.identifier,
      'Requested',
      'Doe',
      'Jane',
      'jane.doe@court.example',
      'Court of Appeal Brussels',
      'Belgium',
      seminar.number,
      expect.any(String),
      202,
      180,
      2,
      98,
      196,
      376,
    ]);
    expect(row[15]).toBeInstanceOf(Date);
    expect(row[16]).toBeInstanceOf(Date);
    // The academy's wall-clock time: the saved time in Berlin, as the cell's zone-less value.
    const saved = row[15] as Date;
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const claim = await t.http.get(`/api/travelclaim/${requested.guid}`).set(staff());
    expect(saved.toISOString().slice(0, 19).replace('T', ' ')).toBe(berlin.format(new Date(claim.body.submitted)));
  });

  it("keeps the workbook's text as typed: accents, XML specials, formula-looking text; drops control characters", async () => {
    // Characters the form may not take but older data may hold.
    await t.db.query(`UPDATE claim SET institution = $1 WHERE email = 'zoe@court.example'`, [
      'Tribunal <A&B> "Ω"\\ \t\u0007bell\r\nnext',
    ]);
    await t.db.query(`UPDATE claim SET firstname = '  Ana ' WHERE email = 'quoted@court.example'`);
    const { rows } = await xlsxRows(`?number=${seminar.number}`);
    const byEmail = new Map(rows.slice(1).map((row) => [row[4], row]));
    expect(byEmail.get('zoe@court.example')!.slice(2, 6)).toEqual([
      'Łukasiewicz-Müller',
      'Zoë',
      'zoe@court.example',
      'Tribunal <A&B> "Ω"\\ \tbell\r\nnext',
    ]);
    expect(byEmail.get('formula@court.example')![2]).toBe('=HYPERLINK("x")');
    expect(byEmail.get('quoted@court.example')!.slice(2, 4)).toEqual(['Comma, "Quoted"', '  Ana ']);
  });

  it('writes a zip and a worksheet that other tools read too (unzip -t, xmllint)', async () => {
    const response = await t.http.get('/api/travelclaim/export.xlsx').set(staff()).buffer(true).parse(binary);
    const folder = await mkdtemp(join(tmpdir(), 'claims-xlsx-'));
    try {
      const file = join(folder, 'claims.xlsx');
      await writeFile(file, response.body);
      const run = promisify(execFile);
      await expect(run('unzip', ['-tq', file])).resolves.toMatchObject({
        stdout: expect.stringContaining('No errors'),
      });
      const { stdout: sheet } = await run('unzip', ['-p', file, 'xl/worksheets/sheet1.xml'], { encoding: 'utf8' });
      const lint = run('xmllint', ['--noout', '-']);
      lint.child.stdin!.end(sheet);
      await expect(lint).resolves.toMatchObject({ stderr: '' });
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('refuses bad filters with a 400 before sending anything', async () => {
    const response = await t.http.get('/api/travelclaim/export.csv?status=9').set(staff());
    expect(response.status).toBe(400);
    expect(response.body.errorMessage).toMatch(/'status' must be one of/);
    const sort = await t.http.get('/api/travelclaim/export.xlsx?sort=["__proto__","ASC"]').set(staff());
    expect(sort.status).toBe(400);
    expect(sort.body.errorMessage).toMatch(/Cannot sort by '__proto__'/);
  });
});
