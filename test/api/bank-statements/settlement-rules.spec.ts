import { ClaimAudit } from '../../../server/src/features/claims/claim-audit.entity.js';
import { academyDate } from '../../../server/src/platform/common/event-calendar.js';
import { batchBooking, booking, camt053, camt054, PAYMENT_DEBTOR, pain002 } from '../../support/bank-statements.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken, requestPayment } from '../../support/claims.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

/**
 * The settlement rules of docs/rules.md, "Payments", on the real database: a bank file settles a
 * transfer only when the booking agrees with it; everything else is listed and kept for review.
 */
let t: TestApp;
const OURS = PAYMENT_DEBTOR.PAYMENT_DEBTOR_IBAN;
const TODAY = () => academyDate(new Date());
const staff = (who: Who) => ({ Authorization: `Bearer ${t.token(who)}` });
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp({ ...PAYMENT_DEBTOR, RATE_LIMIT_PER_MINUTE: '100000' });
  await addRefundRate(t, 'BE', 'DE', 98.35);
});
afterAll(() => t.close());

interface Claim {
  guid: string;
  identifier: string;
  totalAmount: number;
}

let people = 0;
/** An approved claim of a participant of its own (one payment per person and event), with a German account. */
async function approvedClaim(email = `participant${++people}@court.example`, language = 'en'): Promise<Claim> {
  const { id: eventId } = await createEvent(t, {});
  const saved = await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, eventId, EMPLOYERS.brussels, { nightsSpend: 1, email, language }))
    .expect(200);
  if (!tokens.has(email)) tokens.set(email, await guestToken(t, email));
  await requestPayment(t, saved.body.guid, tokens.get(email)!);
  await t.http.put(`/api/travelclaim/${saved.body.guid}`).set(staff('admin')).send({ status: 2 }).expect(200);
  return saved.body;
}

async function runOf(claims: Claim[]): Promise<{ id: string; number: string }> {
  return (
    await t.http
      .post('/api/paymentruns')
      .set(staff('admin'))
      .send({ claims: claims.map((claim) => claim.guid) })
      .expect(201)
  ).body;
}

let files = 0;
const upload = (xml: string, who: Who = 'approver') =>
  t.http.post('/api/bankstatements').set(staff(who)).set('Content-Type', 'application/xml').send(xml);
const notification = (...entries: string[]) => camt054(`NTF-${++files}`, entries);

const claimOf = async (guid: string) =>
  (await t.http.get(`/api/travelclaim/${guid}`).set(staff('admin')).expect(200)).body;
const runById = async (id: string, who: Who = 'admin') =>
  (await t.http.get(`/api/paymentruns/${id}`).set(staff(who)).expect(200)).body;
const auditsOf = (guid: string) =>
  t.db.getRepository(ClaimAudit).find({ where: { claim: { id: guid } }, order: { id: 'ASC' } });
const mailsAbout = (claim: Claim) => t.mail.mails.filter((mail) => mail.subject.includes(claim.identifier));
const euros = (amount: number) => amount.toFixed(2);

describe('a booking settles a transfer only when it agrees with it', () => {
  it('lists a 0.01 USD debit, a wrong amount, another currency, a reversal, a credit, an old and a future booking day for review, and changes nothing', async () => {
    const claims = [];
    for (let n = 0; n < 8; n += 1) claims.push(await approvedClaim());
    const run = await runOf(claims);
    const [usd, wrong, credit, old, incoming, chf, future, stated] = claims;
    const tomorrow = academyDate(new Date(Date.now() + 36 * 3600 * 1000));
    const answer = await upload(
      notification(
        booking({ endToEndId: usd.identifier, amount: 0.01, currency: 'USD' }),
        booking({ endToEndId: wrong.identifier, amount: wrong.totalAmount + 9 }),
        booking({ endToEndId: credit.identifier, amount: credit.totalAmount, direction: 'CRDT', reversal: true }),
        booking({ endToEndId: old.identifier, amount: old.totalAmount, bookingDate: '2013-12-27' }),
        // Money coming in under the transfer's reference, without RtrInf: neither the transfer nor its return.
        booking({ endToEndId: incoming.identifier, amount: incoming.totalAmount, direction: 'CRDT' }),
        booking({ endToEndId: chf.identifier, amount: chf.totalAmount, currency: 'CHF' }),
        booking({ endToEndId: future.identifier, amount: future.totalAmount, bookingDate: tomorrow }),
        // A credit whose transaction's details say debit: the entry is what was booked on the account.
        booking({
          endToEndId: stated.identifier,
          amount: stated.totalAmount,
          direction: 'CRDT',
          transactionDirection: 'DBIT',
        }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.matched).toEqual([]);
    expect(answer.body.mismatched.map((e: { identifier: string; reason: string }) => [e.identifier, e.reason])).toEqual(
      [
        [usd.identifier, 'in USD'],
        [
          wrong.identifier,
          `booked ${euros(wrong.totalAmount + 9)} EUR, the transfer is ${euros(wrong.totalAmount)} EUR`,
        ],
        [credit.identifier, 'a reversal of an earlier booking, not the transfer'],
        [old.identifier, `booked 2013-12-27, before the run was created on ${TODAY()}`],
        [incoming.identifier, 'a credit, not the transfer'],
        [chf.identifier, 'in CHF'],
        [future.identifier, `booked ${tomorrow}, a day still to come`],
        [stated.identifier, 'a credit, not the transfer; the entry is a credit, its details say debit'],
      ],
    );
    for (const claim of claims) {
      expect(await claimOf(claim.guid)).toMatchObject({ status: 2, paidOn: null });
      expect(mailsAbout(claim).filter((mail) => /on its way/.test(mail.subject))).toEqual([]);
    }
    // Kept on the run for review, each with what the bank booked.
    const shown = await runById(run.id);
    expect(shown.state).toBe('created');
    expect(
      shown.reviews.map((r: { identifier: string; kind: string; amount: number; currency: string }) => [
        r.identifier,
        r.kind,
        r.amount,
        r.currency,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [usd.identifier, 'payment', 0.01, 'USD'],
        [wrong.identifier, 'payment', wrong.totalAmount + 9, 'EUR'],
      ]),
    );
    expect(shown.reviews).toHaveLength(8);
  });

  it('refuses a whole file of another account with 422 naming both accounts, and changes nothing', async () => {
    const claim = await approvedClaim();
    await runOf([claim]);
    const foreign = 'GB33BUKB20201555555555';
    const answer = await upload(
      camt054('NTF-OTHER', [booking({ endToEndId: claim.identifier, amount: 0.01, currency: 'USD' })], foreign),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errorMessage).toBe(
      `This statement is about account ${foreign}, but the payment runs pay from ${OURS}: nothing was changed. Please upload the statement of the academy's account.`,
    );
    expect(await claimOf(claim.guid)).toMatchObject({ status: 2 });
  });

  it('pays what agrees, found by EndToEndId or by InstrId, on the day the bank booked it', async () => {
    const claims = [await approvedClaim(), await approvedClaim()];
    const run = await runOf(claims);
    const transfers = (await runById(run.id)).claims;
    const day = TODAY();
    const answer = await upload(
      camt053(`STMT-${++files}`, [
        booking({ endToEndId: claims[0].identifier, amount: claims[0].totalAmount, bookingDate: day }),
        booking({ instructionId: transfers[1].instructionId, amount: claims[1].totalAmount, bookingDate: day }),
      ]),
    );
    expect(answer.body.matched.map((e: { identifier: string }) => e.identifier)).toEqual(
      claims.map((claim) => claim.identifier),
    );
    for (const claim of claims) expect(await claimOf(claim.guid)).toMatchObject({ status: 3, paidOn: day });
    expect(await runById(run.id)).toMatchObject({ state: 'executed', executedOn: day, closedByStatement: true });
  });
});

describe('a block booked as one entry', () => {
  it('settles every transfer of the run when the count and the total agree', async () => {
    const claims = [await approvedClaim(), await approvedClaim()];
    const run = await runOf(claims);
    const total = claims.reduce((sum, claim) => sum + Math.round(claim.totalAmount * 100), 0) / 100;
    const answer = await upload(
      notification(batchBooking({ amount: total, paymentInformationId: `${run.number}.0`, count: 2, total })),
    );
    expect(answer.body.matched.map((e: { identifier: string }) => e.identifier).sort()).toEqual(
      claims.map((claim) => claim.identifier).sort(),
    );
    for (const claim of claims) expect(await claimOf(claim.guid)).toMatchObject({ status: 3, paidOn: TODAY() });
  });

  it('goes to review when they do not', async () => {
    const claims = [await approvedClaim(), await approvedClaim()];
    const run = await runOf(claims);
    const total = claims.reduce((sum, claim) => sum + Math.round(claim.totalAmount * 100), 0) / 100;
    const answer = await upload(
      notification(batchBooking({ amount: total - 1, messageId: run.number, count: 2, total: total - 1 })),
    );
    expect(answer.body.matched).toEqual([]);
    expect(answer.body.mismatched.map((e: { reason: string }) => e.reason)).toEqual([
      `the bank booked 2 transfers for ${euros(total - 1)} EUR as one entry; ${run.number} has 2 for ${euros(total)} EUR`,
      `the bank booked 2 transfers for ${euros(total - 1)} EUR as one entry; ${run.number} has 2 for ${euros(total)} EUR`,
    ]);
    for (const claim of claims) expect(await claimOf(claim.guid)).toMatchObject({ status: 2 });
  });
});

describe('returns are money coming back', () => {
  it('takes a credit referencing the transfer by InstrId, with the charges deducted and the bank’s words', async () => {
    const claim = await approvedClaim(`participant${++people}@gericht.example`, 'de');
    const run = await runOf([claim]);
    const [transfer] = (await runById(run.id)).claims;
    const answer = await upload(
      notification(
        booking({
          instructionId: transfer.instructionId,
          amount: claim.totalAmount - 2.5,
          charges: 2.5,
          returned: { code: 'AC04', text: 'Konto saldiert' },
        }),
      ),
    );
    expect(answer.body.returned).toEqual([
      expect.objectContaining({
        identifier: claim.identifier,
        reasonCode: 'AC04',
        reason: 'the account has been closed (the bank’s note: “Konto saldiert”)',
        charges: 2.5,
      }),
    ]);
    expect(await claimOf(claim.guid)).toMatchObject({
      status: 2,
      paymentRun: null,
      paymentReturn: { reasonCode: 'AC04', details: 'Konto saldiert', charges: 2.5, returnedOn: TODAY() },
    });
    expect((await runById(run.id)).claims[0]).toMatchObject({
      outcome: 'returned',
      returnCharges: 2.5,
      returnDetails: 'Konto saldiert',
    });
    // The participant reads why in their language, followed by the bank's own words.
    const mail = await t.mail.waitFor(
      (m) => m.subject.includes(claim.identifier) && m.text.includes('zurückgeschickt'),
    );
    expect(mail.text).toContain('weil das Konto aufgelöst wurde (Hinweis der Bank: „Konto saldiert“).');
  });

  it('lists a debit carrying return information for review: it is no return, the paid claim stays paid', async () => {
    const claim = await approvedClaim();
    await runOf([claim]);
    await upload(notification(booking({ endToEndId: claim.identifier, amount: claim.totalAmount })));
    expect(await claimOf(claim.guid)).toMatchObject({ status: 3 });
    const crafted = await upload(
      notification(
        booking({
          endToEndId: claim.identifier,
          amount: claim.totalAmount,
          direction: 'DBIT',
          returned: { code: 'AC04' },
        }),
      ),
    );
    expect(crafted.body.returned).toEqual([]);
    expect(crafted.body.mismatched).toEqual([
      expect.objectContaining({
        identifier: claim.identifier,
        reason: 'a debit carrying return information, not money coming back',
      }),
    ]);
    // Nor when the transaction's details call the debit a credit.
    const disguised = await upload(
      notification(
        booking({
          endToEndId: claim.identifier,
          amount: claim.totalAmount,
          direction: 'DBIT',
          transactionDirection: 'CRDT',
          returned: { code: 'AC04' },
        }),
      ),
    );
    expect(disguised.body.returned).toEqual([]);
    expect(disguised.body.mismatched).toEqual([
      expect.objectContaining({
        identifier: claim.identifier,
        reason:
          'a debit carrying return information, not money coming back; the entry is a debit, its details say credit',
      }),
    ]);
    expect(await claimOf(claim.guid)).toMatchObject({ status: 3, paymentReturn: null });
  });
});

describe('four eyes on the upload path', () => {
  it("sends an Approver's own claim in their upload to review; another person records it, the uploader may not", async () => {
    const self = 'approver.self@court.example';
    await t.db.query(`UPDATE staff_account SET email = $1 WHERE username = 'test-approver'`, [self]);
    try {
      const own = await approvedClaim(self);
      const other = await approvedClaim();
      const run = await runOf([own, other]);
      const xml = notification(
        booking({ endToEndId: own.identifier, amount: own.totalAmount, reference: 'BOOKING-OWN-1' }),
        booking({ endToEndId: other.identifier, amount: other.totalAmount }),
      );
      const answer = await upload(xml, 'approver');
      expect(answer.body.matched.map((e: { identifier: string }) => e.identifier)).toEqual([other.identifier]);
      expect(answer.body.mismatched).toEqual([
        expect.objectContaining({
          identifier: own.identifier,
          reason: "the claim carries the uploader's own e-mail address: another Approver or Admin must review it",
        }),
      ]);
      expect(await claimOf(own.guid)).toMatchObject({ status: 2 });

      // The same file again: nothing changes, no second review.
      const auditsBefore = await auditsOf(own.guid);
      const again = await upload(xml, 'approver');
      expect(again.body.alreadyPaid.map((e: { identifier: string }) => e.identifier)).toEqual([other.identifier]);
      expect(await auditsOf(own.guid)).toEqual(auditsBefore);
      const [review] = (await runById(run.id, 'approver')).reviews;
      expect((await runById(run.id, 'approver')).reviews).toHaveLength(1);
      expect(review).toMatchObject({ decision: null, ownClaim: true, uploadedBy: 'test-approver' });

      // The uploader cannot review it; another Approver or Admin records it, with a note.
      const decide = (who: Who, body: object) =>
        t.http.post(`/api/paymentruns/${run.id}/reviews/${review.id}`).set(staff(who)).send(body);
      const refused = await decide('approver', { decision: 'record', note: 'mine' });
      expect(refused.status).toBe(403);
      expect(refused.body.errorMessage).toBe(
        `Claim ${own.identifier} carries your own e-mail address: another Approver or Admin must review its bank entry.`,
      );
      expect((await decide('admin', { decision: 'record' })).status).toBe(400);
      const recorded = await decide('admin', { decision: 'record', note: 'Checked against the bank statement.' });
      expect(recorded.status).toBe(200);
      expect(recorded.body.reviews[0]).toMatchObject({
        decision: 'recorded',
        decidedBy: 'test-admin',
        note: 'Checked against the bank statement.',
      });
      expect(recorded.body.state).toBe('executed');
      expect(await claimOf(own.guid)).toMatchObject({ status: 3, paidOn: TODAY() });
      expect((await auditsOf(own.guid)).at(-1)).toMatchObject({
        action: 6,
        username: 'test-admin',
        description: `Paid (${run.number}, executed on ${TODAY()}, recorded after review by test-admin: Checked against the bank statement.)`,
      });
      expect((await decide('admin', { decision: 'leave' })).status).toBe(409);
    } finally {
      await t.db.query(`UPDATE staff_account SET email = NULL WHERE username = 'test-approver'`);
    }
  });
});

describe('pain.002', () => {
  it('returns what a rejection covers, at file, block and transfer level; records other statuses and name checks', async () => {
    const [a, b, c] = [await approvedClaim(), await approvedClaim(), await approvedClaim()];
    const fileRun = await runOf([a]);
    const blockRun = await runOf([b]);
    const transferRun = await runOf([c]);
    const file = await upload(pain002(`STS-${++files}`, fileRun.number, { group: 'RJCT', groupReason: 'FF01' }));
    expect(
      file.body.returned.map((e: { identifier: string; reasonCode: string }) => [e.identifier, e.reasonCode]),
    ).toEqual([[a.identifier, 'FF01']]);
    const block = await upload(pain002(`STS-${++files}`, blockRun.number, { group: 'PART', block: 'RJCT' }));
    expect(block.body.returned.map((e: { identifier: string }) => e.identifier)).toEqual([b.identifier]);

    const accepted = await upload(
      pain002(`STS-${++files}`, transferRun.number, {
        transfers: [{ endToEndId: c.identifier, status: 'ACSC', payeeCheck: { code: 'NMTC' } }],
      }),
    );
    expect(accepted.body.returned).toEqual([]);
    expect(accepted.body.statuses).toEqual([
      expect.objectContaining({
        identifier: c.identifier,
        reasonCode: 'ACSC',
        reason: 'accepted and settled on the academy’s account',
        payeeCheck: 'noMatch',
      }),
    ]);
    expect(await claimOf(c.guid)).toMatchObject({
      status: 2,
      payeeCheck: { outcome: 'noMatch', nameHeldByBank: null },
    });
    expect((await runById(transferRun.id)).claims[0]).toMatchObject({ bankStatus: 'ACSC', payeeCheck: 'noMatch' });

    const rejected = await upload(
      pain002(`STS-${++files}`, transferRun.number, {
        transfers: [{ endToEndId: c.identifier, status: 'RJCT', reason: 'AC01' }],
      }),
    );
    expect(rejected.body.returned.map((e: { identifier: string; reason: string }) => [e.identifier, e.reason])).toEqual(
      [[c.identifier, 'the account number (IBAN) is not correct']],
    );
    for (const claim of [a, b, c]) {
      const returned = await claimOf(claim.guid);
      expect(returned).toMatchObject({ status: 2, paymentRun: null });
      expect(returned.audits.at(-1).description).toMatch(/^Payment rejected by the bank \(PR-/);
    }
  });
});

describe('no 500 on any file', () => {
  it('answers every file with a 2xx or a 4xx', async () => {
    const claim = await approvedClaim();
    const run = await runOf([claim]);
    const good = notification(booking({ endToEndId: claim.identifier, amount: claim.totalAmount }));
    const variants = [
      good.slice(0, good.length / 2),
      good.replace('<Amt Ccy="EUR">', '<Amt Ccy="">'),
      good.replace(/<Amt Ccy="EUR">[^<]*</, '<Amt Ccy="EUR">-1e400<'),
      good.replace(/<Amt Ccy="EUR">[^<]*</, '<Amt Ccy="EUR">abc<'),
      good.replace(/<Dt>\d{4}-\d{2}-\d{2}<\/Dt>/g, '<Dt>2026-02-30</Dt>'),
      good.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>XXXX</CdtDbtInd>'),
      good.replace(/<EndToEndId>[^<]*</, `<EndToEndId>${'x'.repeat(5000)}<`),
      good.replace('<Sts><Cd>BOOK</Cd></Sts>', ''),
      good.replace(/<IBAN>[^<]*</, '<IBAN><'),
      batchBooking({ amount: 1, paymentInformationId: `${run.number}.0`, count: -3, total: 1 }),
      camt054('X', [batchBooking({ amount: 1, paymentInformationId: `${run.number}.0`, count: 1e12, total: 1e15 })]),
      pain002('S', run.number, { transfers: [{ endToEndId: '', status: '' }] }),
      pain002('S', '', { group: 'RJCT' }),
      '',
      '<Document/>',
    ];
    for (const [index, xml] of variants.entries()) {
      const response = await upload(xml);
      expect([index, response.status < 500, response.body.errorMessage]).toEqual([
        index,
        true,
        response.body.errorMessage,
      ]);
      if (response.status >= 400) expect(response.body.errorMessage).toEqual(expect.any(String));
    }
  });
});
