import { expectStaffOnly } from '../../support/access.js';
import { addRefundRate, claimDraft, countryId, createEvent, EMPLOYERS, guestToken } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
const as = (who: 'staff' | 'approver' | 'admin') => ({ Authorization: `Bearer ${t.token(who)}` });

beforeAll(async () => {
  t = await startTestApp();
  await addRefundRate(t, 'BE', 'DE', 90);
});
afterAll(() => t.close());

/** A registration system's export in German, semicolon-separated as Excel saves it in much of Europe. */
const GERMAN_EXPORT = [
  'Vorname;Nachname;E-Mail;Institution;Ort;Land;Gebühr bezahlt',
  'Ελένη;Παπαδοπούλου;Eleni.Papadopoulou@Court.example;Άρειος Πάγος;Athens;Griechenland;ja',
  'Иван;Петров;ivan.petrov@court.example;Върховен касационен съд;Sofia;BG;nein',
  'Jane;Doe;jane.doe@court.example;Court of Appeal Brussels;Brussels;Belgique;ja',
].join('\r\n');

function importCsv(eventId: number, csv: string, query = '') {
  return t.http
    .post(`/api/events/${eventId}/attendees/import${query}`)
    .set(as('approver'))
    .set('Content-Type', 'text/csv')
    .send(csv);
}

async function attendees(eventId: number) {
  const response = await t.http.get(`/api/events/${eventId}/attendees?page=0&pageSize=100`).set(as('staff'));
  expect(response.status).toBe(200);
  return response.body.results as Record<string, unknown>[];
}

describe('attendee import', () => {
  it('shows every bad row and writes nothing, in the preview and in the import', async () => {
    const { id } = await createEvent(t);
    const csv = [
      'First name,Last name,Email,Country',
      'Anna,Schmidt,anna@court.example,DE',
      ',Nobody,nobody@court.example,DE',
      'Bad,Address,not-an-address,DE',
      'Anna,Again,ANNA@court.example,Atlantis',
    ].join('\n');
    const preview = await importCsv(id, csv, '?dryRun=true');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, written: false, added: 1, problems: 3 });
    expect(preview.body.rows.map((row: { line: number; problems: string[] }) => [row.line, row.problems])).toEqual([
      [2, []],
      [3, ['First name is missing.']],
      [4, ["'not-an-address' is not an e-mail address."]],
      [5, ["Country 'Atlantis' is not known.", 'The e-mail address is on line 2 already.']],
    ]);

    const refused = await importCsv(id, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('3 row(s) have problems; nothing was imported.');
    expect(refused.body.errors['Line 3']).toEqual(['First name is missing.']);
    expect(refused.body.preview.rows).toHaveLength(4);
    expect(await attendees(id)).toEqual([]);
  });

  it('refuses a file it cannot read with a message, not a 500', async () => {
    const { id } = await createEvent(t);
    const noEmail = await importCsv(id, 'Name,City\nAnna,Trier');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errorMessage).toMatch(/^The file has no column for First name, Last name, E-mail/);
    const broken = await importCsv(id, 'First name,Last name,Email\n"Anna,Schmidt,anna@court.example');
    expect(broken.status).toBe(400);
    expect(broken.body.errorMessage).toMatch(/^The file is not CSV the import can read/);
    const latin1 = await t.http
      .post(`/api/events/${id}/attendees/import`)
      .set(as('approver'))
      .set('Content-Type', 'text/csv')
      .send(Buffer.from('First name,Last name,Email\nJos\xe9,M\xfcller,jose@court.example', 'latin1'));
    expect(latin1.status).toBe(400);
    expect(latin1.body.errorMessage).toMatch(/not UTF-8/);
    const json = await t.http.post(`/api/events/${id}/attendees/import`).set(as('approver')).send({ a: 1 });
    expect(json.status).toBe(400);
  });

  it('matches headers in other languages, then a re-import updates by e-mail and never duplicates', async () => {
    const { id } = await createEvent(t);
    const first = await importCsv(id, GERMAN_EXPORT);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ written: true, added: 3, updated: 0, problems: 0 });
    expect(first.body.columns.map((column: { field: string }) => column.field)).toEqual([
      'firstname',
      'lastname',
      'email',
      'institution',
      'city',
      'country',
      'feePaid',
    ]);

    // The same people again from a French export (comma-separated), one of them moved, one new.
    const french = [
      'Prénom,Nom,Courriel,Ville,Pays',
      'Ελένη,Παπαδοπούλου,eleni.papadopoulou@court.example,Thessaloniki,Grèce',
      'Jane,Doe,Jane.Doe@court.example,Brussels,Belgique',
      'Łukasz,Kowalski,lukasz.kowalski@court.example,Kraków,Pologne',
    ].join('\n');
    const preview = await importCsv(id, french, '?dryRun=true');
    expect(preview.body.rows.map((row: { action: string }) => row.action)).toEqual(['update', 'update', 'add']);
    const second = await importCsv(id, french);
    expect(second.body).toMatchObject({ written: true, added: 1, updated: 2 });

    const list = await attendees(id);
    expect(
      list.map((a) => [a.lastname, a.email, a.city, (a.country as { iso_3166: string } | null)?.iso_3166, a.feePaid]),
    ).toEqual([
      ['Doe', 'jane.doe@court.example', 'Brussels', 'BE', true],
      ['Kowalski', 'lukasz.kowalski@court.example', 'Kraków', 'PL', false],
      ['Παπαδοπούλου', 'eleni.papadopoulou@court.example', 'Thessaloniki', 'GR', true],
      ['Петров', 'ivan.petrov@court.example', 'Sofia', 'BG', false],
    ]);
    // Without a fee-paid column the flag stays as recorded (Eleni and Jane paid).
  });

  it('takes the CSV as a multipart field named file', async () => {
    const { id } = await createEvent(t);
    const response = await t.http
      .post(`/api/events/${id}/attendees/import?dryRun=true`)
      .set(as('approver'))
      .attach('file', Buffer.from(GERMAN_EXPORT), { filename: 'export.csv', contentType: 'text/csv' });
    expect(response.status).toBe(200);
    expect(response.body.added).toBe(3);
    expect(await attendees(id)).toEqual([]);
  });
});

describe('attendees by hand', () => {
  it('adds, changes, marks fee paid and deletes; an address is on the list once', async () => {
    const { id } = await createEvent(t);
    const body = {
      firstname: 'Anna',
      lastname: 'Schmidt',
      email: ' Anna@Court.example ',
      countryId: await countryId(t, 'DE'),
    };
    const added = await t.http.post(`/api/events/${id}/attendees`).set(as('admin')).send(body);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'anna@court.example', feePaid: false, country: { iso_3166: 'DE' } });
    const again = await t.http.post(`/api/events/${id}/attendees`).set(as('admin')).send(body);
    expect(again.status).toBe(422);
    expect(again.body.errorMessage).toBe('anna@court.example is registered for this event already.');

    const changed = await t.http
      .put(`/api/events/${id}/attendees/${added.body.id}`)
      .set(as('approver'))
      .send({ ...body, city: 'Trier', feePaid: true });
    expect(changed.body).toMatchObject({
      city: 'Trier',
      feePaid: true,
      departure: { city: 'Trier', source: 'registration' },
    });

    const missing = await t.http.post(`/api/events/${id}/attendees`).set(as('admin')).send({ email: 'x' });
    expect(missing.status).toBe(400);
    expect(await t.http.put(`/api/events/${id}/attendees/999999`).set(as('admin')).send(body)).toHaveProperty(
      'status',
      404,
    );
    expect(await t.http.get(`/api/events/999999/attendees`).set(as('admin'))).toHaveProperty('status', 404);

    const deleted = await t.http.delete(`/api/events/${id}/attendees/${added.body.id}`).set(as('admin'));
    expect(deleted.body).toEqual({ id: added.body.id });
    expect(await attendees(id)).toEqual([]);
  });

  it('lets Staff read but not change, and refuses guests and strangers', async () => {
    const { id } = await createEvent(t);
    await importCsv(id, GERMAN_EXPORT).expect(200);
    const [anyone] = await attendees(id);
    const body = { firstname: 'A', lastname: 'B', email: 'a@b.example' };
    expect((await t.http.post(`/api/events/${id}/attendees`).set(as('staff')).send(body)).status).toBe(403);
    expect(
      (await t.http.post(`/api/events/${id}/attendees/${anyone.id}/check-ins`).set(as('staff')).send({})).status,
    ).toBe(403);
    const guest = await guestToken(t, 'jane.doe@court.example');
    const asGuest = await t.http.get(`/api/events/${id}/attendees`).set('Authorization', `Bearer ${guest}`);
    expect(asGuest.status).toBe(403);
    const base = `/api/events/${id}/attendees`;
    await expectStaffOnly(t, 'get', `${base}?page=0`);
    await expectStaffOnly(t, 'get', `${base}/${anyone.id}`);
    await expectStaffOnly(t, 'post', base, body);
    await expectStaffOnly(t, 'put', `${base}/${anyone.id}`, body);
    await expectStaffOnly(t, 'delete', `${base}/${anyone.id}`);
    await expectStaffOnly(t, 'post', `${base}/import?dryRun=true`);
    await expectStaffOnly(t, 'post', `${base}/${anyone.id}/check-ins`, {});
    await expectStaffOnly(t, 'delete', `${base}/${anyone.id}/check-ins/2025-10-06`);
  });
});

describe('check-in', () => {
  it('keeps both ticks when two staff tick at once, and undoes one', async () => {
    const { id } = await createEvent(t);
    await importCsv(id, GERMAN_EXPORT).expect(200);
    const [doe, eleni, ivan] = await attendees(id);
    const tick = (who: 'approver' | 'admin', attendee: Record<string, unknown>, day: string) =>
      t.http.post(`/api/events/${id}/attendees/${attendee.id}/check-ins`).set(as(who)).send({ day });
    const answers = await Promise.all([
      tick('approver', eleni, '2025-10-06'),
      tick('admin', ivan, '2025-10-06'),
      tick('approver', eleni, '2025-10-07'),
      tick('admin', eleni, '2025-10-06'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const ticked = await attendees(id);
    expect(ticked.map((a) => [a.lastname, a.checkedInDays])).toEqual([
      ['Doe', []],
      ['Παπαδοπούλου', ['2025-10-06', '2025-10-07']],
      ['Петров', ['2025-10-06']],
    ]);

    const undone = await t.http.delete(`/api/events/${id}/attendees/${eleni.id}/check-ins/2025-10-07`).set(as('admin'));
    expect(undone.body.checkedInDays).toEqual(['2025-10-06']);

    const outside = await tick('admin', doe, '2025-10-09');
    expect(outside.status).toBe(422);
    expect(outside.body.errorMessage).toBe('2025-10-09 is not a day of the event (2025-10-06 to 2025-10-08).');
    expect((await tick('admin', doe, '2025-02-30')).status).toBe(400);
    // Today is no day of an event that ended last year.
    const today = await t.http.post(`/api/events/${id}/attendees/${doe.id}/check-ins`).set(as('admin')).send({});
    expect(today.status).toBe(422);
  });

  it('finds attendees by name for the door', async () => {
    const { id } = await createEvent(t);
    await importCsv(id, GERMAN_EXPORT).expect(200);
    const found = await t.http.get(`/api/events/${id}/attendees?q=παπαδ`).set(as('staff'));
    expect(found.body.results.map((a: { firstname: string }) => a.firstname)).toEqual(['Ελένη']);
  });

  it('finds names typed without their accents and in any case, as heard at the door', async () => {
    const { id } = await createEvent(t);
    const names = [
      'Vorname;Nachname;E-Mail',
      'Agnieszka;Wiśniewska;a.wisniewska@court.example',
      'Zoë;Łukasiewicz;z.lukasiewicz@court.example',
      'Jürgen;Müller;j.mueller@court.example',
      'Ελένη;Παπαδοπούλου;eleni.papadopoulou@court.example',
      'Ștefan;Ionescu;s.ionescu@court.example',
    ].join('\r\n');
    await importCsv(id, names).expect(200);
    const search = async (q: string) => {
      const response = await t.http.get(`/api/events/${id}/attendees?q=${encodeURIComponent(q)}`).set(as('staff'));
      expect(response.status).toBe(200);
      return response.body.results.map((a: { lastname: string }) => a.lastname);
    };
    expect(await search('wisniewska')).toEqual(['Wiśniewska']);
    expect(await search('LUKASIEWICZ')).toEqual(['Łukasiewicz']);
    expect(await search('zoe luka')).toEqual(['Łukasiewicz']);
    expect(await search('muller')).toEqual(['Müller']);
    expect(await search('παπαδοπουλου')).toEqual(['Παπαδοπούλου']);
    expect(await search('stefan')).toEqual(['Ionescu']);
    expect(await search('wiśniewska')).toEqual(['Wiśniewska']);
    expect(await search('Kowalski')).toEqual([]);
  });

  it("shows the claim's place of departure once the attendee has claimed", async () => {
    const { id } = await createEvent(t);
    await importCsv(id, GERMAN_EXPORT).expect(200);
    const saved = await t.http.post('/api/travelclaim/').send(await claimDraft(t, id, EMPLOYERS.brussels));
    expect(saved.status).toBe(200);
    const doe = (await attendees(id)).find((a) => a.lastname === 'Doe')!;
    expect(doe.departure).toEqual({ city: 'Brussels', country: 'Belgium', source: 'claim' });
    expect(doe.claim).toMatchObject({ guid: saved.body.guid, status: 0 });
  });
});
