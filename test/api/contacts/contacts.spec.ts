import { expectStaffOnly } from '../../support/access.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query(`DELETE FROM event`);
  await t.db.query(`DELETE FROM contact`);
});

const staff = () => ({ Authorization: `Bearer ${t.token('staff')}` });

interface ContactFields {
  firstname: string;
  lastname: string;
  email: string;
  jobTitle?: string | null;
  phone?: string | null;
  contactType: number;
}

const anna: ContactFields = {
  firstname: 'Anna',
  lastname: 'Schmidt',
  email: 'anna.schmidt@example.org',
  jobTitle: 'Course Director',
  phone: '+49 651 93737 0',
  contactType: 1,
};

/** Stores an employee directly, as test data. */
async function storedContact(fields: Partial<ContactFields> & { lastname: string }): Promise<number> {
  const contact = {
    firstname: 'Eva',
    email: `${fields.lastname.toLowerCase()}@example.org`,
    contactType: 2,
    ...fields,
  };
  const [row] = await t.db.query(
    `INSERT INTO contact (firstname, lastname, email, job_title, phone, contact_type)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      contact.firstname,
      contact.lastname,
      contact.email,
      contact.jobTitle ?? null,
      contact.phone ?? null,
      contact.contactType,
    ],
  );
  return row.id;
}

async function storedContacts(): Promise<object[]> {
  return t.db.query(
    `SELECT firstname, lastname, email, job_title AS "jobTitle", phone, contact_type AS "contactType"
       FROM contact ORDER BY id`,
  );
}

const create = (body: object) => t.http.post('/api/contacts').set(staff()).send(body);

describe('access', () => {
  it('lets only staff read and change employees', async () => {
    const id = await storedContact(anna);
    await expectStaffOnly(t, 'get', '/api/contacts?page=0');
    await expectStaffOnly(t, 'get', '/api/contacts?email=anna');
    await expectStaffOnly(t, 'get', `/api/contacts/${id}`);
    await expectStaffOnly(t, 'post', '/api/contacts', { ...anna, email: 'other@example.org' });
    await expectStaffOnly(t, 'put', `/api/contacts/${id}`, { ...anna, firstname: 'Hacked' });
    await expectStaffOnly(t, 'delete', `/api/contacts/${id}`);
    expect(await storedContacts()).toEqual([anna]);
  });
});

describe('GET /api/contacts', () => {
  it('answers 204 without a body when there are none', async () => {
    const response = await t.http.get('/api/contacts?page=0').set(staff());
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });

  it('lists employees by last name, then first name, in the paged envelope', async () => {
    const zoe = await storedContact({ firstname: 'Zoe', lastname: 'Adler', email: 'zoe@example.org' });
    const schmidt = await storedContact(anna);
    const ada = await storedContact({ firstname: 'ada', lastname: 'adler', email: 'ada@example.org', contactType: 0 });
    const response = await t.http.get('/api/contacts?page=0').set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalPages: 1,
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          id: ada,
          firstname: 'ada',
          lastname: 'adler',
          email: 'ada@example.org',
          jobTitle: null,
          phone: null,
          contactType: 0,
        },
        {
          id: zoe,
          firstname: 'Zoe',
          lastname: 'Adler',
          email: 'zoe@example.org',
          jobTitle: null,
          phone: null,
          contactType: 2,
        },
        { id: schmidt, ...anna },
      ],
    });
  });

  it('pages 20 employees a page with next and previous', async () => {
    for (let n = 10; n < 35; n++) await storedContact({ lastname: `Name${n}` });
    const first = await t.http.get('/api/contacts?page=0').set(staff());
    expect(first.body).toMatchObject({ totalPages: 2, count: 25, next: 1, previous: null });
    expect(first.body.results.map((c: { lastname: string }) => c.lastname)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Name${10 + i}`),
    );
    const second = await t.http.get('/api/contacts?page=1').set(staff());
    expect(second.body).toMatchObject({ totalPages: 2, count: 25, next: null, previous: 0 });
    expect(second.body.results.map((c: { lastname: string }) => c.lastname)).toEqual([
      'Name30',
      'Name31',
      'Name32',
      'Name33',
      'Name34',
    ]);
  });

  it('searches e-mails containing the text, ignoring case, and answers 204 for no match', async () => {
    await storedContact(anna);
    await storedContact({ lastname: 'Schmidtke', email: 'k.schmidtke@example.org' });
    await storedContact({ lastname: 'Weber', email: 'weber@academy.eu' });

    const found = await t.http.get('/api/contacts').query({ email: 'SCHMIDT' }).set(staff());
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ count: 2, totalPages: 1 });
    expect(found.body.results.map((c: { email: string }) => c.email)).toEqual([
      'anna.schmidt@example.org',
      'k.schmidtke@example.org',
    ]);

    const byDomain = await t.http.get('/api/contacts?email=academy.eu').set(staff());
    expect(byDomain.body.results.map((c: { lastname: string }) => c.lastname)).toEqual(['Weber']);

    for (const email of ['nobody', '%', '_']) {
      const none = await t.http.get('/api/contacts').query({ email }).set(staff());
      expect({ email, status: none.status }).toEqual({ email, status: 204 });
    }

    const blank = await t.http.get('/api/contacts?email=').set(staff());
    expect(blank.body.count).toBe(3);
  });

  it('speaks ra-data-simple-rest: range, sort, filter {email} or {q}, Content-Range', async () => {
    await storedContact(anna);
    await storedContact({ firstname: 'Jan', lastname: 'Weber', email: 'weber@academy.eu', jobTitle: 'Assistant' });
    await storedContact({ firstname: 'Lena', lastname: 'Bauer', email: 'lena.bauer@example.org' });

    const page = await t.http
      .get('/api/contacts')
      .query({ range: '[0,1]', sort: '["email","DESC"]', filter: '{}' })
      .set(staff());
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toBe('contacts 0-1/3');
    expect(page.body.map((c: { email: string }) => c.email)).toEqual(['weber@academy.eu', 'lena.bauer@example.org']);

    const byEmail = await t.http.get('/api/contacts').query({ filter: '{"email":"example"}' }).set(staff());
    expect(byEmail.body.map((c: { lastname: string }) => c.lastname)).toEqual(['Bauer', 'Schmidt']);
    expect(byEmail.headers['content-range']).toBe('contacts 0-1/2');

    const byName = await t.http.get('/api/contacts').query({ filter: '{"q":"anna sch"}' }).set(staff());
    expect(byName.body).toEqual([expect.objectContaining({ lastname: 'Schmidt' })]);

    const byQEmail = await t.http.get('/api/contacts').query({ filter: '{"q":"ACADEMY"}' }).set(staff());
    expect(byQEmail.body).toEqual([expect.objectContaining({ lastname: 'Weber' })]);

    const empty = await t.http.get('/api/contacts').query({ filter: '{"q":"nobody"}' }).set(staff());
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers['content-range']).toBe('contacts */0');

    const byFirstname = await t.http
      .get('/api/contacts')
      .query({ sort: '["firstname","ASC"]', range: '[0,9]' })
      .set(staff());
    expect(byFirstname.body.map((c: { firstname: string }) => c.firstname)).toEqual(['Anna', 'Jan', 'Lena']);
  });

  it('answers 400 for a filter given twice', async () => {
    const response = await t.http.get('/api/contacts?email=a&email=b').set(staff());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Email: ["'email' must be a single value."] });
  });
});

describe('GET /api/contacts/{id}', () => {
  it('answers the employee, or 404', async () => {
    const id = await storedContact(anna);
    const response = await t.http.get(`/api/contacts/${id}`).set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, ...anna });

    const missing = await t.http.get(`/api/contacts/${id + 1000}`).set(staff());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: `Employee ${id + 1000} was not found.` });
  });
});

describe('POST /api/contacts', () => {
  it('creates an employee with a trimmed, lower-cased e-mail and answers 201 with it', async () => {
    const response = await create({
      firstname: ' Anna ',
      lastname: 'Schmidt',
      email: '  Anna.Schmidt@Example.ORG ',
      jobTitle: 'Course Director',
      phone: '+49 651 93737 0',
      contactType: 1,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), ...anna });
    expect(await storedContacts()).toEqual([anna]);
  });

  it('stores missing or blank job title and phone as absent', async () => {
    const response = await create({ ...anna, jobTitle: '  ', phone: undefined });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ jobTitle: null, phone: null });
    expect(await storedContacts()).toEqual([{ ...anna, jobTitle: null, phone: null }]);
  });

  it('refuses an e-mail another employee has, in any letter case, with 422, writing nothing', async () => {
    await storedContact(anna);
    const response = await create({ ...anna, firstname: 'Other', email: 'ANNA.Schmidt@example.org' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errorMessage: "An employee with the e-mail 'anna.schmidt@example.org' already exists.",
    });
    expect(await storedContacts()).toEqual([anna]);
  });

  it('lets exactly one of two simultaneous creates with one e-mail win', async () => {
    const responses = await Promise.all([create(anna), create(anna)]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await storedContacts()).toEqual([anna]);
  });

  it('answers 400 with a message per missing field, writing nothing', async () => {
    const messages = {
      Firstname: ["Field 'First Name' is mandatory."],
      Lastname: ["Field 'Last Name' is mandatory."],
      Email: ["Field 'Email' is mandatory."],
      ContactType: ["Field 'Contact Type' is mandatory."],
    };
    for (const body of [{}, { firstname: '  ', lastname: '', email: ' ', contactType: null }]) {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(messages);
    }
    expect(await storedContacts()).toEqual([]);
  });

  it('answers 400 for an invalid e-mail, contact type, text or length, writing nothing', async () => {
    const cases = [
      { change: { email: 'anna.example.org' }, errors: { Email: ["Field 'Email' must be a valid e-mail address."] } },
      { change: { email: 'anna@' }, errors: { Email: ["Field 'Email' must be a valid e-mail address."] } },
      {
        // 258 characters: longer than an address may be (and than the column)
        change: { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.org` },
        errors: { Email: ["Field 'Email' must be a valid e-mail address."] },
      },
      {
        change: { contactType: 3 },
        errors: { ContactType: ["Field 'Contact Type' must be 0 (Assistant), 1 (Lawyer) or 2 (Employee)."] },
      },
      {
        change: { contactType: '1' },
        errors: { ContactType: ["Field 'Contact Type' must be 0 (Assistant), 1 (Lawyer) or 2 (Employee)."] },
      },
      { change: { firstname: 42 }, errors: { Firstname: ["Field 'First Name' must be a text."] } },
      {
        change: { lastname: 'x'.repeat(101) },
        errors: { Lastname: ["Field 'Last Name' must be at most 100 characters long."] },
      },
      {
        change: { jobTitle: 'x'.repeat(201) },
        errors: { JobTitle: ["Field 'Job Title' must be at most 200 characters long."] },
      },
      { change: { phone: 'x'.repeat(51) }, errors: { Phone: ["Field 'Phone' must be at most 50 characters long."] } },
    ];
    for (const { change, errors } of cases) {
      const response = await create({ ...anna, ...change });
      expect({ change, status: response.status, errors: response.body.errors }).toEqual({
        change,
        status: 400,
        errors,
      });
    }
    expect(await storedContacts()).toEqual([]);
  });
});

describe('PUT /api/contacts/{id}', () => {
  it('replaces the employee’s data and answers it', async () => {
    const id = await storedContact(anna);
    const changed = {
      firstname: 'Anna-Lena',
      lastname: 'Schmidt-Weber',
      email: 'AL.Schmidt@example.org',
      jobTitle: null,
      phone: '+352 1',
      contactType: 0,
    };
    const response = await t.http
      .put(`/api/contacts/${id}`)
      .set(staff())
      .send({ id, ...changed });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, ...changed, email: 'al.schmidt@example.org' });
    expect(await storedContacts()).toEqual([{ ...changed, email: 'al.schmidt@example.org' }]);
  });

  it('keeps the employee’s own e-mail, but refuses another employee’s with 422', async () => {
    const id = await storedContact(anna);
    await storedContact({ lastname: 'Weber', email: 'weber@academy.eu' });
    const same = await t.http
      .put(`/api/contacts/${id}`)
      .set(staff())
      .send({ ...anna, email: 'Anna.Schmidt@example.org', jobTitle: 'Head' });
    expect(same.status).toBe(200);

    const taken = await t.http
      .put(`/api/contacts/${id}`)
      .set(staff())
      .send({ ...anna, email: 'weber@academy.eu' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ errorMessage: "An employee with the e-mail 'weber@academy.eu' already exists." });
    expect(await storedContacts()).toEqual([
      { ...anna, jobTitle: 'Head' },
      expect.objectContaining({ email: 'weber@academy.eu' }),
    ]);
  });

  it('answers 400 for invalid data and 404 for an unknown employee, changing nothing', async () => {
    const id = await storedContact(anna);
    const invalid = await t.http
      .put(`/api/contacts/${id}`)
      .set(staff())
      .send({ ...anna, email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ Email: ["Field 'Email' must be a valid e-mail address."] });

    const missing = await t.http
      .put(`/api/contacts/${id + 1000}`)
      .set(staff())
      .send(anna);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: `Employee ${id + 1000} was not found.` });
    expect(await storedContacts()).toEqual([anna]);
  });
});

describe('DELETE /api/contacts/{id}', () => {
  it('removes the employee and their links to events, keeping the events', async () => {
    const id = await storedContact(anna);
    const other = await storedContact({ lastname: 'Weber' });
    const [event] = await t.db.query(
      `INSERT INTO event (number, title, start_date, end_date, distance_band_version, row_version)
       VALUES ('125DT01', 'Seminar', now(), now(), 1, 1) RETURNING id`,
    );
    await t.db.query(`INSERT INTO event_contact (event_id, contact_id) VALUES ($1, $2), ($1, $3)`, [
      event.id,
      id,
      other,
    ]);

    const response = await t.http.delete(`/api/contacts/${id}`).set(staff());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id });
    expect(await t.db.query(`SELECT contact_id AS "contactId" FROM event_contact`)).toEqual([{ contactId: other }]);
    expect(await t.db.query(`SELECT count(*)::int AS count FROM event`)).toEqual([{ count: 1 }]);
    expect(await storedContacts()).toEqual([expect.objectContaining({ lastname: 'Weber' })]);

    const again = await t.http.delete(`/api/contacts/${id}`).set(staff());
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errorMessage: `Employee ${id} was not found.` });
  });

  it('answers 400 for an id that is no id', async () => {
    const response = await t.http.delete('/api/contacts/-3').set(staff());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ Id: ["'Id' must be a whole number from 1 to 2147483647."] });
  });
});
