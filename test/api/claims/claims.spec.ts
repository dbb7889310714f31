import { ContactType } from '@unit-costs/contract';

import { ClaimAudit } from '../../../server/src/features/claims/claim-audit.entity.js';
import { Contact } from '../../../server/src/features/contacts/contact.entity.js';
import { expectStaffOnly } from '../../support/access.js';
import {
  accountOutsideSepa,
  addRefundRate,
  claimDraft,
  createEvent,
  EMPLOYERS,
  guestToken,
  sepaBankData,
} from '../../support/claims.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

let t: TestApp;
let ended: number; // an event that ended in 2025
let upcoming: number; // an event next year
let jane: string; // guest token of jane.doe@court.example
let john: string; // guest token of john.roe@court.example

const staff = (who: Who = 'staff') => ({ Authorization: `Bearer ${t.token(who)}` });
const guest = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startTestApp();
  ({ id: ended } = await createEvent(t));
  ({ id: upcoming } = await createEvent(t, {
    startDate: `${new Date().getUTCFullYear() + 1}-03-02T08:00:00.000Z`,
    endDate: `${new Date().getUTCFullYear() + 1}-03-04T15:00:00.000Z`,
  }));
  await addRefundRate(t, 'BE', 'DE', 98);
  await addRefundRate(t, 'PT', 'DE', 85.5);
  jane = await guestToken(t, 'jane.doe@court.example');
  john = await guestToken(t, 'John.Roe@court.example');
});
afterAll(() => t.close());

async function saveClaim(overrides: Record<string, unknown> = {}, eventId = ended) {
  const response = await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, eventId, EMPLOYERS.brussels, overrides));
  expect(response.status).toBe(200);
  return response.body;
}

async function bankData(claimId: string, token = jane, account: Record<string, unknown> = {}) {
  const response = await t.http
    .post('/api/elvdata')
    .set(guest(token))
    .send({ ...(await sepaBankData(t, claimId)), ...account });
  expect(response.status).toBe(200);
  return response.body;
}

/**
 * A claim of Jane's in state Requested, for an event of its own (one person's claims for one event
 * wait for each other); `account` overrides the German account's fields.
 */
async function requestedClaim(account: Record<string, unknown> = {}) {
  const claim = await saveClaim({}, (await createEvent(t)).id);
  await bankData(claim.guid, jane, account);
  const response = await t.http
    .put('/api/travelclaim')
    .set(guest(jane))
    .send({ guid: claim.guid, status: 1, confirmed: true });
  expect(response.status).toBe(200);
  return response.body;
}

/** Jane's claims here are for seminars on the same days, each a possible duplicate: approved as checked. */
const checked = { confirmDuplicate: true };

const decide = (guid: string, body: Record<string, unknown>, who: Who = 'approver') =>
  t.http.put(`/api/travelclaim/${guid}`).set(staff(who)).send(body);

const auditsOf = (guid: string) =>
  t.db.getRepository(ClaimAudit).find({ where: { claim: { id: guid } }, order: { id: 'ASC' } });

describe('POST /api/travelclaim/', () => {
  it('saves the claim with a transaction number, the calculated snapshot and an audit row, without a login', async () => {
    const claim = await saveClaim({ email: 'Jane.Doe@court.example', travelType: 0 });
    expect(claim).toMatchObject({
      status: 0,
      confirmed: false,
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane.doe@court.example', // stored normalised
      institution: {
        name: 'Court of Appeal Brussels',
        address: {
          street: 'Place Poelaert 1',
          postalCode: '1000',
          city: 'Brussels',
          country: { name: 'Belgium', iso_3166: 'BE' },
        },
      },
      event: {
        id: ended,
        location: { name: 'Academy Conference Centre', city: 'Trier', country: 'Germany' },
        distanceBandVersion: 1,
        ended: true,
      },
      calculatedTravelCosts: { amount: 180, distance: 202, travelType: 0 },
      calculatedAccommodationCosts: { nights: 2, amount: 98, totalAmount: 196 },
      totalAmount: 376,
      elvData: null,
      rejectReason: null,
      othertxt: null,
      anonymised: false,
      restricted: false,
    });
    expect(claim.identifier).toMatch(/^UC-\d{4}-\d{6}$/);
    expect(claim.id).toBe(claim.guid);
    expect(claim.audits).toEqual([
      {
        action: 4,
        description: 'Claim saved',
        timestamp: expect.any(String),
        username: 'jane.doe@court.example',
        rejectReason: null,
        othertxt: null,
      },
    ]);
  });

  it('gives every claim its own transaction number from the sequence', async () => {
    const numbers = await Promise.all([saveClaim(), saveClaim(), saveClaim()]);
    const serials = numbers.map((claim) => Number(claim.identifier.slice(-6))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(3);
  });

  it('mails the participant a confirmation with the transaction number, the amounts and the link to /me/claims', async () => {
    const claim = await saveClaim({ email: 'mail.test@court.example' });
    const mail = await t.mail.waitFor((m) => m.to.includes('mail.test@court.example'));
    expect(mail.subject).toBe(`Your unit-cost claim ${claim.identifier} has been saved`);
    expect(mail.text).toContain(claim.identifier);
    const [event] = await t.db.query('SELECT number, title FROM event WHERE id = $1', [ended]);
    expect(mail.text).toMatch(new RegExp(`Event: +${event.number}: ${event.title}\n`));
    expect(mail.text).toContain('€180.00');
    expect(mail.text).toContain('2 × €98.00 = €196.00');
    expect(mail.text).toContain('Total refund:');
    expect(mail.text).toContain('€376.00');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/me\/claims/);
    expect(mail.html).toContain(claim.identifier);
  });

  it('refuses a draft with missing fields, keyed by field, and saves nothing', async () => {
    const [{ count: before }] = await t.db.query('SELECT count(*)::int AS count FROM claim');
    const draft = await claimDraft(t, ended, EMPLOYERS.brussels, {
      institution: ' ',
      postalCode: undefined,
      email: 'nope',
    });
    const response = await t.http.post('/api/travelclaim/').send(draft);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      Institution: ['Field Institution is mandatory.'],
      PostalCode: ['Field PostalCode is mandatory.'],
      Email: ['Please enter a valid e-mail address.'],
    });
    const [{ count: after }] = await t.db.query('SELECT count(*)::int AS count FROM claim');
    expect(after).toBe(before);
  });

  it('refuses what the calculation refuses, with errorCode 0', async () => {
    const response = await t.http
      .post('/api/travelclaim/')
      .send(await claimDraft(t, ended, EMPLOYERS.brussels, { nightsSpend: 5 }));
    expect(response.body).toEqual({
      errorCode: 0,
      errorMessage: 'At most 2 nights can be refunded for this event.',
      message: { key: 'refusal.tooManyNights', values: { allowed: 2 } },
    });
  });

  it('keeps the amounts of a saved claim when refund rates and bands change later', async () => {
    const claim = await saveClaim();
    await t.db.query(`UPDATE refund_rate SET refund_rate = 150`);
    await t.db.query(`UPDATE distance_band SET amount = amount + 1000 WHERE version = 1`);
    await t.settled();
    try {
      const now = await t.http.get(`/api/travelclaim/${claim.guid}`).set(staff());
      expect(now.body.calculatedTravelCosts).toEqual(claim.calculatedTravelCosts);
      expect(now.body.calculatedAccommodationCosts).toEqual({ nights: 2, amount: 98, totalAmount: 196 });
      expect(now.body.totalAmount).toBe(376);
      const fresh = await saveClaim();
      expect(fresh.totalAmount).toBe(1180 + 300);
    } finally {
      await t.db.query(`UPDATE refund_rate SET refund_rate = 98 WHERE refund_rate = 150`);
      await t.db.query(`UPDATE distance_band SET amount = amount - 1000 WHERE version = 1`);
      await t.settled();
    }
  });
});

describe('GET /api/travelclaim', () => {
  it('shows a guest only their own claims, newest first, whatever the casing of the address', async () => {
    const mine = await saveClaim({ email: 'JOHN.ROE@court.example' });
    await saveClaim({ email: 'someone.else@court.example' });
    const response = await t.http.get('/api/travelclaim?page=0').set(guest(john));
    expect(response.status).toBe(200);
    expect(response.body.results.map((claim: { guid: string }) => claim.guid)).toContain(mine.guid);
    expect(
      response.body.results.every((claim: { email: string }) => claim.email.toLowerCase() === 'john.roe@court.example'),
    ).toBe(true);
    expect(response.body.results[0]).not.toHaveProperty('audits');
    expect(response.body.results[0]).not.toHaveProperty('elvData');
  });

  it('answers 204 for a guest without claims, and 401 without a token', async () => {
    const nobody = await guestToken(t, 'no.claims@court.example');
    expect((await t.http.get('/api/travelclaim?page=0').set(guest(nobody))).status).toBe(204);
    expect((await t.http.get('/api/travelclaim?page=0')).status).toBe(401);
  });

  it('lets staff filter by status, e-mail (part, any case) and event number', async () => {
    const { number } = await createEvent(t);
    const filtered = await saveClaim(
      { email: 'filter.me@court.example' },
      (await t.http.get(`/api/events?number=${number}`)).body.results[0].id,
    );
    const byAll = await t.http
      .get(`/api/travelclaim?status=0&email=FILTER.me&number=${number.toLowerCase()}`)
      .set(staff());
    expect(byAll.status).toBe(200);
    expect(byAll.body.count).toBe(1);
    expect(byAll.body.results[0].guid).toBe(filtered.guid);
    expect((await t.http.get(`/api/travelclaim?status=1&number=${number}`).set(staff())).status).toBe(204);
  });

  it('speaks ra-data-simple-rest for the console', async () => {
    const response = await t.http
      .get('/api/travelclaim')
      .query({
        filter: JSON.stringify({ email: 'jane.doe' }),
        sort: JSON.stringify(['submitted', 'DESC']),
        range: '[0,1]',
      })
      .set(staff());
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body).toHaveLength(2);
    expect(response.headers['content-range']).toMatch(/^travelclaim 0-1\/\d+$/);
    expect(Date.parse(response.body[0].submitted)).toBeGreaterThanOrEqual(Date.parse(response.body[1].submitted));
  });

  it('refuses an unknown status and sort field', async () => {
    expect((await t.http.get('/api/travelclaim?status=4').set(staff())).status).toBe(400);
    const sort = await t.http.get('/api/travelclaim').query({ sort: '["iban","ASC"]', range: '[0,9]' }).set(staff());
    expect(sort.status).toBe(400);
  });
});

describe('GET /api/travelclaim/{guid}', () => {
  it('shows the owner and staff the claim, and another guest a 404', async () => {
    const claim = await saveClaim();
    expect((await t.http.get(`/api/travelclaim/${claim.guid}`).set(guest(jane))).status).toBe(200);
    expect((await t.http.get(`/api/travelclaim/${claim.guid}`).set(staff())).body.guid).toBe(claim.guid);
    const other = await t.http.get(`/api/travelclaim/${claim.guid}`).set(guest(john));
    expect(other.status).toBe(404);
    expect((await t.http.get('/api/travelclaim/not-a-guid').set(staff())).status).toBe(404);
    expect((await t.http.get(`/api/travelclaim/${claim.guid}`)).status).toBe(401);
  });

  it('masks the IBAN for everyone in the claim, and shows it in full to approvers on request, recording each time', async () => {
    const claim = await saveClaim();
    await bankData(claim.guid);
    const masked = (await t.http.get(`/api/travelclaim/${claim.guid}`).set(guest(jane))).body.elvData.iban;
    expect(masked).toMatch(/^DE89 \*{4} \*{4} \*{4} \*{2}30 00$/);
    for (const who of ['staff', 'approver', 'admin'] as const) {
      expect((await t.http.get(`/api/travelclaim/${claim.guid}`).set(staff(who))).body.elvData.iban).toBe(masked);
    }
    const shown = await t.http.get(`/api/travelclaim/${claim.guid}/bankdata`).set(staff('approver'));
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ iban: 'DE89 3704 0044 0532 0130 00', accountHolderName: 'Jane Doe' });
    expect((await t.http.get(`/api/travelclaim/${claim.guid}/bankdata`).set(staff('admin'))).status).toBe(200);
    expect((await t.http.get(`/api/travelclaim/${claim.guid}/bankdata`).set(staff('staff'))).status).toBe(403);
    expect((await t.http.get(`/api/travelclaim/${claim.guid}/bankdata`).set(guest(jane))).status).toBe(403);
    const accesses = await t.db.query(
      `SELECT username FROM bank_data_access WHERE claim_id = $1 ORDER BY accessed_at, id`,
      [claim.guid],
    );
    expect(accesses).toEqual([{ username: 'test-approver' }, { username: 'test-admin' }]);
    const withoutAccount = await saveClaim();
    expect((await t.http.get(`/api/travelclaim/${withoutAccount.guid}/bankdata`).set(staff('admin'))).status).toBe(404);
  });
});

describe('the claim lifecycle (PUT /api/travelclaim)', () => {
  it('lets the owner request a Saved claim with bank data after the event, confirmed, with an audit row', async () => {
    const claim = await requestedClaim();
    expect(claim).toMatchObject({ status: 1, confirmed: true });
    expect(claim.audits.map((audit: { action: number }) => audit.action)).toEqual([4, 0]);
    expect(claim.audits[1]).toMatchObject({
      description: 'Contribution requested',
      username: 'jane.doe@court.example',
    });
    const mail = await t.mail.waitFor(
      (m) => m.subject === `Your unit-cost claim ${claim.identifier}: bank details received`,
    );
    expect(mail.to).toEqual(['jane.doe@court.example']);
    expect(mail.text).toContain('we have received your bank details and your request for the payment of');
  });

  it('refuses a request without bank data, or before the event has ended, and changes nothing', async () => {
    const noBank = await saveClaim();
    const first = await t.http
      .put('/api/travelclaim')
      .set(guest(jane))
      .send({ guid: noBank.guid, status: 1, confirmed: true });
    expect(first.status).toBe(422);
    expect(first.body.errorMessage).toBe('Please enter your bank details before requesting the contribution.');

    const early = await saveClaim({}, upcoming);
    // Without bank data, which cannot be entered before the end either (bank-data.spec.ts): the end is checked first.
    const second = await t.http
      .put('/api/travelclaim')
      .set(guest(jane))
      .send({ guid: early.guid, status: 1, confirmed: true });
    expect(second.status).toBe(422);
    expect(second.body.errorMessage).toBe('The contribution can be requested once the event has ended.');
    expect(second.body).toEqual({
      errorMessage: 'The contribution can be requested once the event has ended.',
      message: { key: 'refusal.eventNotEnded' },
    });
    expect((await auditsOf(early.guid)).map((audit) => audit.action)).toEqual([4]);
  });

  it('does not let another guest read or change a claim (404), nor staff request it for the participant (403)', async () => {
    const claim = await saveClaim();
    await bankData(claim.guid);
    const other = await t.http
      .put('/api/travelclaim')
      .set(guest(john))
      .send({ guid: claim.guid, status: 1, confirmed: true });
    expect(other.status).toBe(404);
    expect((await decide(claim.guid, { status: 1 }, 'admin')).status).toBe(403);
    expect((await auditsOf(claim.guid)).map((audit) => audit.action)).toEqual([4]);
  });

  it('lets neither the guest nor plain staff approve; an approver can, and the participant gets a mail', async () => {
    const claim = await requestedClaim();
    const byGuest = await t.http
      .put('/api/travelclaim')
      .set(guest(jane))
      .send({ guid: claim.guid, status: 2, confirmed: true });
    expect(byGuest.status).toBe(403);
    expect((await decide(claim.guid, { status: 2, confirmed: true }, 'staff')).status).toBe(403);
    expect((await decide(claim.guid, { status: 2, confirmed: true }, 'nobody')).status).toBe(403);

    const approved = await decide(claim.guid, { guid: claim.guid, status: 2, confirmed: true, ...checked }, 'approver');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 2, confirmed: true });
    expect(approved.body.audits.at(-1)).toMatchObject({
      action: 1,
      description: 'Claim approved',
      username: 'test-approver',
    });

    const mail = await t.mail.waitFor(
      (m) => m.subject === `Your unit-cost claim ${claim.identifier} has been approved`,
    );
    expect(mail.to).toEqual(['jane.doe@court.example']);
    expect(mail.text).toContain('€376.00 will be paid');
  });

  it('lets an admin decline with a reason, mailed in words; Other needs a text', async () => {
    const claim = await requestedClaim();
    const blank = await decide(claim.guid, { status: 5, rejectReason: 4, othertxt: '   ' }, 'admin');
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ Othertxt: ['Please give another reason for the refusal.'] });
    expect((await decide(claim.guid, { status: 5 }, 'admin')).status).toBe(400);

    const declined = await decide(
      claim.guid,
      { status: 5, rejectReason: 4, othertxt: 'Attendance not confirmed by the trainer' },
      'admin',
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 5,
      rejectReason: 4,
      othertxt: 'Attendance not confirmed by the trainer',
    });
    expect(declined.body.audits.at(-1)).toMatchObject({
      action: 2,
      rejectReason: 4,
      othertxt: 'Attendance not confirmed by the trainer',
      username: 'test-admin',
    });

    const mail = await t.mail.waitFor(
      (m) => m.subject === `Your unit-cost claim ${claim.identifier} has been rejected`,
    );
    expect(mail.text).toContain('Reason: Attendance not confirmed by the trainer.');

    const byLabel = await requestedClaim();
    await decide(byLabel.guid, { status: 5, rejectReason: 1 }, 'approver');
    const second = await t.mail.waitFor(
      (m) => m.subject === `Your unit-cost claim ${byLabel.identifier} has been rejected`,
    );
    expect(second.text).toContain('Reason: Registration Fee not paid.');
  });

  it("shows its owner a rejected claim's reason and the event's contacts to write to; the mail asks for replies at the academy", async () => {
    const contact = await t.db.getRepository(Contact).save({
      firstname: 'Zoe',
      lastname: 'Zimmer',
      email: 'z.zimmer@academy.example',
      phone: '+49 651 1234',
      jobTitle: 'Course Director',
      contactType: ContactType.Employee,
    });
    const { id: event } = await createEvent(t, { contacts: [contact.id] });
    const claim = await saveClaim({}, event);
    await bankData(claim.guid);
    await t.http.put('/api/travelclaim').set(guest(jane)).send({ guid: claim.guid, status: 1, confirmed: true });
    const declined = await decide(claim.guid, { status: 5, rejectReason: 4, othertxt: 'Not on the attendance list' });
    expect(declined.status).toBe(200);

    const own = await t.http.get(`/api/travelclaim/${claim.guid}`).set(guest(jane));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 5, rejectReason: 4, othertxt: 'Not on the attendance list' });
    expect(own.body.event.contacts).toEqual([
      {
        contactId: contact.id,
        firstName: 'Zoe',
        lastName: 'Zimmer',
        displayName: 'Zoe Zimmer',
        jobTitle: 'Course Director',
        email: 'z.zimmer@academy.example',
        phone: '+49 651 1234',
      },
    ]);
    const mail = await t.mail.waitFor(
      (m) => m.subject === `Your unit-cost claim ${claim.identifier} has been rejected`,
    );
    expect(mail.replyTo).toBe('info@academy.example');
  });

  it('moves an approved claim outside SEPA to Paid, and refuses every transition the table does not list (409, nothing changed)', async () => {
    // 'Mark as paid' is for accounts outside SEPA (payment-runs.spec has the SEPA refusal).
    const claim = await requestedClaim(await accountOutsideSepa(t));
    await decide(claim.guid, { status: 2, confirmed: true, ...checked }).expect(200);
    expect((await decide(claim.guid, { status: 5, rejectReason: 0 })).status).toBe(409);
    const paid = await decide(claim.guid, { status: 3 });
    expect(paid.status).toBe(200);
    expect(paid.body.audits.map((audit: { action: number }) => audit.action)).toEqual([4, 0, 1, 6]);
    for (const status of [1, 2, 3, 5]) {
      const response = await decide(claim.guid, { status, rejectReason: 0 }, 'admin');
      expect(response.status).toBe(status === 1 ? 403 : 409);
    }
    const again = await t.http.put('/api/travelclaim').set(guest(jane)).send({ guid: claim.guid, status: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe(
      'A claim that is Paid cannot become Requested. Reload it to see its current state.',
    );
    expect((await auditsOf(claim.guid)).map((audit) => audit.action)).toEqual([4, 0, 1, 6]);
  });

  it('refuses deciding a Saved claim (409) and an unknown status (400)', async () => {
    const claim = await saveClaim();
    expect((await decide(claim.guid, { status: 2 })).status).toBe(409);
    expect((await decide(claim.guid, { status: 4 })).status).toBe(400);
    expect((await decide(claim.guid, { status: 0 })).status).toBe(400);
  });

  it('lets exactly one of two simultaneous decisions win: one 200, one 409, one audit row', async () => {
    for (let round = 0; round < 5; round += 1) {
      const claim = await requestedClaim();
      const responses = await Promise.all([
        decide(claim.guid, { status: 2, confirmed: true, ...checked }, 'approver'),
        decide(claim.guid, { status: 5, rejectReason: 0 }, 'admin'),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const decisions = (await auditsOf(claim.guid)).filter((audit) => audit.action === 1 || audit.action === 2);
      expect(decisions).toHaveLength(1);
      const winner = responses.find((response) => response.status === 200)!;
      expect(decisions[0].action).toBe(winner.body.status === 2 ? 1 : 2);
    }
  });
});

describe('POST /api/travelclaim/summary', () => {
  it('mails the full summary to the recipient and records who sent it', async () => {
    const claim = await requestedClaim();
    const response = await t.http
      .post('/api/travelclaim/summary')
      .set(staff('staff'))
      .send({ Recipient: 'finance@academy.example', Guid: claim.guid });
    expect(response.status).toBe(200);
    expect(response.body.audits.at(-1)).toMatchObject({
      action: 5,
      description: 'Summary sent to finance@academy.example',
      username: 'test-staff',
    });
    const mail = await t.mail.waitFor((m) => m.to.includes('finance@academy.example'));
    expect(mail.subject).toBe(`Unit-cost claim ${claim.identifier}: summary`);
    expect(mail.text).toContain('Court of Appeal Brussels, Place Poelaert 1, 1000 Brussels, Belgium');
    expect(mail.text).toContain('€376.00');
    expect(mail.text).toContain('Status:');
    expect(mail.text).toContain('Requested');
  });

  it('is for staff only, and checks the recipient and the claim', async () => {
    const claim = await saveClaim();
    await expectStaffOnly(t, 'post', '/api/travelclaim/summary', { Recipient: 'x@academy.example', Guid: claim.guid });
    const bad = await t.http
      .post('/api/travelclaim/summary')
      .set(staff())
      .send({ Recipient: 'nope', Guid: claim.guid });
    expect(bad.body.errors).toEqual({ Recipient: ['Please enter a valid e-mail address.'] });
    const unknown = await t.http
      .post('/api/travelclaim/summary')
      .set(staff())
      .send({ Recipient: 'x@academy.example', Guid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
  });
});

describe('DELETE /api/events/{id} of a claimed event', () => {
  it('refuses with 422 and keeps the event and its claims', async () => {
    const { id } = await createEvent(t);
    await saveClaim({}, id);
    const response = await t.http.delete(`/api/events/${id}`).set(staff('admin'));
    expect(response.status).toBe(422);
    expect(response.body.errorMessage).toBe('This event has claims and cannot be deleted.');
    expect((await t.http.get(`/api/events/${id}`).set(staff())).status).toBe(200);
  });
});
