import { DuplicatesByPerson1795916080882 } from '../../../migrations/1795916080882-DuplicatesByPerson.js';
import { MIGRATIONS } from '../../../migrations/index.js';
import { IbanFingerprint } from '../../../server/src/features/claims/bank-data/iban-fingerprint.js';
import { migrate } from '../../../server/src/platform/database/migrate.js';
import { expectStaffOnly } from '../../support/access.js';
import {
  addRefundRate,
  claimDraft,
  createEvent,
  EMPLOYERS,
  guestToken,
  requestPayment,
  sepaBankData,
} from '../../support/claims.js';
import { startEntraStandIn, type EntraStandIn } from '../../support/entra-stand-in.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

const DEBTOR = {
  PAYMENT_DEBTOR_NAME: 'Academy of European Law',
  PAYMENT_DEBTOR_IBAN: 'DE89 3704 0044 0532 0130 00',
  PAYMENT_DEBTOR_BIC: 'COBADEFFXXX',
  PAYMENT_DEBTOR_TOWN: 'Trier',
  PAYMENT_DEBTOR_COUNTRY: 'DE',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Saved {
  guid: string;
  identifier: string;
}

/** Claims, guests and decisions of one app. */
function helpers(t: TestApp) {
  const tokens = new Map<string, string>();
  const guest = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await guestToken(t, email));
    return tokens.get(email)!;
  };
  return {
    guest,
    staff: (who: Who) => bearer(t.token(who)),
    async save(eventId: number, email: string): Promise<Saved> {
      const response = await t.http
        .post('/api/travelclaim/')
        .send(await claimDraft(t, eventId, EMPLOYERS.brussels, { email }));
      expect(response.status).toBe(200);
      return { guid: response.body.guid, identifier: response.body.identifier };
    },
    async request(claim: Saved, email: string) {
      await requestPayment(t, claim.guid, await guest(email));
    },
    decide(guid: string, body: Record<string, unknown>, authorization: Record<string, string>) {
      return t.http.put(`/api/travelclaim/${guid}`).set(authorization).send(body);
    },
  };
}

const approve = { status: 2, confirmed: true };
const decline = { status: 5, rejectReason: 1 };
const pay = { status: 3 };

describe('possible duplicates', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  const JANE = 'jane.doe@court.example';
  let seminar: { id: number; number: string };
  let overlapping: { id: number; number: string };
  let later: { id: number; number: string };

  beforeAll(async () => {
    t = await startTestApp(DEBTOR);
    h = helpers(t);
    await addRefundRate(t, 'BE', 'DE', 98);
    seminar = await createEvent(t, { startDate: '2025-10-06T07:00:00.000Z', endDate: '2025-10-08T15:00:00.000Z' });
    // Starts on the seminar's last day (in Berlin): the days overlap.
    overlapping = await createEvent(t, { startDate: '2025-10-08T16:00:00.000Z', endDate: '2025-10-09T15:00:00.000Z' });
    later = await createEvent(t, { startDate: '2025-10-20T07:00:00.000Z', endDate: '2025-10-21T15:00:00.000Z' });
  });
  afterAll(() => t.close());

  const detail = async (guid: string) =>
    (await t.http.get(`/api/travelclaim/${guid}`).set(h.staff('staff')).expect(200)).body;
  const listed = async (filter: Record<string, unknown>) =>
    (
      await t.http
        .get('/api/travelclaim')
        .query({ range: '[0,99]', filter: JSON.stringify(filter) })
        .set(h.staff('staff'))
    ).body as { guid: string; possibleDuplicate: boolean }[] | '';

  it('lists the claims of one address for the same or an overlapping event, badges and filters them, refuses the second request', async () => {
    const first = await h.save(seminar.id, JANE);
    // The same person typing the address differently.
    const second = await h.save(seminar.id, '  Jane.Doe@Court.example ');
    const neighbour = await h.save(overlapping.id, JANE);
    const apart = await h.save(later.id, JANE);
    const someoneElse = await h.save(seminar.id, 'john.roe@court.example');

    const firstView = await detail(first.guid);
    expect(firstView.possibleDuplicate).toBe(true);
    // The same address, and (as the claim form has them) the same name and employer.
    const sameJane = ['email', 'nameAndEmployer'];
    expect(firstView.duplicates).toEqual([
      {
        guid: second.guid,
        identifier: second.identifier,
        eventNumber: seminar.number,
        status: 0,
        sameEvent: true,
        matchedBy: sameJane,
      },
      {
        guid: neighbour.guid,
        identifier: neighbour.identifier,
        eventNumber: overlapping.number,
        status: 0,
        sameEvent: false,
        matchedBy: sameJane,
      },
    ]);
    expect((await detail(apart.guid)).duplicates).toEqual([]);
    expect(await detail(someoneElse.guid)).toMatchObject({ possibleDuplicate: false, duplicates: [] });

    await expectStaffOnly(t, 'get', `/api/travelclaim/${first.guid}/bankdata`);
    const flagged = await listed({ duplicate: true });
    expect(Array.isArray(flagged) && flagged.map((claim) => claim.guid).sort()).toEqual(
      [first.guid, second.guid, neighbour.guid].sort(),
    );
    expect(Array.isArray(flagged) && flagged.every((claim) => claim.possibleDuplicate)).toBe(true);
    const page = await t.http.get('/api/travelclaim?page=0&duplicate=false').set(h.staff('staff')).expect(200);
    expect(page.body.results.map((claim: Saved) => claim.guid).sort()).toEqual([apart.guid, someoneElse.guid].sort());
    expect((await t.http.get('/api/travelclaim?page=0&duplicate=maybe').set(h.staff('staff'))).body.errorMessage).toBe(
      "'duplicate' must be true or false.",
    );
    // The participant's own list carries no staff flags.
    const own = await t.http
      .get('/api/travelclaim?page=0')
      .set(bearer(await h.guest(JANE)))
      .expect(200);
    expect(own.body.results[0]).not.toHaveProperty('possibleDuplicate');

    // The first request goes through; the second claim for the same event is refused, naming the first.
    await h.request(first, JANE);
    const owner = bearer(await h.guest(JANE));
    await t.http
      .post('/api/elvdata')
      .set(owner)
      .send(await sepaBankData(t, second.guid))
      .expect(200);
    const refused = await t.http.put('/api/travelclaim').set(owner).send({ guid: second.guid, status: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe(
      `Claim ${second.identifier} cannot be requested: claim ${first.identifier} of the same person for the same event is already requested, approved or paid.`,
    );
    // An overlapping event is another event: flagged, not refused.
    await h.request(neighbour, JANE);

    // Declined, the first no longer holds the second back, and no longer counts as its duplicate.
    await h.decide(first.guid, decline, h.staff('approver')).expect(200);
    expect((await detail(second.guid)).duplicates.map((claim: Saved) => claim.guid)).toEqual([neighbour.guid]);
    await t.http.put('/api/travelclaim').set(owner).send({ guid: second.guid, status: 1 }).expect(200);
  });

  it('refuses to approve or pay a second claim for an event while another is requested, approved or paid', async () => {
    const event = await createEvent(t);
    const email = 'twice@court.example';
    const a = await h.save(event.id, email);
    const b = await h.save(event.id, email);
    await h.request(a, email);
    await t.http
      .post('/api/elvdata')
      .set(bearer(await h.guest(email)))
      .send(await sepaBankData(t, b.guid))
      .expect(200);
    // Both requested, as before this rule (data of an earlier version): neither may move on while the other is.
    await t.db.query(`UPDATE claim SET status = 1 WHERE id = $1`, [b.guid]);
    const approving = await h.decide(b.guid, approve, h.staff('approver'));
    expect(approving.status).toBe(409);
    expect(approving.body.errorMessage).toBe(
      `Claim ${b.identifier} cannot be approved: claim ${a.identifier} of the same person for the same event is already requested, approved or paid.`,
    );
    await h.decide(b.guid, decline, h.staff('approver')).expect(200);
    await h.decide(a.guid, approve, h.staff('approver')).expect(200);
    await t.db.query(`UPDATE claim SET status = 2 WHERE id = $1`, [b.guid]);
    const paying = await t.http
      .post('/api/paymentruns')
      .set(h.staff('approver'))
      .send({ claims: [b.guid] });
    expect(paying.status).toBe(409);
    expect(paying.body.errorMessage).toBe(
      `Claim ${b.identifier} cannot be paid: claim ${a.identifier} of the same person for the same event is already requested, approved or paid.`,
    );
  });

  it('flags claims anew when an event moves onto another one', async () => {
    const email = 'mover@court.example';
    const here = await h.save(seminar.id, email);
    const moving = await createEvent(t, { startDate: '2025-12-01T07:00:00.000Z', endDate: '2025-12-02T15:00:00.000Z' });
    const there = await h.save(moving.id, email);
    expect((await detail(here.guid)).possibleDuplicate).toBe(false);
    await t.db.query(
      `UPDATE event SET start_date = '2025-10-07T07:00:00Z', end_date = '2025-10-07T15:00:00Z' WHERE id = $1`,
      [moving.id],
    );
    expect((await detail(here.guid)).duplicates.map((claim: Saved) => claim.guid)).toEqual([there.guid]);
    const [{ flagged }] = await t.db.query(`SELECT possible_duplicate AS flagged FROM claim WHERE id = $1`, [
      here.guid,
    ]);
    expect(flagged).toBe(true);
  });
});

describe('one person, one payment, whatever the address', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    t = await startTestApp(DEBTOR);
    h = helpers(t);
    await addRefundRate(t, 'BE', 'DE', 98);
    await addRefundRate(t, 'PT', 'DE', 85);
  });
  afterAll(() => t.close());

  const detail = async (guid: string) =>
    (await t.http.get(`/api/travelclaim/${guid}`).set(h.staff('staff')).expect(200)).body;
  const flagOf = async (guid: string) =>
    (await t.db.query(`SELECT possible_duplicate AS flagged FROM claim WHERE id = $1`, [guid]))[0].flagged;

  /** A claim as the claim form saves it, for the given person. */
  async function save(eventId: number, person: Record<string, unknown>, employer = EMPLOYERS.brussels) {
    const response = await t.http.post('/api/travelclaim/').send(await claimDraft(t, eventId, employer, person));
    expect(response.status).toBe(200);
    return { guid: response.body.guid as string, identifier: response.body.identifier as string };
  }

  /** The owner enters bank data with this IBAN, and requests the payment: the answer to the request. */
  async function enterAccount(claim: Saved, email: string, iban: string) {
    const owner = bearer(await h.guest(email));
    await t.http
      .post('/api/elvdata')
      .set(owner)
      .send({ ...(await sepaBankData(t, claim.guid)), iban })
      .expect(200);
    return owner;
  }

  it('finds two claims paid to one IBAN under different addresses and names, and refuses the second for a run', async () => {
    const event = await createEvent(t);
    const alice = await save(event.id, { email: 'alice.martin@court.example', firstname: 'Alice', lastname: 'Martin' });
    const other = await save(
      event.id,
      { email: 'a.m.private@mail.example', firstname: 'Alicia', lastname: 'Martín-Ortega' },
      EMPLOYERS.lisbon,
    );
    expect(await flagOf(alice.guid)).toBe(false);

    const aliceOwner = await enterAccount(alice, 'alice.martin@court.example', 'BE68 5390 0754 7034');
    // Typed another way: the same account.
    const otherOwner = await enterAccount(other, 'a.m.private@mail.example', 'be68539007547034');
    expect((await detail(alice.guid)).duplicates).toEqual([
      expect.objectContaining({ guid: other.guid, sameEvent: true, matchedBy: ['iban'] }),
    ]);
    expect([await flagOf(alice.guid), await flagOf(other.guid)]).toEqual([true, true]);

    await t.http.put('/api/travelclaim').set(aliceOwner).send({ guid: alice.guid, status: 1 }).expect(200);
    const requested = await t.http.put('/api/travelclaim').set(otherOwner).send({ guid: other.guid, status: 1 });
    expect({ status: requested.status, message: requested.body.errorMessage }).toEqual({
      status: 409,
      message: `Claim ${other.identifier} cannot be requested: claim ${alice.identifier} paid to the same bank account for the same event is already requested, approved or paid.`,
    });
    await h.decide(alice.guid, { ...approve, confirmDuplicate: true }, h.staff('approver')).expect(200);
    // Approved before this rule (data of an earlier version): a run still refuses to pay it beside Alice's.
    await t.db.query(`UPDATE claim SET status = 2 WHERE id = $1`, [other.guid]);
    const run = await t.http
      .post('/api/paymentruns')
      .set(h.staff('approver'))
      .send({ claims: [other.guid] });
    expect({ status: run.status, message: run.body.errorMessage }).toEqual({
      status: 409,
      message: `Claim ${other.identifier} cannot be paid: claim ${alice.identifier} paid to the same bank account for the same event is already requested, approved or paid.`,
    });

    // New bank details of another account: no longer the same person's by the IBAN.
    await t.db.query(`UPDATE claim SET status = 0 WHERE id = $1`, [other.guid]);
    await enterAccount(other, 'a.m.private@mail.example', 'PT50 0002 0123 1234 5678 9015 4');
    expect((await detail(alice.guid)).duplicates).toEqual([]);
    expect([await flagOf(alice.guid), await flagOf(other.guid)]).toEqual([false, false]);
  });

  it('finds the same name and employer under two addresses, and wants the approval confirmed', async () => {
    const event = await createEvent(t);
    const juergen = await save(event.id, {
      email: 'juergen.mueller@court.example',
      firstname: 'Jürgen',
      lastname: 'Müller',
    });
    const again = await save(event.id, {
      email: 'jm@private.example',
      firstname: ' JURGEN',
      lastname: 'MULLER  ',
      institution: 'court of appeal  BRUSSELS',
    });
    const namesake = await save(
      event.id,
      { email: 'j.mueller@court.example', firstname: 'Jürgen', lastname: 'Müller' },
      EMPLOYERS.lisbon,
    );
    expect((await detail(juergen.guid)).duplicates).toEqual([
      expect.objectContaining({ guid: again.guid, sameEvent: true, matchedBy: ['nameAndEmployer'] }),
    ]);
    expect(await flagOf(namesake.guid)).toBe(false);

    // A name is not proof: both may be requested, and the approver decides.
    await h.request(juergen, 'juergen.mueller@court.example');
    await h.request(again, 'jm@private.example');
    const unconfirmed = await h.decide(again.guid, approve, h.staff('approver'));
    expect({ status: unconfirmed.status, message: unconfirmed.body.errorMessage }).toEqual({
      status: 409,
      message: `Claim ${again.identifier} may duplicate claim ${juergen.identifier} (same name and employer; same event ${event.number}). Check that it is not a second claim of the same person, then approve it with confirmDuplicate: true.`,
    });
    const [{ status }] = await t.db.query(`SELECT status FROM claim WHERE id = $1`, [again.guid]);
    expect(status).toBe(1);
    const confirmed = await h.decide(again.guid, { ...approve, confirmDuplicate: true }, h.staff('approver'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe(2);
    // Declined, Jürgen's first claim no longer flags the other.
    await h.decide(juergen.guid, decline, h.staff('approver')).expect(200);
    expect([await flagOf(juergen.guid), await flagOf(again.guid)]).toEqual([false, false]);
  });

  it('keeps every flag exact when many claims of one address are saved at once', async () => {
    const event = await createEvent(t);
    const saves = await Promise.all(
      Array.from({ length: 12 }, async () =>
        t.http
          .post('/api/travelclaim/')
          .send(await claimDraft(t, event.id, EMPLOYERS.brussels, { email: 'burst@court.example' })),
      ),
    );
    expect(saves.map((response) => response.status)).toEqual(Array(12).fill(200));
    const rows: { flagged: boolean }[] = await t.db.query(
      `SELECT possible_duplicate AS flagged FROM claim WHERE event_id = $1`,
      [event.id],
    );
    expect(rows.map((row) => row.flagged)).toEqual(Array(12).fill(true));
  });

  it("refuses to mark a SEPA claim as paid: the bank's execution of its run does", async () => {
    const event = await createEvent(t);
    const claim = await save(event.id, { email: 'sepa.only@court.example' });
    await h.request(claim, 'sepa.only@court.example');
    await h.decide(claim.guid, approve, h.staff('approver')).expect(200);
    const marked = await h.decide(claim.guid, pay, h.staff('approver'));
    expect({ status: marked.status, message: marked.body.errorMessage }).toEqual({
      status: 409,
      message:
        "This claim's account is in SEPA: it is paid through a payment run, and becomes Paid when the bank has executed the run. 'Mark as paid' is only for accounts outside SEPA.",
    });
    expect((await detail(claim.guid)).elvData).toMatchObject({ sepa: true });
  });
});

describe('four eyes with local staff accounts', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  const SELF = 'approver.self@court.example';

  beforeAll(async () => {
    t = await startTestApp(DEBTOR);
    h = helpers(t);
    await addRefundRate(t, 'BE', 'DE', 98);
    // Stored as typed by whoever entered it: compared normalised.
    await t.db.query(`UPDATE staff_account SET email = 'Approver.Self@Court.example' WHERE username = 'test-approver'`);
  });
  afterAll(() => t.close());

  const sentence = (act: string, identifier: string) =>
    `You cannot ${act} claim ${identifier}: it was made with your own e-mail address. Another Approver or Admin must ${act} it.`;

  it('refuses an approver to approve, decline, mark as paid or pay in a run a claim of their own address', async () => {
    const event = await createEvent(t);
    const own = await h.save(event.id, SELF);
    await h.request(own, SELF);

    const view = await t.http.get(`/api/travelclaim/${own.guid}`).set(h.staff('approver')).expect(200);
    expect(view.body.ownClaim).toBe(true);
    expect((await t.http.get(`/api/travelclaim/${own.guid}`).set(h.staff('admin'))).body.ownClaim).toBe(false);

    for (const [body, act] of [
      [approve, 'approve'],
      [decline, 'decline'],
    ] as const) {
      const refused = await h.decide(own.guid, body, h.staff('approver'));
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 403,
        body: { errorMessage: sentence(act, own.identifier) },
      });
    }
    await h.decide(own.guid, approve, h.staff('admin')).expect(200);
    const markPaid = await h.decide(own.guid, pay, h.staff('approver'));
    expect(markPaid.status).toBe(403);
    expect(markPaid.body.errorMessage).toBe(sentence('pay', own.identifier));
    const run = await t.http
      .post('/api/paymentruns')
      .set(h.staff('approver'))
      .send({ claims: [own.guid] });
    expect(run.status).toBe(403);
    expect(run.body.errorMessage).toBe(sentence('pay', own.identifier));
    const [{ status }] = await t.db.query(`SELECT status FROM claim WHERE id = $1`, [own.guid]);
    expect(status).toBe(2);
    // Someone else pays it.
    await t.http
      .post('/api/paymentruns')
      .set(h.staff('admin'))
      .send({ claims: [own.guid] })
      .expect(201);
  });
});

describe('four eyes with Entra ID staff', () => {
  let entra: EntraStandIn;
  let t: TestApp;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    entra = await startEntraStandIn();
    t = await startTestApp({ ...entra.env, ...DEBTOR });
    h = helpers(t);
    await addRefundRate(t, 'BE', 'DE', 98);
  });
  afterAll(async () => {
    await t.close();
    await entra.close();
  });

  it("refuses a decision when the token's email or preferred_username is the claim's address", async () => {
    const event = await createEvent(t);
    const eve = await h.save(event.id, 'eve.approver@academy.example');
    await h.request(eve, 'eve.approver@academy.example');

    const byEmail = entra.token(['Approver'], {
      email: 'Eve.Approver@Academy.example',
      preferred_username: 'eve@tenant.example',
    });
    const byUpn = entra.token(['Admin'], { preferred_username: 'EVE.APPROVER@academy.example' });
    for (const token of [byEmail, byUpn]) {
      const refused = await h.decide(eve.guid, approve, bearer(token));
      expect(refused.status).toBe(403);
      expect(refused.body.errorMessage).toContain(`You cannot approve claim ${eve.identifier}`);
    }
    const colleague = entra.token(['Approver'], { preferred_username: 'adam@academy.example' });
    const approved = await h.decide(eve.guid, approve, bearer(colleague)).expect(200);
    expect(approved.body.audits.at(-1)).toMatchObject({
      description: 'Claim approved',
      username: 'adam@academy.example',
    });
  });
});

describe('two approvals above APPROVAL_SECOND_ABOVE', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  const JANE = 'jane.large@court.example';

  beforeAll(async () => {
    t = await startTestApp({ ...DEBTOR, APPROVAL_SECOND_ABOVE: '100' });
    h = helpers(t);
    await addRefundRate(t, 'BE', 'DE', 98);
  });
  afterAll(() => t.close());

  it('keeps a claim above the amount Requested after one approval, refuses its approver the second, and lets a colleague give it', async () => {
    const event = await createEvent(t);
    const claim = await h.save(event.id, JANE);
    await h.request(claim, JANE);
    const [{ total }] = await t.db.query(`SELECT total_amount::float AS total FROM claim WHERE id = $1`, [claim.guid]);
    expect(total).toBeGreaterThan(100);

    const first = await h.decide(claim.guid, approve, h.staff('approver')).expect(200);
    expect(first.body.status).toBe(1);
    expect(first.body.approvals).toEqual({ needed: 2, firstBy: 'test-approver', firstByYou: true });
    expect((await t.http.get(`/api/travelclaim/${claim.guid}`).set(h.staff('admin'))).body.approvals).toEqual({
      needed: 2,
      firstBy: 'test-approver',
      firstByYou: false,
    });

    const again = await h.decide(claim.guid, approve, h.staff('approver'));
    expect({ status: again.status, body: again.body }).toEqual({
      status: 403,
      body: {
        errorMessage: `You gave claim ${claim.identifier} its first approval. Another Approver or Admin must give the second.`,
      },
    });
    // Not approved yet, so no run can pay it.
    const run = await t.http
      .post('/api/paymentruns')
      .set(h.staff('admin'))
      .send({ claims: [claim.guid] });
    expect(run.status).toBeGreaterThanOrEqual(400);

    const second = await h.decide(claim.guid, approve, h.staff('admin')).expect(200);
    expect(second.body.status).toBe(2);
    expect(
      second.body.audits.map((audit: { action: number; description: string; username: string }) => [
        audit.action,
        audit.description,
        audit.username,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [9, 'Claim approved (first of two approvals)', 'test-approver'],
        [1, 'Claim approved (second of two approvals)', 'test-admin'],
      ]),
    );
    await t.mail.waitFor((mail) => mail.to.includes(JANE) && /approved/i.test(mail.subject));
    const approvalMails = t.mail.mails.filter((mail) => mail.to.includes(JANE) && /approved/i.test(mail.subject));
    expect(approvalMails).toHaveLength(1);
    await t.http
      .post('/api/paymentruns')
      .set(h.staff('approver'))
      .send({ claims: [claim.guid] })
      .expect(201);
  });
});

describe('the migration to duplicates by person', () => {
  const DATA_KEY = 'a-data-key-of-this-test-only-0123456789';
  let t: TestApp;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    t = await startTestApp({ ...DEBTOR, DATA_KEY });
    h = helpers(t);
    await addRefundRate(t, 'BE', 'DE', 98);
  });
  afterAll(() => t.close());

  it('fingerprints the IBANs on file with DATA_KEY and flags the claims they join', async () => {
    const event = await createEvent(t);
    const one = await h.save(event.id, 'first.holder@court.example');
    const two = await h.save(event.id, 'second.holder@court.example');
    for (const [claim, email] of [
      [one, 'first.holder@court.example'],
      [two, 'second.holder@court.example'],
    ] as const) {
      await t.http
        .post('/api/elvdata')
        .set(bearer(await h.guest(email)))
        .send({ ...(await sepaBankData(t, claim.guid)), iban: 'FR14 2004 1010 0505 0001 3M02 606' })
        .expect(200);
    }
    // Back to before it, as a database of the previous release: address duplicates only, no fingerprints.
    const undo = MIGRATIONS.length - MIGRATIONS.indexOf(DuplicatesByPerson1795916080882);
    for (let step = 0; step < undo; step++) await t.db.undoLastMigration();
    const flags = async () =>
      (
        await t.db.query(`SELECT possible_duplicate AS flagged FROM claim WHERE id = ANY($1) ORDER BY identifier`, [
          [one.guid, two.guid],
        ])
      ).map((row: { flagged: boolean }) => row.flagged);
    expect(await flags()).toEqual([false, false]);

    await migrate(t.db, DATA_KEY);

    const fingerprints: { fingerprint: Buffer }[] = await t.db.query(
      `SELECT iban_fingerprint AS fingerprint FROM claim_bank_data WHERE claim_id = ANY($1)`,
      [[one.guid, two.guid]],
    );
    const expected = new IbanFingerprint(DATA_KEY).of('FR1420041010050500013M02606');
    expect(fingerprints.map((row) => row.fingerprint.equals(expected))).toEqual([true, true]);
    expect(await flags()).toEqual([true, true]);
  });
});
