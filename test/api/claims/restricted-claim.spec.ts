import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken, sepaBankData } from '../../support/claims.js';
import { binary, readableText } from '../../support/documents.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

/**
 * A claim restricted at its owner's request (GDPR Art. 18) is for Admins (and the audit pack) only: every
 * route of the OpenAPI document is walked with its id and every role, and nothing of the person comes back,
 * in JSON or inside a PDF, a workbook or a ZIP.
 */
let t: TestApp;
let eventId: number;
let attendeeId: number;
let runId: string;
let guid: string;
let identifier: string;
let bankData: Record<string, unknown>;

const RITA = 'rita.restricted@court.example';
/** What names or reaches Rita: her surname, her address, her account's digits (the masked IBAN shows none of the middle). */
// The masked IBAN's tail with its stars: a bare '2051' also turns up inside a random run id.
const PERSON = ['Restrictova', 'rita.restricted', '120300000000', '**20 51'];
const IBAN = 'DE02 1203 0000 0000 2020 51';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const as = (who: Who) => bearer(t.token(who));

beforeAll(async () => {
  t = await startTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    PAYMENT_DEBTOR_NAME: 'Académie de droit européen',
    PAYMENT_DEBTOR_IBAN: 'DE89 3704 0044 0532 0130 00',
    PAYMENT_DEBTOR_BIC: 'COBADEFFXXX',
    PAYMENT_DEBTOR_TOWN: 'Trier',
    PAYMENT_DEBTOR_COUNTRY: 'de',
  });
  eventId = (await createEvent(t)).id;
  await addRefundRate(t, 'BE', 'DE', 98.35);
  const attendee = await t.http
    .post(`/api/events/${eventId}/attendees`)
    .set(as('admin'))
    .send({ firstname: 'Rita', lastname: 'Restrictova', email: RITA, city: 'Brussels', feePaid: true })
    .expect(201);
  attendeeId = attendee.body.id;
  await t.http
    .post(`/api/events/${eventId}/attendees/${attendeeId}/check-ins`)
    .set(as('admin'))
    .send({ day: '2025-10-06' })
    .expect(200);
  const saved = await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, eventId, EMPLOYERS.brussels, { firstname: 'Rita', lastname: 'Restrictova', email: RITA }))
    .expect(200);
  guid = saved.body.guid;
  identifier = saved.body.identifier;
  const rita = await guestToken(t, RITA);
  bankData = {
    ...(await sepaBankData(t, guid)),
    iban: IBAN,
    bic: 'BYLADEM1001',
    bankname: 'DKB',
    accountHolderName: 'Rita Restrictova',
  };
  await t.http.post('/api/elvdata').set(bearer(rita)).send(bankData).expect(200);
  await t.http.put('/api/travelclaim').set(bearer(rita)).send({ guid, status: 1, confirmed: true }).expect(200);
  await t.http.put(`/api/travelclaim/${guid}`).set(as('admin')).send({ status: 2, confirmed: true }).expect(200);
  runId = (
    await t.http
      .post('/api/paymentruns')
      .set(as('admin'))
      .send({ claims: [guid] })
      .expect(201)
  ).body.id;
  // Her claim is in a run the bank has not executed: kept, so restricted, not anonymised.
  const erased = await t.http.post('/api/me/erasure').set(bearer(rita)).expect(200);
  expect(erased.body.restricted).toHaveLength(1);
});
afterAll(() => t.close());

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
}

/** Every operation of the OpenAPI document. */
async function operations(): Promise<Operation[]> {
  const document = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, object> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method): method is Operation['method'] => ['get', 'post', 'put', 'delete'].includes(method))
      .map((method) => ({ method, path })),
  );
}

/**
 * The operation's URL with the restricted claim's id, its event, attendee and run where the path names
 * them (a search by her address where there is one). A change that would remove what the walk needs
 * (a DELETE, a run's cancel) names nothing that exists: its answer says whether the route is open.
 */
function urlOf({ method, path }: Operation): string {
  const removes = method === 'delete' || path.endsWith('/cancel');
  const values: Record<string, string> = {
    guid,
    iban: IBAN.replaceAll(' ', ''),
    attendeeId: removes ? '999999' : String(attendeeId),
    day: '2025-10-06',
    scanId: '1',
    contactId: '1',
    locationId: '1',
  };
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'id') {
      if (path.startsWith('/api/paymentruns/')) return removes ? '00000000-0000-4000-8000-000000000000' : runId;
      return path.startsWith('/api/events/') && !(removes && path === '/api/events/{id}') ? String(eventId) : '1';
    }
    return values[name] ?? '1';
  });
  if (
    method === 'get' &&
    ['/api/travelclaim', '/api/travelclaim/export.csv', '/api/travelclaim/export.xlsx'].includes(path)
  ) {
    url += `?email=${encodeURIComponent(RITA)}`;
  }
  if (method === 'get' && path === '/api/events/{id}/attendees') url += '?pageSize=100';
  return url;
}

/** A body that names the restricted claim where the route takes one. */
function bodyOf({ method, path }: Operation): object {
  if (path === '/api/travelclaim/summary') return { Guid: guid, Recipient: 'someone@elsewhere.example' };
  if (method === 'put' && path === '/api/travelclaim') return { guid, status: 5, rejectReason: 1 };
  if (method === 'put' && path === '/api/travelclaim/{guid}') return { status: 5, rejectReason: 1 };
  if (path === '/api/elvdata') return { ...bankData, accountHolderName: 'Someone Else' };
  if (method === 'post' && path === '/api/paymentruns') return { claims: [guid] };
  return {};
}

/** The records the law keeps a restricted claim for: staff's audit pack names her by design (README, Security). */
const AUDIT_PACK = '/api/events/{id}/audit-pack.zip';

/** Whether the route names the claim itself: to anyone who may not see it, it does not exist. */
const namesTheClaim = (operation: Operation) =>
  operation.path.includes('{guid}') ||
  ['/api/travelclaim/summary', '/api/elvdata'].includes(operation.path) ||
  (operation.method === 'put' && operation.path === '/api/travelclaim');

describe('a restricted claim', () => {
  it('is not found, named or reached on any route by anyone but Admins', async () => {
    const stranger = await guestToken(t, 'stranger@court.example');
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['staff', as('staff')],
      ['approver', as('approver')],
      ['nobody', as('nobody')],
      ['another participant', bearer(stranger)],
    ];
    const walked = await operations();
    expect(walked.length).toBeGreaterThan(90);
    const leaks: string[] = [];
    for (const [who, headers] of callers) {
      for (const operation of walked) {
        const url = urlOf(operation);
        const response = await t.http[operation.method](url)
          .set(headers)
          .send(bodyOf(operation))
          .buffer(true)
          .parse(binary);
        const text = await readableText(response.body as Buffer, response.headers['content-type'] ?? '');
        const shows = operation.path === AUDIT_PACK ? [] : PERSON.filter((marker) => text.includes(marker));
        // Her name in the pack shows that the walk reads inside a ZIP and the PDFs and workbook in it.
        if (operation.path === AUDIT_PACK && response.status === 200 && !text.includes('Restrictova')) {
          leaks.push(`${who} ${operation.method} ${url}: the walk did not read inside the pack`);
        }
        if (response.status >= 500 || shows.length > 0)
          leaks.push(`${who} ${operation.method} ${url}: ${response.status} ${shows}`);
        if (namesTheClaim(operation) && ![401, 403, 404].includes(response.status)) {
          leaks.push(`${who} ${operation.method} ${url}: ${response.status}, not 404`);
        }
        if (namesTheClaim(operation) && [200, 400, 409, 422].includes(response.status)) {
          leaks.push(`${who} ${operation.method} ${url}: answered ${response.status} as for a claim that exists`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 600_000);

  it('keeps its figures in the payment run and the attendee rows, showing "restricted" instead of the person', async () => {
    const run = await t.http.get(`/api/paymentruns/${runId}`).set(as('approver')).expect(200);
    expect(run.body.claims).toEqual([
      expect.objectContaining({ guid, name: 'restricted', iban: '', amount: run.body.totalAmount }),
    ]);
    const csv = await t.http.get(`/api/paymentruns/${runId}/claims.csv`).set(as('staff')).expect(200);
    expect(csv.text).toContain(',restricted,');
    // The bank file names the payee in full: an Admin's to download.
    const file = await t.http.get(`/api/paymentruns/${runId}/sepa.xml`).set(as('approver'));
    expect([file.status, file.body.errorMessage]).toEqual([403, expect.stringMatching(/only an Admin may download/)]);
    // Nor does an Approver's next run take it: it is not among what waits for them.
    const pending = await t.http.get('/api/paymentruns/pending').set(as('approver')).expect(200);
    expect(pending.body.claims).toEqual([]);
    const attendees = await t.http.get(`/api/events/${eventId}/attendees?pageSize=100`).set(as('staff')).expect(200);
    expect(attendees.body.results).toEqual([
      expect.objectContaining({
        firstname: 'restricted',
        lastname: '',
        email: '',
        feePaid: true,
        checkedInDays: ['2025-10-06'],
        departure: null,
        claim: expect.objectContaining({ guid }),
      }),
    ]);
    // A search by her address finds nobody.
    const search = await t.http.get(`/api/events/${eventId}/attendees?q=rita`).set(as('approver'));
    expect(search.body.results ?? []).toEqual([]);
  });

  it('is shown to Admins in full, everywhere, but mailed to nobody', async () => {
    const detail = await t.http.get(`/api/travelclaim/${guid}`).set(as('admin')).expect(200);
    expect(detail.body).toMatchObject({ lastname: 'Restrictova', restricted: true });
    const account = await t.http.get(`/api/travelclaim/${guid}/bankdata`).set(as('admin')).expect(200);
    expect(account.body.iban.replaceAll(' ', '')).toBe(IBAN.replaceAll(' ', ''));
    const run = await t.http.get(`/api/paymentruns/${runId}`).set(as('admin')).expect(200);
    expect(run.body.claims[0].name).toBe('Rita Restrictova');
    const attendees = await t.http.get(`/api/events/${eventId}/attendees?q=rita`).set(as('admin')).expect(200);
    expect(attendees.body.results[0]).toMatchObject({ lastname: 'Restrictova', email: RITA });
    await t.http.get(`/api/travelclaim/${guid}/summary.pdf`).set(as('admin')).expect(200);
    const file = await t.http.get(`/api/paymentruns/${runId}/sepa.xml`).set(as('admin')).buffer(true).expect(200);
    expect(file.text ?? file.body.toString()).toContain('Rita Restrictova');

    const mailsBefore = t.mail.mails.length;
    const summary = await t.http
      .post('/api/travelclaim/summary')
      .set(as('admin'))
      .send({ Guid: guid, Recipient: 'someone@elsewhere.example' });
    expect([summary.status, summary.body.errorMessage]).toEqual([
      409,
      expect.stringMatching(/is restricted at its owner's request: its summary is not mailed\.$/),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.mail.mails.slice(mailsBefore).filter((mail) => mail.text.includes('Restrictova'))).toEqual([]);
  });

  it("is another claim's duplicate without its guid or number to all but Admins", async () => {
    // Rita claims again after her erasure, from Lisbon (the walk's DELETEs took Belgium's rate): the new claim
    // names her, and her kept claim is its possible duplicate.
    await addRefundRate(t, 'PT', 'DE', 85.55);
    const again = await t.http
      .post('/api/travelclaim/')
      .send(await claimDraft(t, eventId, EMPLOYERS.lisbon, { firstname: 'Rita', lastname: 'Restrictova', email: RITA }))
      .expect(200);
    const detail = (who: Who) => t.http.get(`/api/travelclaim/${again.body.guid}`).set(as(who)).expect(200);
    for (const who of ['staff', 'approver'] as const) {
      const shown = await detail(who);
      expect(shown.body).toMatchObject({ lastname: 'Restrictova', possibleDuplicate: true });
      expect(shown.body.duplicates).toEqual([
        {
          guid: null,
          identifier: 'restricted',
          eventNumber: expect.any(String),
          status: expect.any(Number),
          sameEvent: true,
          matchedBy: expect.arrayContaining(['email']),
        },
      ]);
      expect(shown.text).not.toContain(guid);
      expect(shown.text).not.toContain(identifier);
    }
    const byAdmin = await detail('admin');
    expect(byAdmin.body.duplicates).toEqual([expect.objectContaining({ guid, identifier })]);
  });
});
