import { ClaimAudit } from '../../../server/src/features/claims/claim-audit.entity.js';
import { academyDate } from '../../../server/src/platform/common/event-calendar.js';
import { expectStaffOnly } from '../../support/access.js';
import { camt054, entry, PAYMENT_DEBTOR } from '../../support/bank-statements.js';
import {
  addRefundRate,
  askErasure,
  claimDraft,
  countryId,
  createEvent,
  EMPLOYERS,
  guestToken,
} from '../../support/claims.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

let t: TestApp;
let jane: string;
const JANE = 'jane.doe@court.example';
const staff = (who: Who) => ({ Authorization: `Bearer ${t.token(who)}` });
const guest = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startTestApp({
    ...PAYMENT_DEBTOR,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  await addRefundRate(t, 'BE', 'DE', 98.35);
  jane = await guestToken(t, JANE);
});
afterAll(() => t.close());

async function account(claimId: string, iban = 'BE68539007547034') {
  return {
    claimId,
    iban,
    bic: '',
    bankname: '',
    accountHolderName: 'Jane Doe',
    bankAddress: null,
    accountHolderAddress: {
      street: 'Rue Haute 12',
      postalCode: '1000',
      city: 'Brussels',
      countryId: await countryId(t, 'BE'),
    },
  };
}

/**
 * A claim of Jane's (or of `email`, signed in as `owner`), approved, with a Belgian account; each for a
 * seminar of its own (one person is paid once per event).
 */
async function approvedClaim(
  email = JANE,
  owner = jane,
): Promise<{ guid: string; identifier: string; totalAmount: number }> {
  const { id: eventId } = await createEvent(t, {});
  const saved = await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, eventId, EMPLOYERS.brussels, { nightsSpend: 1, email }))
    .expect(200);
  await t.http
    .post('/api/elvdata')
    .set(guest(owner))
    .send(await account(saved.body.guid))
    .expect(200);
  await t.http.put('/api/travelclaim').set(guest(owner)).send({ guid: saved.body.guid, status: 1 }).expect(200);
  // Jane's claims are for seminars on the same days: each a possible duplicate of the others, approved as checked.
  await t.http
    .put(`/api/travelclaim/${saved.body.guid}`)
    .set(staff('approver'))
    .send({ status: 2, confirmDuplicate: true })
    .expect(200);
  return saved.body;
}

const upload = (xml: string, type = 'application/xml', who: Who = 'approver') =>
  t.http.post('/api/bankstatements').set(staff(who)).set('Content-Type', type).send(xml);

const statusOf = async (guid: string) =>
  (await t.http.get(`/api/travelclaim/${guid}`).set(staff('admin')).expect(200)).body;
const auditsOf = (guid: string) =>
  t.db.getRepository(ClaimAudit).find({ where: { claim: { id: guid } }, order: { id: 'ASC' } });

describe('POST /api/bankstatements', () => {
  it('is for Approver and Admin only', async () => {
    await expectStaffOnly(t, 'post', '/api/bankstatements');
    expect((await upload(camt054('X', []), 'application/xml', 'staff')).status).toBe(403);
  });

  it('pays the booked transfers, records the return, and changes nothing when imported again', async () => {
    const claims = [await approvedClaim(), await approvedClaim(), await approvedClaim()];
    const run = (
      await t.http
        .post('/api/paymentruns')
        .set(staff('approver'))
        .send({ claims: claims.map((claim) => claim.guid) })
        .expect(201)
    ).body;
    const [paidA, paidB, bounced] = claims;
    const xml = camt054('NTF-1', [
      entry(paidA.identifier, paidA.totalAmount),
      entry(paidB.identifier, paidB.totalAmount),
      entry(bounced.identifier, bounced.totalAmount, 'AC04'),
      entry('UC-1999-999999', 10),
    ]);
    const first = await upload(xml);
    expect(first.status).toBe(200);
    const today = academyDate(new Date());
    expect(first.body).toMatchObject({ format: 'camt.054', messageId: 'NTF-1' });
    expect(first.body.matched.map((e: { identifier: string }) => e.identifier)).toEqual([
      paidA.identifier,
      paidB.identifier,
    ]);
    expect(first.body.returned).toEqual([
      {
        endToEndId: bounced.identifier,
        identifier: bounced.identifier,
        claimGuid: bounced.guid,
        runNumber: run.number,
        date: today,
        reasonCode: 'AC04',
        reason: 'the account has been closed',
        amount: bounced.totalAmount,
        currency: 'EUR',
        charges: null,
      },
    ]);
    // A reference to no transfer of ours is listed and counted, not guessed at.
    expect(first.body.unknown).toEqual([
      expect.objectContaining({
        endToEndId: 'UC-1999-999999',
        identifier: null,
        reason: 'no transfer of a payment run has this reference',
      }),
    ]);
    expect(first.body.skipped).toEqual({ pending: 0, informationOnly: 0, creditsWithoutReturn: 0, otherReferences: 1 });
    expect(first.body.mismatched).toEqual([]);
    expect(first.body.alreadyPaid).toEqual([]);

    // Two Paid, their participants mailed with the date.
    for (const claim of [paidA, paidB]) {
      expect(await statusOf(claim.guid)).toMatchObject({ status: 3, paidOn: academyDate(new Date()) });
      const mail = await t.mail.waitFor((m) => m.subject === `Your refund for claim ${claim.identifier} is on its way`);
      expect(mail.text).toContain(`(payment run ${run.number})`);
    }
    // The return: In approval Run again, out of the run, its history says why, the participant is told in words.
    const returned = await statusOf(bounced.guid);
    expect(returned).toMatchObject({
      status: 2,
      paymentRun: null,
      paymentReturn: { returnedOn: today, reasonCode: 'AC04', reason: 'the account has been closed' },
    });
    expect(returned.audits.at(-1)).toMatchObject({
      action: 7,
      description: `Payment returned by the bank (${run.number}, AC04): the account has been closed`,
    });
    const mail = await t.mail.waitFor(
      (m) => m.subject === `Your refund for claim ${bounced.identifier} could not be paid`,
    );
    expect(mail.text).toContain('your bank sent the payment back');
    expect(mail.text).toContain('because the account has been closed');
    expect(mail.text).toContain(`/me/claims/${bounced.guid}/bankdetails`);

    // The run says what became of each transfer, and is executed: the bank answered for all of it, in the
    // statement the approver uploaded (nobody confirmed it by hand).
    const shown = (await t.http.get(`/api/paymentruns/${run.id}`).set(staff('staff')).expect(200)).body;
    expect(shown).toMatchObject({
      state: 'executed',
      executedOn: today,
      closedBy: 'test-approver',
      closedByStatement: true,
    });
    const outcomes = Object.fromEntries(
      shown.claims.map((c: { identifier: string; outcome: string; reasonCode: string | null }) => [
        c.identifier,
        [c.outcome, c.reasonCode],
      ]),
    );
    expect(outcomes).toEqual({
      [paidA.identifier]: ['paid', null],
      [paidB.identifier]: ['paid', null],
      [bounced.identifier]: ['returned', 'AC04'],
    });

    // The same statement again, as a multipart upload: nothing changes, nobody is mailed again.
    const auditsBefore = await Promise.all(claims.map((claim) => auditsOf(claim.guid)));
    const again = await t.http
      .post('/api/bankstatements')
      .set(staff('admin'))
      .attach('file', Buffer.from(xml), { filename: 'ntf-1.xml', contentType: 'application/xml' });
    expect(again.status).toBe(200);
    expect(again.body.matched).toEqual([]);
    expect(again.body.returned).toEqual([]);
    expect(again.body.alreadyPaid.map((e: { identifier: string }) => e.identifier)).toEqual([
      paidA.identifier,
      paidB.identifier,
    ]);
    expect(again.body.alreadyReturned.map((e: { identifier: string }) => e.identifier)).toEqual([bounced.identifier]);
    expect(await Promise.all(claims.map((claim) => auditsOf(claim.guid)))).toEqual(auditsBefore);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const claim of claims) {
      expect(
        t.mail.mails.filter(
          (m) => m.subject.includes(claim.identifier) && /is on its way|could not be paid/.test(m.subject),
        ),
      ).toHaveLength(1);
    }

    // No run takes the returned claim until the participant enters new bank details; then the next one does.
    const waiting = await t.http
      .post('/api/paymentruns')
      .set(staff('approver'))
      .send({ claims: [bounced.guid] });
    expect(waiting.status).toBe(409);
    expect(waiting.body.refused[0].reason).toBe(
      'the bank returned its last transfer: the participant must enter new bank details',
    );
    await t.http
      .post('/api/elvdata')
      .set(guest(jane))
      .send(await account(bounced.guid, 'DE89 3704 0044 0532 0130 00'))
      .expect(200);
    expect((await statusOf(bounced.guid)).paymentReturn).toBeNull();
    const second = (
      await t.http
        .post('/api/paymentruns')
        .set(staff('approver'))
        .send({ claims: [bounced.guid] })
        .expect(201)
    ).body;
    expect(second.claims[0]).toMatchObject({
      endToEndId: `${bounced.identifier}-2`,
      iban: 'DE89 **** **** **** **30 00',
    });
    const paid = await upload(camt054('NTF-2', [entry(`${bounced.identifier}-2`, bounced.totalAmount)]));
    expect(paid.body.matched.map((e: { identifier: string }) => e.identifier)).toEqual([bounced.identifier]);
    expect(await statusOf(bounced.guid)).toMatchObject({ status: 3, paymentRun: { number: second.number } });
  });

  it("pays and returns a restricted claim's transfers without mailing its owner", async () => {
    const RITA = 'rita.restrictova@court.example';
    const rita = await guestToken(t, RITA);
    const janes = await approvedClaim();
    const [paid, bounced] = [await approvedClaim(RITA, rita), await approvedClaim(RITA, rita)];
    await t.http
      .post('/api/paymentruns')
      .set(staff('approver'))
      .send({ claims: [janes.guid, paid.guid, bounced.guid] })
      .expect(201);
    // In a run the bank has not executed: kept when she asks for erasure, so restricted.
    expect((await askErasure(t, RITA)).sort()).toEqual([paid.identifier, bounced.identifier].sort());

    const xml = camt054('NTF-RESTRICTED', [
      entry(janes.identifier, janes.totalAmount),
      entry(paid.identifier, paid.totalAmount),
      entry(bounced.identifier, bounced.totalAmount, 'AC04'),
    ]);
    const answer = await upload(xml);
    expect(answer.status).toBe(200);
    expect(await statusOf(paid.guid)).toMatchObject({ status: 3, restricted: true });
    expect(await statusOf(bounced.guid)).toMatchObject({ status: 2, paymentReturn: { reasonCode: 'AC04' } });
    // Jane hears of hers; the mails are written in the statement's unit of work, in one go.
    await t.mail.waitFor((m) => m.subject === `Your refund for claim ${janes.identifier} is on its way`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const aboutRitas = (m: { subject: string; to: string[] }) =>
      m.to.includes(RITA) || [paid.identifier, bounced.identifier].some((identifier) => m.subject.includes(identifier));
    expect(t.mail.mails.filter(aboutRitas).filter((m) => /is on its way|could not be paid/.test(m.subject))).toEqual(
      [],
    );
  });

  it('records a pain.002 rejection as a return', async () => {
    const claim = await approvedClaim();
    await t.http
      .post('/api/paymentruns')
      .set(staff('approver'))
      .send({ claims: [claim.guid] })
      .expect(201);
    const report = `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>STS-1</MsgId><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>PR-X</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>PR-X.1</OrgnlPmtInfId>
      <TxInfAndSts>
        <OrgnlEndToEndId>${claim.identifier}</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Rsn><Cd>MS03</Cd></Rsn></StsRsnInf>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;
    const response = await upload(report, 'text/xml');
    expect(response.status).toBe(200);
    expect(response.body.returned).toEqual([
      expect.objectContaining({
        identifier: claim.identifier,
        reasonCode: 'MS03',
        reason: 'the bank refused it without giving a reason',
      }),
    ]);
    expect(await statusOf(claim.guid)).toMatchObject({ status: 2, paymentReturn: { reasonCode: 'MS03' } });
  });

  it('refuses every bad input with a 4xx and a message, and changes nothing', async () => {
    const cases: [string, string, number, RegExp][] = [
      [
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>',
        'application/xml',
        400,
        /^The file ends at line 1 before its statement does/,
      ],
      [
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
        'application/xml',
        400,
        /^The file must not contain a DOCTYPE \(a bank file declares no entities\)\.$/,
      ],
      ['<Document><Other/></Document>', 'application/xml', 400, /^The file's Document declares no namespace/],
      ['{"a":1}', 'application/json', 400, /application\/xml body or in a multipart field named file/],
      ['hello', 'text/plain', 400, /./],
    ];
    for (const [body, type, status, message] of cases) {
      const response = await upload(body, type);
      expect({ body: body.slice(0, 20), status: response.status }).toEqual({ body: body.slice(0, 20), status });
      expect(response.body.errorMessage).toMatch(message);
    }
    const noFile = await t.http.post('/api/bankstatements').set(staff('approver')).field('other', 'x');
    expect(noFile.status).toBe(400);
    expect(noFile.body.errorMessage).toBe('Send the file in a multipart field named file.');
    const huge = await upload(`<Document>${'x'.repeat(11 * 1024 * 1024)}</Document>`);
    expect(huge.status).toBe(413);
  });
});
