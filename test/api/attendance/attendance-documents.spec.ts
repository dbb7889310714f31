import { writeFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';

import { expectStaffOnly } from '../../support/access.js';
import {
  addRefundRate,
  askErasure,
  claimDraft,
  createEvent,
  EMPLOYERS,
  guestToken,
  requestPayment,
} from '../../support/claims.js';
import { binary, pdfText, readWith } from '../../support/documents.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let event: { id: number; number: string };
const as = (who: 'staff' | 'approver' | 'admin') => ({ Authorization: `Bearer ${t.token(who)}` });

/** Registrations in Latin, Greek and Cyrillic script; Jane Doe's claim will say where she travelled from. */
const REGISTRATIONS = [
  'First name,Last name,E-mail,Institution,City,Country',
  'Ελένη,Παπαδοπούλου,eleni@court.example,Άρειος Πάγος,Αθήνα,GR',
  'Иван,Петров,ivan@court.example,Върховен касационен съд,София,BG',
  'Jane,Doe,jane.doe@court.example,Court of Appeal Brussels,Liège,BE',
  'Łukasz,Żółkiewski,lukasz@court.example,Sąd Najwyższy,Kraków,PL',
].join('\n');

/** A real one-pixel PNG (signature, IHDR, IDAT, IEND). */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  t = await startTestApp({
    GRANT_HEADING: 'Co-funded by the Justice Programme of the European Union (JUST-2026-JTRA)',
  });
  await addRefundRate(t, 'BE', 'DE', 90);
  event = await createEvent(t);
  await t.http
    .post(`/api/events/${event.id}/attendees/import`)
    .set(as('admin'))
    .set('Content-Type', 'text/csv')
    .send(REGISTRATIONS)
    .expect(200);
  await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, event.id, EMPLOYERS.brussels))
    .expect(200);
});
afterAll(() => t.close());

const sheet = (day: string, who: 'staff' | 'admin' = 'staff') =>
  t.http.get(`/api/events/${event.id}/attendance.pdf?day=${day}`).set(as(who)).buffer(true).parse(binary);

describe('signature sheets', () => {
  it('list every attendee with the place of departure, in Greek and Cyrillic too, under the headings', async () => {
    const response = await sheet('2025-10-07');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attendance-${event.number}-2025-10-07.pdf`);
    if (process.env.SCREENSHOTS) await writeFile('/tmp/shots/attendance-sheet.pdf', response.body);
    const text = await pdfText(response.body);
    expect(text).toContain('European Academy for Legal Training');
    expect(text).toContain('Co-funded by the Justice Programme of the European Union (JUST-2026-JTRA)');
    expect(text).toContain(`Attendance list: ${event.number}`);
    expect(text).toContain('Tuesday, 7 October 2025 (day 2 of 3)');
    const lines = text.split('\n');
    const rowOf = (name: string) => lines.find((line) => line.includes(name)) ?? '';
    expect(rowOf('Παπαδοπούλου, Ελένη')).toMatch(/Άρειος Πάγος\s+Αθήνα, Greece/);
    expect(rowOf('Петров, Иван')).toMatch(/Върховен касационен съд\s+София, Bulgaria/);
    expect(rowOf('Żółkiewski, Łukasz')).toMatch(/Sąd Najwyższy\s+Kraków, Poland/);
    // Jane claimed: her claim's employer address, not the registration's Liège.
    expect(rowOf('Doe, Jane')).toMatch(/Court of Appeal Brussels\s+Brussels, Belgium/);
    expect(text).toContain('Page 1 of 1');
  });

  it('number the pages of a long list', async () => {
    const many = await createEvent(t);
    const rows = Array.from({ length: 60 }, (_, i) => `Name${i},Family${i},p${i}@court.example,Court ${i},Trier,DE`);
    await t.http
      .post(`/api/events/${many.id}/attendees/import`)
      .set(as('admin'))
      .set('Content-Type', 'text/csv')
      .send(['First name,Last name,E-mail,Institution,City,Country', ...rows].join('\n'))
      .expect(200);
    const response = await t.http
      .get(`/api/events/${many.id}/attendance.pdf?day=2025-10-06`)
      .set(as('staff'))
      .buffer(true)
      .parse(binary);
    const text = await pdfText(response.body);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (let i = 0; i < 60; i += 1) expect(text).toContain(`Family${i}, Name${i}`);
  });

  it('show an attendee whose claim is restricted as "restricted", naming nobody, to all but Admins', async () => {
    const kept = await createEvent(t);
    const RITA = 'rita.restrictova@court.example';
    await t.http
      .post(`/api/events/${kept.id}/attendees/import`)
      .set(as('admin'))
      .set('Content-Type', 'text/csv')
      .send(`${REGISTRATIONS.split('\n')[0]}\nRita,Restrictova,${RITA},Cour de cassation,Liège,BE\n`)
      .expect(200);
    const saved = await t.http
      .post('/api/travelclaim/')
      .send(await claimDraft(t, kept.id, EMPLOYERS.brussels, { email: RITA }))
      .expect(200);
    // Requested, so kept when she asks for erasure: restricted, not anonymised.
    await requestPayment(t, saved.body.guid, await guestToken(t, RITA));
    expect(await askErasure(t, RITA)).toEqual([saved.body.identifier]);

    const read = async (who: 'staff' | 'approver' | 'admin') =>
      pdfText(
        (
          await t.http
            .get(`/api/events/${kept.id}/attendance.pdf?day=2025-10-06`)
            .set(as(who))
            .buffer(true)
            .parse(binary)
            .expect(200)
        ).body,
      );
    for (const who of ['staff', 'approver'] as const) {
      const text = await read(who);
      expect(text).toMatch(/^\s*1\s+restricted\s*$/m);
      expect(text).not.toMatch(/Rita|Restrictova|Cour de cassation|Liège|Brussels/);
    }
    expect(await read('admin')).toMatch(/Restrictova, Rita\s+Cour de cassation\s+Brussels, Belgium/);
  });

  it('refuse a day outside the event or not a date', async () => {
    expect((await sheet('2025-10-09')).status).toBe(422);
    expect((await sheet('tomorrow')).status).toBe(400);
    expect((await t.http.get('/api/events/999999/attendance.pdf').set(as('staff'))).status).toBe(404);
  });
});

describe('scans of signed sheets', () => {
  const upload = (bytes: Buffer, filename: string, contentType: string, fields: Record<string, string> = {}) => {
    let request = t.http.post(`/api/events/${event.id}/attendance-scans`).set(as('approver'));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request.attach('file', bytes, { filename, contentType });
  };

  it('keep a PDF or an image by its content, with who uploaded it when, for staff only', async () => {
    const signed = (await sheet('2025-10-06')).body as Buffer;
    const pdf = await upload(signed, 'signed day 1.pdf', 'application/pdf', { day: '2025-10-06' });
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      day: '2025-10-06',
      fileName: 'signed day 1.pdf',
      mediaType: 'application/pdf',
      size: signed.length,
      uploadedBy: 'test-approver',
    });
    // Declared as a PDF, named .pdf, but a PNG by its bytes: kept as what it is.
    const image = await upload(png(), 'scan.pdf', 'application/pdf');
    expect(image.status).toBe(201);
    expect(image.body.mediaType).toBe('image/png');

    const list = await t.http.get(`/api/events/${event.id}/attendance-scans`).set(as('staff'));
    expect(list.body.map((scan: { id: number }) => scan.id)).toEqual([image.body.id, pdf.body.id]);
    const back = await t.http
      .get(`/api/events/${event.id}/attendance-scans/${pdf.body.id}`)
      .set(as('staff'))
      .buffer(true)
      .parse(binary);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(back.body, signed)).toBe(0);
    expect(await readWith(back.body, 'pdf', 'pdftotext', (file) => [file, '-'])).toContain('Петров');

    const guest = await guestToken(t, 'jane.doe@court.example');
    const asGuest = await t.http
      .get(`/api/events/${event.id}/attendance-scans/${pdf.body.id}`)
      .set('Authorization', `Bearer ${guest}`);
    expect(asGuest.status).toBe(403);
    const byStaff = await t.http
      .post(`/api/events/${event.id}/attendance-scans`)
      .set(as('staff'))
      .attach('file', signed, 'x.pdf');
    expect(byStaff.status).toBe(403);
  });

  it('refuse what is neither a PDF nor an image, an empty file and a file over 20 MB', async () => {
    const script = await upload(Buffer.from('<script>alert(1)</script>'), 'sheet.pdf', 'application/pdf');
    expect(script.status).toBe(400);
    expect(script.body.errorMessage).toBe('The file is not a PDF or a PNG, JPEG, TIFF or WebP image.');
    const empty = await upload(Buffer.alloc(0), 'empty.pdf', 'application/pdf');
    expect(empty.status).toBe(400);
    const huge = await upload(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * 1024 * 1024)]),
      'big.pdf',
      'application/pdf',
    );
    expect(huge.status).toBe(413);
    const noFile = await t.http
      .post(`/api/events/${event.id}/attendance-scans`)
      .set(as('approver'))
      .field('day', '2025-10-06');
    expect(noFile.status).toBe(400);
    expect(noFile.body.errorMessage).toBe('Send the file in a multipart field named file.');
    const json = await t.http.post(`/api/events/${event.id}/attendance-scans`).set(as('approver')).send({ file: 'x' });
    expect(json.status).toBe(400);
    const wrongDay = await upload(png(), 'scan.png', 'image/png', { day: '2025-12-24' });
    expect(wrongDay.status).toBe(422);
  });

  it('are refused to strangers on every route', async () => {
    const base = `/api/events/${event.id}`;
    await expectStaffOnly(t, 'get', `${base}/attendance.pdf?day=2025-10-06`);
    await expectStaffOnly(t, 'get', `${base}/attendance-scans`);
    await expectStaffOnly(t, 'post', `${base}/attendance-scans`);
    await expectStaffOnly(t, 'get', `${base}/attendance-scans/1`);
    await expectStaffOnly(t, 'delete', `${base}/attendance-scans/1`);
  });
});
