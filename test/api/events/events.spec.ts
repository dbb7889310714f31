import { ContactType } from '@unit-costs/contract';

import { Contact } from '../../../server/src/features/contacts/contact.entity.js';
import { EventLanguage } from '../../../server/src/features/events/event-language.entity.js';
import { EventLocation } from '../../../server/src/features/events/event-location.entity.js';
import { Event } from '../../../server/src/features/events/event.entity.js';
import { DistanceBand } from '../../../server/src/features/reference-data/distance-band.entity.js';
import { expectStaffOnly } from '../../support/access.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

let t: TestApp;
/** Employees, in the order inserted: Zimmer, Adler, Meyer. */
let zimmer: Contact, adler: Contact, meyer: Contact;

beforeAll(async () => {
  t = await startTestApp();
  [zimmer, adler, meyer] = await t.db.getRepository(Contact).save([
    contactFixture('Zoe', 'Zimmer', 'z.zimmer@academy.example'),
    contactFixture('Anna', 'Adler', 'a.adler@academy.example', {
      phone: '+49 651 1234',
      jobTitle: 'Course Director',
    }),
    contactFixture('Max', 'Meyer', 'm.meyer@academy.example'),
  ]);
  // Version 1 comes with the migrations; version 2 exists so that updates can move between versions.
  await t.db.getRepository(DistanceBand).insert({ version: 2, minValue: 0, maxValue: 20100, amount: 100 });
});
afterAll(() => t.close());

function contactFixture(firstname: string, lastname: string, email: string, extra: Partial<Contact> = {}) {
  return { firstname, lastname, email, phone: null, jobTitle: null, contactType: ContactType.Employee, ...extra };
}

const auth = (who: Who = 'staff') => ({ Authorization: `Bearer ${t.token(who)}` });

const TRIER = {
  osmid: 62422,
  name: 'Academy Conference Centre',
  city: 'Trier',
  countryISO_3166: 'DE',
  latitude: 49.7596,
  longitude: 6.6441,
};

let serial = 0;
/** A valid create payload with a number of its own. */
function eventPayload(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    number: `EV-${serial}`,
    title: `Seminar ${serial}`,
    startDate: '2025-10-06T07:00:00.000Z',
    endDate: '2025-10-08T15:00:00.000Z',
    offlineDate: '2025-11-30T23:00:00.000Z',
    distanceBandVersion: 1,
    accommodationEligible: true,
    maxNights: 2,
    location: TRIER,
    languages: [{ language: 'de', title: `Seminar ${serial} (de)` }],
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}) {
  const response = await t.http.post('/api/events').set(auth()).send(eventPayload(overrides));
  expect(response.status).toBe(201);
  return response.body;
}

/** Row counts of everything an event write touches, to prove a refused write left nothing behind. */
async function storedRows() {
  const [events, languages, locations, links] = await Promise.all([
    t.db.getRepository(Event).count(),
    t.db.getRepository(EventLanguage).count(),
    t.db.getRepository(EventLocation).count(),
    t.db.query(`SELECT count(*)::int AS n FROM event_contact`).then((rows) => rows[0].n),
  ]);
  return { events, languages, locations, links };
}

const venueOf = (overrides: Record<string, unknown> = {}) => ({
  locationId: expect.any(Number),
  name: TRIER.name,
  city: 'Trier',
  country: 'Germany',
  countryISO_3166: 'DE',
  osmid: 62422,
  latitude: 49.7596,
  longitude: 6.6441,
  primary: true,
  ...overrides,
});

describe('access', () => {
  it('needs a staff token for every staff endpoint (401 without or with a bad one, 403 without a role)', async () => {
    for (const [method, path] of [
      ['get', '/api/events?page=0'],
      ['get', '/api/events?range=[0,9]'],
      ['get', '/api/events/1'],
      ['post', '/api/events'],
      ['put', '/api/events'],
      ['put', '/api/events/1'],
      ['delete', '/api/events/1'],
      ['post', '/api/events/1/contacts'],
      ['delete', '/api/events/1/contacts/1'],
      ['post', '/api/events/locations'],
      ['delete', '/api/events/1/locations/1'],
    ] as const) {
      await expectStaffOnly(t, method, path);
    }
  });

  it('lets only Admin delete an event', async () => {
    const event = await createEvent();
    for (const who of ['staff', 'approver'] as const) {
      const response = await t.http.delete(`/api/events/${event.id}`).set(auth(who));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ errorMessage: 'This needs the role Admin.' });
    }
    expect((await t.http.get(`/api/events/${event.id}`).set(auth())).status).toBe(200);
  });
});

describe('POST /api/events', () => {
  it('creates the event with its primary venue, languages and contacts, sorted for display', async () => {
    const payload = eventPayload({
      number: '  2025-CL-01  ',
      contacts: [zimmer.id, adler.id, zimmer.id],
      languages: [
        { language: 'FR', title: 'Droit européen des contrats' },
        { language: 'de', title: 'Europäisches Vertragsrecht' },
      ],
    });
    const response = await t.http.post('/api/events').set(auth()).send(payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      number: '2025-CL-01',
      title: payload.title,
      location: venueOf(),
      startDate: '2025-10-06T07:00:00.000Z',
      endDate: '2025-10-08T15:00:00.000Z',
      offlineDate: '2025-11-30T23:00:00.000Z',
      accommodationEligible: true,
      maxNights: 2,
      allowedNights: 2,
      distanceBandVersion: 1,
      languages: [
        { language: 'de', title: 'Europäisches Vertragsrecht' },
        { language: 'fr', title: 'Droit européen des contrats' },
      ],
      contacts: [
        {
          contactId: adler.id,
          firstName: 'Anna',
          lastName: 'Adler',
          displayName: 'Anna Adler',
          jobTitle: 'Course Director',
          email: 'a.adler@academy.example',
          phone: '+49 651 1234',
        },
        {
          contactId: zimmer.id,
          firstName: 'Zoe',
          lastName: 'Zimmer',
          displayName: 'Zoe Zimmer',
          jobTitle: null,
          email: 'z.zimmer@academy.example',
          phone: null,
        },
      ],
      locations: [venueOf()],
      rowVersion: 1,
    });
    expect(response.body.locations[0].locationId).toBe(response.body.location.locationId);

    const read = await t.http.get(`/api/events/${response.body.id}`).set(auth());
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it('defaults maxNights to -1, accommodation to no, and leaves offlineDate, languages and contacts empty', async () => {
    const payload: Record<string, unknown> = eventPayload();
    for (const optional of ['offlineDate', 'languages', 'accommodationEligible', 'maxNights']) delete payload[optional];
    const response = await t.http
      .post('/api/events')
      .set(auth())
      .send({ ...payload, location: { ...TRIER, osmid: undefined, countryISO_3166: 'de' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      maxNights: -1,
      accommodationEligible: false,
      allowedNights: 0,
      offlineDate: null,
      languages: [],
      contacts: [],
      location: venueOf({ osmid: null }),
    });
  });

  it('sends the nights a claim may state: the event days (Berlin) where maxNights is -1 or 0', async () => {
    // 6 to 8 October: three days.
    for (const maxNights of [-1, 0]) {
      const response = await t.http.post('/api/events').set(auth()).send(eventPayload({ maxNights }));
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ maxNights, accommodationEligible: true, allowedNights: 3 });
    }
  });

  it('answers 400 with every mandatory field keyed by name, and writes nothing', async () => {
    const before = await storedRows();
    const response = await t.http.post('/api/events').set(auth()).send({ number: '   ', distanceBandVersion: -1 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      Number: ["Field 'Number' is mandatory."],
      Title: ["Field 'Title' is mandatory."],
      StartDate: ["Field 'StartDate' is mandatory."],
      EndDate: ["Field 'EndDate' is mandatory."],
      DistanceBandVersion: ["Field 'DistanceBandVersion' is mandatory."],
      Location: ["Field 'Venue' is required."],
    });
    expect(response.body.errorMessage).toContain("Field 'Number' is mandatory.");
    expect(await storedRows()).toEqual(before);
  });

  it.each([null, undefined])('counts a distanceBandVersion of %p as missing', async (distanceBandVersion) => {
    const response = await t.http.post('/api/events').set(auth()).send(eventPayload({ distanceBandVersion }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ DistanceBandVersion: ["Field 'DistanceBandVersion' is mandatory."] });
  });

  it('names the missing venue fields the way the wizard shows them', async () => {
    const response = await t.http
      .post('/api/events')
      .set(auth())
      .send(eventPayload({ location: { ...TRIER, name: ' ', city: '', countryISO_3166: null } }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'Location.Name': ["Field 'Venue Name' is required."],
      'Location.City': ["Field 'City' is required."],
      'Location.CountryISO_3166': ["Field 'Country' is required."],
    });
  });

  it.each([
    ['startDate', '06.10.2025', 'StartDate', "Field 'StartDate' must be a date in ISO 8601 format."],
    ['startDate', '2025-02-30', 'StartDate', "Field 'StartDate' must be a date in ISO 8601 format."],
    ['endDate', '2025-W41-1', 'EndDate', "Field 'EndDate' must be a date in ISO 8601 format."],
    ['endDate', '2025-10-05T23:59:59Z', 'EndDate', 'The end date must not be before the start date.'],
    ['offlineDate', 'tomorrow', 'OfflineDate', "Field 'OfflineDate' must be a date in ISO 8601 format."],
    ['maxNights', -2, 'MaxNights', "Field 'MaxNights' must be a whole number of at least -1."],
    ['maxNights', 1.5, 'MaxNights', "Field 'MaxNights' must be a whole number of at least -1."],
    [
      'distanceBandVersion',
      0,
      'DistanceBandVersion',
      "Field 'DistanceBandVersion' must be a version number of at least 1.",
    ],
    ['distanceBandVersion', '1', 'DistanceBandVersion', "Field 'DistanceBandVersion' must be a whole number."],
    ['accommodationEligible', 'yes', 'AccommodationEligible', "Field 'AccommodationEligible' must be true or false."],
    ['number', 'N'.repeat(33), 'Number', "Field 'Number' must not be longer than 32 characters."],
    ['number', 12, 'Number', "Field 'Number' must be text."],
    ['title', 'T'.repeat(301), 'Title', "Field 'Title' must not be longer than 300 characters."],
    ['contacts', 'all', 'Contacts', "Field 'Contacts' must be a list of employee ids."],
    ['contacts', [1, 'two'], 'Contacts', "Field 'Contacts' must be a list of employee ids."],
    ['contacts', [0], 'Contacts', "Field 'Contacts' must be a list of employee ids."],
    ['languages', 'de', 'Languages', "Field 'Languages' must be a list of {language, title}."],
    [
      'languages',
      [
        { language: 'de', title: 'A' },
        { language: 'DE', title: 'B' },
      ],
      'Languages',
      'Each language may be given only once.',
    ],
    ['languages', [{ language: 'de', title: ' ' }], 'Languages.0.Title', "Field 'Title' is mandatory."],
    [
      'location',
      'Trier',
      'Location',
      "Field 'Venue' must be a venue {osmid, name, city, countryISO_3166, latitude, longitude}.",
    ],
    [
      'location',
      [],
      'Location',
      "Field 'Venue' must be a venue {osmid, name, city, countryISO_3166, latitude, longitude}.",
    ],
    ['languages', [[]], 'Languages', "Field 'Languages' must be a list of {language, title}."],
    ['location', { ...TRIER, latitude: 90.5 }, 'Location.Latitude', "Field 'Latitude' must be from -90 to 90."],
    ['location', { ...TRIER, longitude: -181 }, 'Location.Longitude', "Field 'Longitude' must be from -180 to 180."],
    ['location', { ...TRIER, latitude: null }, 'Location.Latitude', "Field 'Latitude' is mandatory."],
    ['location', { ...TRIER, osmid: 'way/1' }, 'Location.Osmid', "Field 'Osmid' must be a whole number."],
  ])('answers 400 for %s = %j', async (field, value, key, message) => {
    const response = await t.http
      .post('/api/events')
      .set(auth())
      .send(eventPayload({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errorMessage: message, errors: { [key]: [message] } });
  });

  it.each([
    ['an unknown country', { location: { ...TRIER, countryISO_3166: 'XX' } }, 'The specified country is invalid.'],
    ['a band version without bands', { distanceBandVersion: 7 }, 'Distance band version 7 does not exist.'],
    ['an unknown employee', { contacts: [999999] }, 'Employee 999999 does not exist.'],
  ])('answers 422 for %s and writes nothing', async (_case, overrides, message) => {
    const before = await storedRows();
    const response = await t.http
      .post('/api/events')
      .set(auth())
      .send(eventPayload({ contacts: [adler.id], ...overrides }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errorMessage: message });
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a number that is taken (422), also when two creates race for it', async () => {
    const first = await createEvent();
    const before = await storedRows();
    const again = await t.http
      .post('/api/events')
      .set(auth())
      .send(eventPayload({ number: ` ${first.number} ` }));
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errorMessage: `An event with the number '${first.number}' already exists.` });
    expect(await storedRows()).toEqual(before);

    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        t.http
          .post('/api/events')
          .set(auth())
          .send(eventPayload({ number: 'RACE-1' })),
      ),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([201, 422, 422]);
    for (const response of racing.filter((r) => r.status === 422)) {
      expect(response.body).toEqual({ errorMessage: "An event with the number 'RACE-1' already exists." });
    }
    expect(await storedRows()).toEqual({
      ...before,
      events: before.events + 1,
      languages: before.languages + 1,
      locations: before.locations + 1,
    });
  });
});

describe('GET /api/events?number= (public)', () => {
  it('finds the event by its exact, trimmed number without a token, in the paged envelope', async () => {
    const event = await createEvent({ number: 'PUB-7', contacts: [meyer.id] });
    const response = await t.http.get('/api/events').query({ number: ' PUB-7 ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ totalPages: 1, count: 1, next: null, previous: null, results: [event] });

    const withoutRole = await t.http.get('/api/events?number=PUB-7').set(auth('nobody'));
    expect(withoutRole.body.results).toEqual([event]);
  });

  it('answers 200 with an empty envelope for an unknown or partial number, and matches any case', async () => {
    await createEvent({ number: 'PUB-8' });
    for (const number of ['NOPE', 'PUB', 'PUB-88']) {
      const response = await t.http.get('/api/events').query({ number });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ totalPages: 0, count: 0, next: null, previous: null, results: [] });
    }
    const anyCase = await t.http.get('/api/events').query({ number: 'pub-8' });
    expect(anyCase.body.results.map((event: { number: string }) => event.number)).toEqual(['PUB-8']);
  });

  it('is no way around the staff list: a blank or overridden number needs a token', async () => {
    await createEvent({ number: 'PUB-9' });
    for (const query of [
      'number=',
      'number=%20',
      'number=PUB-9&filter={"number":""}',
      'number=PUB-9&filter={"number":null}',
    ]) {
      const response = await t.http.get(`/api/events?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 401 });
    }
    const narrowed = await t.http.get('/api/events?number=PUB-9&filter={"q":"zzz"}');
    expect(narrowed.status).toBe(200);
    expect(narrowed.body).toEqual([]);
    expect(narrowed.headers['content-range']).toBe('events */0');
  });
});

describe('GET /api/events (staff list)', () => {
  let listed: { id: number; number: string; title: string }[];
  beforeAll(async () => {
    listed = [
      await createEvent({
        number: 'LIST-B',
        title: 'Listing: Criminal Law',
        startDate: '2026-03-01',
        endDate: '2026-03-02',
      }),
      await createEvent({
        number: 'LIST-C',
        title: 'Listing: Anti-Fraud 100%',
        startDate: '2026-01-01',
        endDate: '2026-01-02',
      }),
      await createEvent({
        number: 'LIST-A',
        title: 'Listing: Data Protection',
        startDate: '2026-02-01',
        endDate: '2026-02-02',
      }),
    ];
  });

  it('pages with the envelope (page size, totalPages, next, previous)', async () => {
    const first = await t.http.get('/api/events?q=listing&page=0&pageSize=2').set(auth());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalPages: 2, count: 3, next: 1, previous: null });
    expect(first.body.results.map((e: { id: number }) => e.id)).toEqual([listed[0].id, listed[1].id]);

    const second = await t.http.get('/api/events?q=LISTING&page=1&pageSize=2').set(auth());
    expect(second.body).toMatchObject({ totalPages: 2, count: 3, next: null, previous: 0 });
    expect(second.body.results).toEqual([
      await t.http
        .get(`/api/events/${listed[2].id}`)
        .set(auth())
        .then((r) => r.body),
    ]);

    const all = await t.http.get('/api/events?page=0').set(auth());
    expect(all.body.count).toBe(await t.db.getRepository(Event).count());
  });

  it('speaks ra-data-simple-rest: range, sort, filter, Content-Range', async () => {
    const response = await t.http
      .get('/api/events')
      .query({ range: '[0,1]', sort: '["number","DESC"]', filter: '{"q":"listing"}' })
      .set(auth());
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toBe('events 0-1/3');
    expect(response.body.map((e: { number: string }) => e.number)).toEqual(['LIST-C', 'LIST-B']);
    expect(response.body[0]).toEqual(listed[1]);

    const byStart = await t.http
      .get('/api/events')
      .query({ sort: '["startDate","ASC"]', filter: '{"q":"listing"}' })
      .set(auth());
    expect(byStart.body.map((e: { number: string }) => e.number)).toEqual(['LIST-C', 'LIST-A', 'LIST-B']);

    const byTitle = await t.http
      .get('/api/events')
      .query({ sort: '["title","ASC"]', filter: '{"q":"listing"}', range: '[1,2]' })
      .set(auth());
    expect(byTitle.headers['content-range']).toBe('events 1-2/3');
    expect(byTitle.body.map((e: { number: string }) => e.number)).toEqual(['LIST-B', 'LIST-A']);
  });

  it('filters by exact number, by text in title or number (literally), and by ids', async () => {
    const get = (filter: object) =>
      t.http
        .get('/api/events')
        .query({ filter: JSON.stringify(filter) })
        .set(auth())
        .then((r) => r.body.map((e: { number: string }) => e.number));
    expect(await get({ number: 'LIST-A' })).toEqual(['LIST-A']);
    expect(await get({ number: 'LIST' })).toEqual([]);
    expect(await get({ q: 'list-c' })).toEqual(['LIST-C']);
    expect(await get({ q: '100%' })).toEqual(['LIST-C']);
    expect(await get({ q: 'listing', number: 'LIST-B' })).toEqual(['LIST-B']);
    expect(await get({ id: [listed[0].id, listed[2].id] })).toEqual(['LIST-B', 'LIST-A']);
  });

  it('answers 400 for a sort field it does not know and for a filter given twice', async () => {
    const sort = await t.http.get('/api/events').query({ sort: '["location","ASC"]' }).set(auth());
    expect(sort.status).toBe(400);
    expect(sort.body.errors).toEqual({
      Sort: ["Cannot sort by 'location'. Sortable: id, number, title, startDate, endDate."],
    });
    const twice = await t.http.get('/api/events?q=a&q=b').set(auth());
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ Q: ["'q' must be a single value."] });
  });
});

describe('GET /api/events/{id}', () => {
  it('answers 404 for an unknown event and 400 for an id that is not one', async () => {
    const missing = await t.http.get('/api/events/999999').set(auth());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: 'Event 999999 was not found.' });
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const bad = await t.http.get(`/api/events/${id}`).set(auth());
      expect({ id, status: bad.status, errors: bad.body.errors }).toEqual({
        id,
        status: 400,
        errors: { Id: ["'Id' must be a whole number from 1 to 2147483647."] },
      });
    }
  });
});

describe('PUT /api/events and /api/events/{id}', () => {
  const coreOf = (event: Record<string, unknown>) => {
    const { number, title, startDate, endDate, offlineDate, accommodationEligible, maxNights, distanceBandVersion } =
      event;
    return { number, title, startDate, endDate, offlineDate, accommodationEligible, maxNights, distanceBandVersion };
  };

  it('updates the core fields and answers with the event and its next rowVersion', async () => {
    const event = await createEvent({ contacts: [adler.id] });
    const response = await t.http
      .put('/api/events')
      .set(auth())
      .send({
        ...event,
        number: `${event.number}-X`,
        title: 'Renamed',
        startDate: '2026-01-10',
        endDate: '2026-01-12',
        offlineDate: null,
        accommodationEligible: false,
        maxNights: 0,
        distanceBandVersion: 2,
      });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...event,
      number: `${event.number}-X`,
      title: 'Renamed',
      startDate: '2026-01-10T00:00:00.000Z',
      endDate: '2026-01-12T00:00:00.000Z',
      offlineDate: null,
      accommodationEligible: false,
      maxNights: 0,
      allowedNights: 0,
      distanceBandVersion: 2,
      rowVersion: event.rowVersion + 1,
    });
    expect((await t.http.get(`/api/events/${event.id}`).set(auth())).body).toEqual(response.body);
  });

  it('replaces languages and the primary venue only when given, keeping the other venues', async () => {
    const event = await createEvent();
    await t.http
      .post('/api/events/locations')
      .set(auth())
      .send({ ...TRIER, eventId: event.id, name: 'Hotel Porta Nigra', osmid: 7 });

    const untouched = await t.http.put(`/api/events/${event.id}`).set(auth()).send(coreOf(event));
    expect(untouched.status).toBe(200);
    expect(untouched.body.languages).toEqual(event.languages);
    expect(untouched.body.location).toEqual(event.location);

    const vienna = {
      osmid: 1,
      name: 'Justizpalast',
      city: 'Vienna',
      countryISO_3166: 'AT',
      latitude: 48.2,
      longitude: 16.36,
    };
    const replaced = await t.http
      .put(`/api/events/${event.id}`)
      .set(auth())
      .send({
        ...coreOf(event),
        id: 999999,
        languages: [{ language: 'en', title: 'English title' }],
        location: vienna,
      });
    expect(replaced.status).toBe(200);
    expect(replaced.body.id).toBe(event.id);
    expect(replaced.body.languages).toEqual([{ language: 'en', title: 'English title' }]);
    expect(replaced.body.location).toEqual({
      ...vienna,
      locationId: event.location.locationId,
      country: 'Austria',
      primary: true,
    });
    expect(replaced.body.locations.map((l: { name: string; primary: boolean }) => [l.name, l.primary])).toEqual([
      ['Justizpalast', true],
      ['Hotel Porta Nigra', false],
    ]);
    expect(await t.db.getRepository(EventLocation).countBy({ event: { id: event.id } })).toBe(2);

    const cleared = await t.http
      .put(`/api/events/${event.id}`)
      .set(auth())
      .send({ ...coreOf(event), languages: [] });
    expect(cleared.body.languages).toEqual([]);
  });

  it('answers 409 when the rowVersion sent is not the stored one, and changes nothing', async () => {
    const event = await createEvent();
    const first = await t.http
      .put('/api/events')
      .set(auth())
      .send({ ...event, title: 'First edit' });
    expect(first.status).toBe(200);
    const stale = await t.http
      .put('/api/events')
      .set(auth())
      .send({ ...event, title: 'Second edit' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ errorMessage: 'The event was changed by someone else. Reload it and try again.' });
    expect((await t.http.get(`/api/events/${event.id}`).set(auth())).body).toEqual(first.body);

    const current = await t.http
      .put('/api/events')
      .set(auth())
      .send({ ...first.body, title: 'Second edit' });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ title: 'Second edit', rowVersion: event.rowVersion + 2 });

    for (const rowVersion of [undefined, null]) {
      const unchecked = await t.http
        .put('/api/events')
        .set(auth())
        .send({ ...event, rowVersion, title: 'Unchecked' });
      expect(unchecked.status).toBe(200);
    }
    const wrongType = await t.http
      .put('/api/events')
      .set(auth())
      .send({ ...event, rowVersion: '1' });
    expect(wrongType.body).toEqual({
      errorMessage: 'Failed to update current event.',
      errors: { RowVersion: ["Field 'RowVersion' must be a whole number."] },
    });
  });

  it("answers 400 'Failed to update current event.' with the field errors", async () => {
    const event = await createEvent();
    const response = await t.http
      .put(`/api/events/${event.id}`)
      .set(auth())
      .send({ ...event, title: '', endDate: '2020-01-01', distanceBandVersion: -1, location: { ...TRIER, city: ' ' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errorMessage: 'Failed to update current event.',
      errors: {
        Title: ["Field 'Title' is mandatory."],
        EndDate: ['The end date must not be before the start date.'],
        DistanceBandVersion: ["Field 'DistanceBandVersion' is mandatory."],
        'Location.City': ["Field 'City' is required."],
      },
    });
    const withoutId = await t.http.put('/api/events').set(auth()).send(coreOf(event));
    expect(withoutId.body).toEqual({
      errorMessage: 'Failed to update current event.',
      errors: { Id: ["Field 'Id' is mandatory."] },
    });
    const badPath = await t.http.put('/api/events/abc').set(auth()).send(coreOf(event));
    expect(badPath.status).toBe(400);
    expect(badPath.body.errorMessage).toBe('Failed to update current event.');
    expect((await t.http.get(`/api/events/${event.id}`).set(auth())).body).toEqual(event);
  });

  it('answers 404 for an unknown event and 422 for broken rules, changing nothing', async () => {
    const event = await createEvent();
    const other = await createEvent();
    const missing = await t.http
      .put('/api/events')
      .set(auth())
      .send({ ...event, id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: 'Event 999999 was not found.' });

    for (const [change, message] of [
      [{ number: other.number }, `An event with the number '${other.number}' already exists.`],
      [{ distanceBandVersion: 9 }, 'Distance band version 9 does not exist.'],
      [
        { languages: [{ language: 'it', title: 'Nuovo' }], location: { ...TRIER, countryISO_3166: 'QQ' } },
        'The specified country is invalid.',
      ],
    ] as const) {
      const response = await t.http
        .put('/api/events')
        .set(auth())
        .send({ ...event, ...change });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ errorMessage: message });
    }
    expect((await t.http.get(`/api/events/${event.id}`).set(auth())).body).toEqual(event);
  });
});

describe('DELETE /api/events/{id}', () => {
  it('deletes the event with its languages, venues and contact links (Admin)', async () => {
    const event = await createEvent({ contacts: [adler.id, meyer.id] });
    const response = await t.http.delete(`/api/events/${event.id}`).set(auth('admin'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: event.id });
    expect((await t.http.get(`/api/events/${event.id}`).set(auth())).status).toBe(404);
    expect(await t.db.getRepository(EventLocation).countBy({ event: { id: event.id } })).toBe(0);
    expect(await t.db.getRepository(EventLanguage).countBy({ event: { id: event.id } })).toBe(0);
    expect(await t.db.query('SELECT 1 FROM event_contact WHERE event_id = $1', [event.id])).toEqual([]);
    expect(await t.db.getRepository(Contact).countBy({ id: adler.id })).toBe(1);

    const again = await t.http.delete(`/api/events/${event.id}`).set(auth('admin'));
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errorMessage: `Event ${event.id} was not found.` });
  });
});

describe('event contacts', () => {
  it('links employees once each and answers with the event', async () => {
    const event = await createEvent();
    const linked = await t.http.post(`/api/events/${event.id}/contacts`).set(auth()).send([meyer.id, adler.id]);
    expect(linked.status).toBe(200);
    expect(linked.body.contacts.map((c: { lastName: string }) => c.lastName)).toEqual(['Adler', 'Meyer']);

    const again = await t.http.post(`/api/events/${event.id}/contacts`).set(auth()).send([adler.id, adler.id]);
    expect(again.status).toBe(200);
    expect(again.body.contacts).toEqual(linked.body.contacts);
  });

  it('answers 422 for an unknown employee and links none of the list', async () => {
    const event = await createEvent();
    const response = await t.http.post(`/api/events/${event.id}/contacts`).set(auth()).send([zimmer.id, 999999]);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errorMessage: 'Employee 999999 does not exist.' });
    expect((await t.http.get(`/api/events/${event.id}`).set(auth())).body.contacts).toEqual([]);
  });

  it('answers 400 for a body that is not a list of ids, and 404 for an unknown event', async () => {
    const event = await createEvent();
    for (const body of [{ contacts: [1] }, ['1'], [1.5]]) {
      const response = await t.http.post(`/api/events/${event.id}/contacts`).set(auth()).send(body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        Contacts: ['The body must be a list of employee ids, such as [3, 7].'],
      });
    }
    const missing = await t.http.post('/api/events/999999/contacts').set(auth()).send([adler.id]);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: 'Event 999999 was not found.' });
  });

  it('unlinks an employee; one that is not linked answers 404', async () => {
    const event = await createEvent({ contacts: [adler.id, zimmer.id] });
    const response = await t.http.delete(`/api/events/${event.id}/contacts/${adler.id}`).set(auth());
    expect(response.status).toBe(200);
    expect(response.body.contacts.map((c: { contactId: number }) => c.contactId)).toEqual([zimmer.id]);

    const again = await t.http.delete(`/api/events/${event.id}/contacts/${adler.id}`).set(auth());
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errorMessage: `Event contact ${adler.id} was not found.` });
    expect(await t.db.getRepository(Contact).countBy({ id: adler.id })).toBe(1);
    const missing = await t.http.delete(`/api/events/999999/contacts/${zimmer.id}`).set(auth());
    expect(missing.status).toBe(404);
  });
});

describe('event venues', () => {
  const hotel = {
    osmid: 4711,
    name: 'Hotel Vienna',
    city: 'Vienna',
    countryISO_3166: 'AT',
    latitude: 48.2,
    longitude: 16.37,
  };

  it('adds a further venue after the primary one and answers 201 with the event', async () => {
    const event = await createEvent();
    const response = await t.http
      .post('/api/events/locations')
      .set(auth())
      .send({ eventId: event.id, ...hotel });
    expect(response.status).toBe(201);
    expect(response.body.location).toEqual(event.location);
    expect(response.body.locations).toEqual([
      event.location,
      { ...hotel, locationId: expect.any(Number), country: 'Austria', primary: false },
    ]);
  });

  it('answers 400 with the venue messages keyed by field, 404 for an unknown event, 422 for an unknown country', async () => {
    const event = await createEvent();
    const before = await storedRows();
    const invalid = await t.http
      .post('/api/events/locations')
      .set(auth())
      .send({ eventId: event.id, latitude: 1, longitude: 2, name: '', city: null });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      Name: ["Field 'Venue Name' is required."],
      City: ["Field 'City' is required."],
      CountryISO_3166: ["Field 'Country' is required."],
    });
    const noEvent = await t.http
      .post('/api/events/locations')
      .set(auth())
      .send({ ...hotel });
    expect(noEvent.body.errors).toEqual({ EventId: ["Field 'EventId' is mandatory."] });

    const missing = await t.http
      .post('/api/events/locations')
      .set(auth())
      .send({ eventId: 999999, ...hotel });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessage: 'Event 999999 was not found.' });

    const country = await t.http
      .post('/api/events/locations')
      .set(auth())
      .send({ eventId: event.id, ...hotel, countryISO_3166: 'AUT' });
    expect(country.status).toBe(422);
    expect(country.body).toEqual({ errorMessage: 'The specified country is invalid.' });
    expect(await storedRows()).toEqual(before);
  });

  it('deletes a further venue but never the primary one', async () => {
    const event = await createEvent();
    const added = await t.http
      .post('/api/events/locations')
      .set(auth())
      .send({ eventId: event.id, ...hotel });
    const further = added.body.locations[1].locationId;

    const primary = await t.http.delete(`/api/events/${event.id}/locations/${event.location.locationId}`).set(auth());
    expect(primary.status).toBe(422);
    expect(primary.body).toEqual({
      errorMessage: 'The primary venue cannot be deleted. Choose another primary venue first.',
    });

    const elsewhere = await createEvent();
    const wrongEvent = await t.http.delete(`/api/events/${elsewhere.id}/locations/${further}`).set(auth());
    expect(wrongEvent.status).toBe(404);
    expect(wrongEvent.body).toEqual({ errorMessage: `Event location ${further} was not found.` });

    const deleted = await t.http.delete(`/api/events/${event.id}/locations/${further}`).set(auth());
    expect(deleted.status).toBe(200);
    expect(deleted.body.locations).toEqual([event.location]);

    const again = await t.http.delete(`/api/events/${event.id}/locations/${further}`).set(auth());
    expect(again.status).toBe(404);
    const noEvent = await t.http.delete(`/api/events/999999/locations/${further}`).set(auth());
    expect(noEvent.body).toEqual({ errorMessage: 'Event 999999 was not found.' });
  });
});
