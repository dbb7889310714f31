import { XMLParser } from 'fast-xml-parser';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ClaimAudit } from '../../../server/src/features/claims/claim-audit.entity.js';
import { nextTarget2Day } from '../../../server/src/features/payment-runs/target2-calendar.js';
import { academyDate } from '../../../server/src/platform/common/event-calendar.js';
import { expectStaffOnly } from '../../support/access.js';
import { addRefundRate, claimDraft, countryId, createEvent, EMPLOYERS, guestToken } from '../../support/claims.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

const DEBTOR = {
  PAYMENT_DEBTOR_NAME: 'Académie de droit européen',
  PAYMENT_DEBTOR_IBAN: 'DE89 3704 0044 0532 0130 00',
  PAYMENT_DEBTOR_BIC: 'COBADEFFXXX',
  PAYMENT_DEBTOR_STREET: 'Metzer Allee',
  PAYMENT_DEBTOR_BUILDING: '4',
  PAYMENT_DEBTOR_POSTCODE: '54295',
  PAYMENT_DEBTOR_TOWN: 'Trier',
  PAYMENT_DEBTOR_COUNTRY: 'de',
};

/** The account holder's address on the bank form. */
const BRUSSELS = { street: 'Rue Haute 12', postalCode: '1000', city: 'Brussels', country: 'BE' };

/** SEPA accounts of the participants (one in Switzerland, outside the EEA), and one outside SEPA (paid by hand). */
const ACCOUNTS = {
  belgium: { iban: 'BE68539007547034', bic: 'GKCCBEBB', holder: 'Łukasz Żółć-Brzęczyszczykiewicz', address: BRUSSELS },
  portugal: {
    iban: 'PT50000201231234567890154',
    bic: '',
    holder: 'João Conceição',
    address: {
      street: 'Rua da Conceição 17, 3.º andar',
      postalCode: '1100-152',
      city: 'São João da Madeira',
      country: 'PT',
    },
  },
  switzerland: {
    iban: 'CH9300762011623852957',
    bic: '',
    holder: 'Anna Müller',
    address: {
      street: 'Bahnhofstrasse 7',
      postalCode: '8001',
      city: 'Zürich Kreis 1 Altstadt Lindenhof und Rathaus',
      country: 'CH',
    },
  },
  brazil: { iban: 'BR1800360305000010009795493C1', bic: 'BRASBRRJBHE', holder: 'Maria da Silva', address: BRUSSELS },
};
type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

let t: TestApp;
let eventId: number;
let eventTitle: string;
let jane: string;

const staff = (who: Who) => ({ Authorization: `Bearer ${t.token(who)}` });
const guest = (token: string) => ({ Authorization: `Bearer ${token}` });
const JANE = 'jane.doe@court.example';

beforeAll(async () => {
  // Each approved claim has a seminar of its own: more requests a minute than one client address may make.
  t = await startTestApp({ ...DEBTOR, RATE_LIMIT_PER_MINUTE: '100000' });
  const event = await createEvent(t, { title: 'European Contract Law & Consumer Protection' });
  eventId = event.id;
  eventTitle = 'European Contract Law & Consumer Protection';
  await addRefundRate(t, 'BE', 'DE', 98.35);
  await addRefundRate(t, 'PT', 'DE', 85.55);
  jane = await guestToken(t, JANE);
});
afterAll(() => t.close());

interface Approved {
  guid: string;
  identifier: string;
  totalAmount: number;
}

/**
 * A claim of Jane's, approved (In approval Run), paid to `account`; each for a seminar of its own (of
 * the same title), since one person's claims for one event wait for each other.
 */
async function approvedClaim(account: Account = ACCOUNTS.belgium, nights = 1): Promise<Approved> {
  const employer = account === ACCOUNTS.portugal ? EMPLOYERS.lisbon : EMPLOYERS.brussels;
  const seminar = await createEvent(t, { title: eventTitle });
  const saved = await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, seminar.id, employer, { nightsSpend: nights, email: JANE }))
    .expect(200);
  const sepa = account !== ACCOUNTS.brazil;
  await t.http
    .post('/api/elvdata')
    .set(guest(jane))
    .send({
      claimId: saved.body.guid,
      iban: account.iban,
      bic: account.bic,
      bankname: sepa ? '' : 'Banco do Brasil',
      accountHolderName: account.holder,
      bankAddress: sepa
        ? null
        : { street: 'SAUN Quadra 5', postalCode: '70040-912', city: 'Brasília', countryId: await countryId(t, 'BR') },
      accountHolderAddress: {
        street: account.address.street,
        postalCode: account.address.postalCode,
        city: account.address.city,
        countryId: await countryId(t, account.address.country),
      },
    })
    .expect(200);
  await t.http.put('/api/travelclaim').set(guest(jane)).send({ guid: saved.body.guid, status: 1 }).expect(200);
  // Jane's claims are for seminars on the same days: each a possible duplicate of the others, approved as checked.
  await t.http
    .put(`/api/travelclaim/${saved.body.guid}`)
    .set(staff('approver'))
    .send({ status: 2, confirmDuplicate: true })
    .expect(200);
  return { guid: saved.body.guid, identifier: saved.body.identifier, totalAmount: saved.body.totalAmount };
}

const createRun = (body: object, who: Who = 'approver') => t.http.post('/api/paymentruns').set(staff(who)).send(body);

const auditsOf = (guid: string) =>
  t.db.getRepository(ClaimAudit).find({ where: { claim: { id: guid } }, order: { id: 'ASC' } });

/**
 * Mails of `kind` written for the claim, once the outbox has handed every one of them over (each
 * is written there in the transaction of its change; a sent one loses its text): what the mail catcher received.
 */
async function mailsAbout(identifier: string, kind: string, subject: string): Promise<number> {
  for (let tries = 0; ; tries += 1) {
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE kind = $1 AND payload::text LIKE $2`,
      [kind, `%${identifier}%`],
    );
    if (count === 0 || tries > 50) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return t.mail.mails.filter((mail) => mail.subject === subject.replace('{id}', identifier)).length;
}
const PAID_SUBJECT = 'Your refund for claim {id} is on its way';

/** The next TARGET2 business day after today in Berlin, as the server works it out. */
const nextBusinessDay = () => nextTarget2Day(academyDate(new Date()));

const statusOf = async (guid: string): Promise<number> =>
  (await t.http.get(`/api/travelclaim/${guid}`).set(staff('admin')).expect(200)).body.status;

/** Sums euros in cents, as the bank does. */
const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

/** Downloads a file as text, with its headers. */
async function download(path: string, who: Who = 'approver') {
  const response = await t.http
    .get(path)
    .set(staff(who))
    .buffer(true)
    .parse((res, callback) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => callback(null, text));
    });
  return { status: response.status, headers: response.headers, text: response.body as string };
}

describe('who may use payment runs', () => {
  it('is staff only; creating and the SEPA file need Approver or Admin, guests are refused', async () => {
    await expectStaffOnly(t, 'post', '/api/paymentruns');
    await expectStaffOnly(t, 'get', '/api/paymentruns');
    const someRun = '00000000-0000-4000-8000-000000000000';
    await expectStaffOnly(t, 'post', `/api/paymentruns/${someRun}/executed`, { executedOn: '2026-11-30' });
    await expectStaffOnly(t, 'post', `/api/paymentruns/${someRun}/cancel`);
    for (const action of ['executed', 'cancel']) {
      const plainStaff = await t.http
        .post(`/api/paymentruns/${someRun}/${action}`)
        .set(staff('staff'))
        .send({ executedOn: '2026-11-30' });
      expect(plainStaff.status).toBe(403);
    }
    expect((await createRun({}, 'staff')).status).toBe(403);
    expect((await t.http.post('/api/paymentruns').set(guest(jane)).send({})).status).toBe(403);
    expect((await t.http.get('/api/paymentruns').set(guest(jane))).status).toBe(403);
    expect((await t.http.get('/api/paymentruns').set(staff('staff'))).status).toBe(200);
    expect((await t.http.get('/api/paymentruns/pending').set(staff('staff'))).status).toBe(200);
  });

  it('answers 404 for an unknown run and 400 for a malformed selection', async () => {
    const unknown = await t.http.get('/api/paymentruns/00000000-0000-4000-8000-000000000000').set(staff('staff'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe('Payment run 00000000-0000-4000-8000-000000000000 was not found.');
    expect((await t.http.get('/api/paymentruns/PR-1').set(staff('staff'))).status).toBe(404);
    const bad = await createRun({ claims: ['not-a-guid'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ Claims: ["Field 'Claims' must hold claims' guids only."] });
    expect((await createRun({ claims: 'all' })).status).toBe(400);
  });
});

/** A claim as a new run lists its transfer: sent, nothing heard from the bank yet. */
const sentTransfer = (
  claim: { guid: string; identifier: string; totalAmount: number },
  iban: string,
  instructionId: string,
) => ({
  guid: claim.guid,
  identifier: claim.identifier,
  name: 'Jane Doe',
  iban,
  amount: claim.totalAmount,
  eventNumber: expect.any(String),
  endToEndId: claim.identifier,
  instructionId,
  outcome: 'pending',
  settledOn: null,
  reasonCode: null,
  reason: null,
  bankStatus: null,
  bankStatusText: null,
  bankStatusOn: null,
  payeeCheck: null,
  payeeCheckName: null,
  returnCharges: null,
  returnDetails: null,
});

describe('POST /api/paymentruns', () => {
  it('sends the selected claims to the bank in one run: In approval Run, Payment initiated each, nobody mailed', async () => {
    const first = await approvedClaim(ACCOUNTS.belgium, 1);
    const second = await approvedClaim(ACCOUNTS.portugal, 2);
    const response = await createRun({ claims: [first.guid, second.guid.toUpperCase()] });
    expect(response.status).toBe(201);
    const year = academyDate(new Date()).slice(0, 4);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: `PR-${year}-0001`,
      createdAt: expect.any(String),
      createdBy: 'test-approver',
      executionDate: nextBusinessDay(),
      claimCount: 2,
      totalAmount: cents([first.totalAmount, second.totalAmount]) / 100,
      state: 'created',
      executedOn: null,
      closedBy: null,
      closedAt: null,
      closedByStatement: false,
      // The account it pays from, kept: the one its statements are checked against.
      debtorIban: 'DE89370400440532013000',
      // Not downloaded yet: the run's page leads with the download.
      fileDownloadedAt: null,
      fileDownloadedBy: null,
      reviews: [],
      claims: [
        sentTransfer(first, 'BE68 **** **** 7034', `PR-${year}-0001.0.0`),
        sentTransfer(second, 'PT50 **** **** **** **** *015 4', `PR-${year}-0001.0.1`),
      ],
    });
    expect(first.totalAmount).toBe(180 + 98.35);
    expect(second.totalAmount).toBe(275 + 2 * 85.55);

    for (const claim of [first, second]) {
      const waiting = await t.http.get(`/api/travelclaim/${claim.guid}`).set(guest(jane)).expect(200);
      expect(waiting.body).toMatchObject({
        status: 2,
        paidOn: null,
        paymentRun: { id: response.body.id, number: response.body.number, executionDate: response.body.executionDate },
      });
      const payments = (await auditsOf(claim.guid)).filter((audit) => audit.action >= 3 && audit.action !== 4);
      expect(payments.map(({ action, description, username }) => ({ action, description, username }))).toEqual([
        { action: 3, description: `Payment initiated (${response.body.number})`, username: 'test-approver' },
      ]);
      // Nothing is paid yet: no participant hears "paid".
      expect(await mailsAbout(claim.identifier, 'claim-paid', PAID_SUBJECT)).toBe(0);
    }
  });

  it('takes the execution date asked for, on TARGET2 business days only, never in the past', async () => {
    const claim = await approvedClaim();
    const refused = async (executionDate: unknown) => {
      const response = await createRun({ claims: [claim.guid], executionDate });
      return { status: response.status, message: response.body.errorMessage as string };
    };
    const today = academyDate(new Date());
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await refused(yesterday)).toEqual({
      status: 422,
      message: `The execution date ${yesterday} is in the past; the earliest is today, ${today}.`,
    });
    // The next Christmas Day on a weekday (a weekend would be refused as such): T2 is closed on 25 and 26 December.
    let year = Number(today.slice(0, 4));
    while (new Date(Date.UTC(year, 11, 25)).getUTCDay() % 6 === 0 || `${year}-12-25` < today) year += 1;
    const afterwards = new Date(Date.UTC(year, 11, 27)).getUTCDay() % 6 === 0 ? 'the next Monday' : `${year}-12-27`;
    const christmas = await refused(`${year}-12-25`);
    expect(christmas.status).toBe(422);
    expect(christmas.message).toMatch(
      new RegExp(
        `^The execution date ${year}-12-25 is Christmas Day, when TARGET2 is closed; the next business day is ${year}-12-(27|28|29)\\.$`,
      ),
    );
    if (afterwards !== 'the next Monday') expect(christmas.message).toContain(afterwards);
    expect(await refused('2026-02-30')).toEqual({
      status: 400,
      message: "Field 'ExecutionDate' must be a date as YYYY-MM-DD.",
    });
    expect((await refused('30.11.2026')).status).toBe(400);
    expect((await refused(20261130)).status).toBe(400);
    expect(await statusOf(claim.guid)).toBe(2);

    // The next business day after the next one: a day the bank can take, chosen by the user.
    const chosen = nextTarget2Day(nextBusinessDay());
    const run = await createRun({ claims: [claim.guid], executionDate: chosen });
    expect(run.status).toBe(201);
    expect(run.body.executionDate).toBe(chosen);
  });

  it('refuses with 409 naming every claim that cannot be paid, and changes nothing', async () => {
    const payable = await approvedClaim();
    const outsideSepa = await approvedClaim(ACCOUNTS.brazil);
    const requested = await t.http
      .post('/api/travelclaim/')
      .send(await claimDraft(t, eventId, EMPLOYERS.brussels, { email: JANE }))
      .expect(200);
    const alreadyPaid = await approvedClaim();
    await createRun({ claims: [alreadyPaid.guid] }).expect(201);
    const unknown = '00000000-0000-4000-8000-000000000001';

    const response = await createRun({
      claims: [payable.guid, outsideSepa.guid, requested.body.guid, alreadyPaid.guid, unknown],
    });
    expect(response.status).toBe(409);
    expect(response.body.refused).toEqual([
      {
        guid: outsideSepa.guid,
        identifier: outsideSepa.identifier,
        reason: 'account outside SEPA: mark it as paid by hand',
      },
      { guid: requested.body.guid, identifier: requested.body.identifier, reason: 'Saved, not In approval Run' },
      { guid: alreadyPaid.guid, identifier: alreadyPaid.identifier, reason: 'already in a payment run' },
      { guid: unknown, identifier: null, reason: 'not found' },
    ]);
    expect(response.body.errorMessage).toBe(
      `These claims cannot be paid in a payment run: ${outsideSepa.identifier} (account outside SEPA: mark it as paid by hand); ` +
        `${requested.body.identifier} (Saved, not In approval Run); ${alreadyPaid.identifier} (already in a payment run); ` +
        `${unknown} (not found). Reload the list and try again.`,
    );
    expect(await statusOf(payable.guid)).toBe(2);
    expect((await auditsOf(payable.guid)).filter((audit) => audit.action === 3)).toEqual([]);
  });

  it('with {} pays every waiting SEPA claim, leaves the others for payment by hand, then answers 422', async () => {
    // Whatever earlier tests left waiting is paid too: the run takes every payable claim.
    const before = await t.http.get('/api/paymentruns/pending').set(staff('staff')).expect(200);
    const waiting = [await approvedClaim(ACCOUNTS.belgium, 0), await approvedClaim(ACCOUNTS.portugal, 1)];
    const byHand = await approvedClaim(ACCOUNTS.brazil);
    const pending = await t.http.get('/api/paymentruns/pending').set(staff('staff')).expect(200);
    expect(pending.body.claimCount).toBe(before.body.claimCount + 2);
    expect(pending.body.outsideSepa).toBeGreaterThanOrEqual(1);
    expect(Math.round(pending.body.totalAmount * 100)).toBe(
      Math.round(before.body.totalAmount * 100) + cents(waiting.map((claim) => claim.totalAmount)),
    );

    const run = await createRun({}, 'admin');
    expect(run.status).toBe(201);
    expect(run.body.claims.map((claim: { guid: string }) => claim.guid)).toEqual(
      pending.body.claims.map((claim: { guid: string }) => claim.guid),
    );
    expect(run.body.totalAmount).toBe(pending.body.totalAmount);
    expect(await statusOf(byHand.guid)).toBe(2);

    const none = await createRun({});
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ errorMessage: 'No approved claims are waiting for payment.' });
    expect((await createRun({ claims: [] })).status).toBe(422);
  });

  it('never lets two runs created at the same moment share a claim', async () => {
    for (let round = 0; round < 3; round += 1) {
      const claims = [await approvedClaim(), await approvedClaim(), await approvedClaim()];
      // Two runs over every waiting claim, and two whose selections overlap in one claim.
      const everything = await Promise.all([createRun({}), createRun({}, 'admin')]);
      expect(everything.map((response) => response.status).sort()).toEqual([201, 422]);
      const more = [await approvedClaim(), await approvedClaim(), await approvedClaim()];
      const overlapping = await Promise.all([
        createRun({ claims: [more[0].guid, more[1].guid] }),
        createRun({ claims: [more[1].guid, more[2].guid] }, 'admin'),
      ]);
      expect(overlapping.map((response) => response.status).sort()).toEqual([201, 409]);
      const refused = overlapping.find((response) => response.status === 409)!;
      expect(refused.body.refused).toEqual([
        { guid: more[1].guid, identifier: more[1].identifier, reason: 'already in a payment run' },
      ]);
      for (const claim of [...claims, more[1]]) {
        expect((await auditsOf(claim.guid)).filter((audit) => audit.action === 3)).toHaveLength(1);
        expect(await statusOf(claim.guid)).toBe(2);
      }
    }
    const runs = await t.http.get('/api/paymentruns?pageSize=100').set(staff('staff')).expect(200);
    const paid = [] as string[];
    for (const run of runs.body.results) {
      const detail = await t.http.get(`/api/paymentruns/${run.id}`).set(staff('staff')).expect(200);
      expect(detail.body.claimCount).toBe(detail.body.claims.length);
      paid.push(...detail.body.claims.map((claim: { guid: string }) => claim.guid));
    }
    expect(new Set(paid).size).toBe(paid.length);
  });
});

describe('GET /api/paymentruns', () => {
  it('lists runs newest first in both list conventions, without their claims', async () => {
    const page = await t.http.get('/api/paymentruns?page=0&pageSize=2').set(staff('staff')).expect(200);
    expect(page.body).toMatchObject({ count: expect.any(Number), next: 1, previous: null });
    expect(page.body.results).toHaveLength(2);
    expect(page.body.results[0].claims).toBeUndefined();
    expect(page.body.results[0].createdAt >= page.body.results[1].createdAt).toBe(true);
    const range = await t.http
      .get('/api/paymentruns?range=[0,0]&sort=["number","ASC"]&filter={}')
      .set(staff('staff'))
      .expect(200);
    expect(range.headers['content-range']).toBe(`paymentruns 0-0/${page.body.count}`);
    expect(range.body[0].number).toMatch(/^PR-\d{4}-0001$/);
    const badSort = await t.http.get('/api/paymentruns?sort=["__proto__","ASC"]').set(staff('staff'));
    expect(badSort.status).toBe(400);
    // react-admin's getMany.
    const [first, second] = page.body.results;
    const many = await t.http
      .get('/api/paymentruns')
      .query({ filter: JSON.stringify({ id: [first.id, 'not-a-run'] }) })
      .set(staff('staff'))
      .expect(200);
    expect(many.body.map((run: { id: string }) => run.id)).toEqual([first.id]);
    expect(second.id).not.toBe(first.id);
  });
});

/** Parses the file the way a bank's converter does, keeping attributes and every text as written. */
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'CdtTrfTxInf',
});
const orderParser = new XMLParser({ preserveOrder: true, ignoreAttributes: true, parseTagValue: false });

/** The element names of `path`'s children in document order. */
function childOrder(xml: string, path: string[]): string[] {
  type Node = Record<string, Node[]>;
  let nodes = orderParser.parse(xml) as Node[];
  for (const name of path) nodes = nodes.find((node) => name in node)![name];
  return nodes.map((node) => Object.keys(node)[0]);
}

/** The EPC's pain.001.001.09 schema (test/fixtures/README.md names its source). */
const SCHEMA = fileURLToPath(new URL('../../fixtures/pain.001.001.09.xsd', import.meta.url));

/** xmllint's verdict on `xml` against the EPC's schema: '' when valid, else its complaints. */
function schemaErrors(xml: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'sepa-')), 'run.xml');
  writeFileSync(path, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', SCHEMA, path], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
}

describe('GET /api/paymentruns/{id}/sepa.xml', () => {
  it('is a pain.001.001.09 credit transfer whose totals and transactions match the claims to the cent', async () => {
    const claims = [
      await approvedClaim(ACCOUNTS.belgium, 2),
      await approvedClaim(ACCOUNTS.portugal, 1),
      await approvedClaim(ACCOUNTS.switzerland, 0),
    ];
    const run = (await createRun({ claims: claims.map((claim) => claim.guid) }).expect(201)).body;
    const file = await download(`/api/paymentruns/${run.id}/sepa.xml`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${run.number}.xml"`);
    // The first download is recorded: the run's next step is the bank statement.
    const shown = (await t.http.get(`/api/paymentruns/${run.id}`).set(staff('staff')).expect(200)).body;
    expect(shown).toMatchObject({ fileDownloadedBy: 'test-approver', fileDownloadedAt: expect.any(String) });

    // Valid against the EPC's schema, by libxml2: elements, order, lengths and code formats.
    expect(schemaErrors(file.text)).toBe('');
    expect(file.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const doc = parser.parse(file.text).Document;
    expect(doc['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    const initiation = doc.CstmrCdtTrfInitn;
    const total = (cents(claims.map((claim) => claim.totalAmount)) / 100).toFixed(2);
    expect(initiation.GrpHdr).toEqual({
      MsgId: run.number,
      CreDtTm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      NbOfTxs: '3',
      CtrlSum: total,
      InitgPty: { Nm: 'Academie de droit europeen' },
    });
    const block = initiation.PmtInf;
    expect(block).toMatchObject({
      PmtInfId: expect.stringMatching(new RegExp(`^${run.number}\\.`)),
      PmtMtd: 'TRF',
      BtchBookg: 'false',
      NbOfTxs: '3',
      CtrlSum: total,
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt: { Dt: run.executionDate },
      // The academy's structured address from the settings (November 2026 EPC rules).
      Dbtr: {
        Nm: 'Academie de droit europeen',
        PstlAdr: { StrtNm: 'Metzer Allee', BldgNb: '4', PstCd: '54295', TwnNm: 'Trier', Ctry: 'DE' },
      },
      DbtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
      DbtrAgt: { FinInstnId: { BICFI: 'COBADEFFXXX' } },
      ChrgBr: 'SLEV',
    });
    expect(block.PmtInfId.length).toBeLessThanOrEqual(35);
    expect(block.CdtTrfTxInf).toEqual([
      {
        PmtId: { InstrId: expect.stringMatching(/^.{1,35}$/), EndToEndId: claims[0].identifier },
        Amt: { InstdAmt: { '#text': claims[0].totalAmount.toFixed(2), '@_Ccy': 'EUR' } },
        CdtrAgt: { FinInstnId: { BICFI: 'GKCCBEBB' } },
        // A payee bank in the EEA: the SEPA rules ask for no address, so the bank form kept none.
        Cdtr: { Nm: 'Lukasz Zolc-Brzeczyszczykiewicz' },
        CdtrAcct: { Id: { IBAN: 'BE68539007547034' } },
        RmtInf: { Ustrd: expect.stringContaining(`${claims[0].identifier}`) },
      },
      {
        PmtId: { InstrId: expect.stringMatching(/^.{1,35}$/), EndToEndId: claims[1].identifier },
        Amt: { InstdAmt: { '#text': claims[1].totalAmount.toFixed(2), '@_Ccy': 'EUR' } },
        // The account holder's name in the SEPA character set; no address for a payee bank in the EEA.
        Cdtr: { Nm: 'Joao Conceicao' },
        CdtrAcct: { Id: { IBAN: 'PT50000201231234567890154' } },
        RmtInf: { Ustrd: expect.stringContaining(`${claims[1].identifier}`) },
      },
      {
        PmtId: { InstrId: expect.stringMatching(/^.{1,35}$/), EndToEndId: claims[2].identifier },
        Amt: { InstdAmt: { '#text': claims[2].totalAmount.toFixed(2), '@_Ccy': 'EUR' } },
        // Outside the EEA the address is mandatory; the town is cut to the schema's 35 characters.
        Cdtr: {
          Nm: 'Anna Muller',
          PstlAdr: {
            StrtNm: 'Bahnhofstrasse 7',
            PstCd: '8001',
            TwnNm: 'Zurich Kreis 1 Altstadt Lindenhof u',
            Ctry: 'CH',
          },
        },
        CdtrAcct: { Id: { IBAN: 'CH9300762011623852957' } },
        RmtInf: { Ustrd: expect.stringContaining(`${claims[2].identifier}`) },
      },
    ]);
    // Never an address of address lines alone.
    expect(file.text).not.toContain('<AdrLine>');
    // The remittance names the seminar, in the SEPA character set, within 140 characters.
    for (const tx of block.CdtTrfTxInf) {
      expect(tx.RmtInf.Ustrd).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]{1,140}$/);
      expect(tx.RmtInf.Ustrd).toContain('European Contract Law Consumer Protection');
    }
    expect(eventTitle).toContain('&');

    // The schema's sequences: every mandatory element present, in the order pain.001.001.09 prescribes.
    const root = ['Document', 'CstmrCdtTrfInitn'];
    expect(childOrder(file.text, root)).toEqual(['GrpHdr', 'PmtInf']);
    expect(childOrder(file.text, [...root, 'GrpHdr'])).toEqual(['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty']);
    expect(childOrder(file.text, [...root, 'PmtInf'])).toEqual([
      'PmtInfId',
      'PmtMtd',
      'BtchBookg',
      'NbOfTxs',
      'CtrlSum',
      'PmtTpInf',
      'ReqdExctnDt',
      'Dbtr',
      'DbtrAcct',
      'DbtrAgt',
      'ChrgBr',
      'CdtTrfTxInf',
      'CdtTrfTxInf',
      'CdtTrfTxInf',
    ]);
    expect(childOrder(file.text, [...root, 'PmtInf', 'Dbtr', 'PstlAdr'])).toEqual([
      'StrtNm',
      'BldgNb',
      'PstCd',
      'TwnNm',
      'Ctry',
    ]);
    expect(childOrder(file.text, [...root, 'PmtInf', 'CdtTrfTxInf'])).toEqual([
      'PmtId',
      'Amt',
      'CdtrAgt',
      'Cdtr',
      'CdtrAcct',
      'RmtInf',
    ]);

    // The schema check bites: an address element out of order, too long, or a country not a code fails it
    // (on the Swiss payee's address: only a payee bank outside the EEA has one in the file).
    const creditorAddress = '<TwnNm>Zurich Kreis 1 Altstadt Lindenhof u</TwnNm><Ctry>CH</Ctry>';
    expect(file.text).toContain(creditorAddress);
    for (const wrong of [
      '<Ctry>CH</Ctry><TwnNm>Zurich</TwnNm>',
      `<TwnNm>${'Zurich'.repeat(7)}</TwnNm><Ctry>CH</Ctry>`,
      '<TwnNm>Zurich</TwnNm><Ctry>Switzerland</Ctry>',
      '<TwnNm>Zurich</TwnNm><Ctry>CH</Ctry><Flr>2</Flr>',
    ]) {
      expect(schemaErrors(file.text.replace(creditorAddress, wrong))).toMatch(/fails to validate/);
    }
  });

  it('is for Approver and Admin only: plain staff get 403', async () => {
    const runs = await t.http.get('/api/paymentruns').set(staff('staff')).expect(200);
    const id = runs.body.results[0].id;
    expect((await download(`/api/paymentruns/${id}/sepa.xml`, 'staff')).status).toBe(403);
    expect((await download(`/api/paymentruns/${id}/sepa.xml`, 'admin')).status).toBe(200);
  });
});

describe('GET /api/paymentruns/{id}/claims.csv', () => {
  it('lists the claims of the run for the ledger, accounts masked, amounts to the cent', async () => {
    const claims = [await approvedClaim(ACCOUNTS.portugal, 2), await approvedClaim(ACCOUNTS.belgium, 1)];
    const run = (await createRun({ claims: claims.map((claim) => claim.guid) }).expect(201)).body;
    const file = await download(`/api/paymentruns/${run.id}/claims.csv`, 'staff');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${run.number}-claims.csv"`);
    const lines = file.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Payment run,Execution date,Transaction number,Participant,Event,IBAN,Amount (EUR)');
    expect(lines.slice(1)).toEqual(
      run.claims.map(
        (claim: { identifier: string; iban: string; amount: number; eventNumber: string }) =>
          `${run.number},${run.executionDate},${claim.identifier},Jane Doe,${claim.eventNumber},${claim.iban},${claim.amount.toFixed(2)}`,
      ),
    );
  });
});

describe('marking a claim as paid by hand (PUT /api/travelclaim status 3)', () => {
  it('lets an approver pay a claim outside SEPA: Paid without a run, one audit row, the participant mailed', async () => {
    const claim = await approvedClaim(ACCOUNTS.brazil);
    const forbidden = await t.http.put(`/api/travelclaim/${claim.guid}`).set(staff('staff')).send({ status: 3 });
    expect(forbidden.status).toBe(403);
    const paid = await t.http.put('/api/travelclaim').set(staff('approver')).send({ guid: claim.guid, status: 3 });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 3, paymentRun: null, paidOn: academyDate(new Date()) });
    const payments = (await auditsOf(claim.guid)).filter((audit) => audit.action === 6);
    expect(payments.map(({ description, username }) => ({ description, username }))).toEqual([
      { description: 'Marked as paid', username: 'test-approver' },
    ]);
    const mail = await t.mail.waitFor((m) => m.subject === `Your refund for claim ${claim.identifier} is on its way`);
    expect(mail.text).toContain('to the account BR18 **** **** **** **** **** *93C 1');
    expect(mail.text).not.toContain('payment run');
    // Paid is the end: a run cannot take it any more.
    const again = await createRun({ claims: [claim.guid] });
    expect(again.status).toBe(409);
    expect(again.body.refused[0].reason).toBe('Paid, not In approval Run');
  });

  it('refuses a claim whose account is in SEPA with 409: only the bank executing a run pays it', async () => {
    const claim = await approvedClaim(ACCOUNTS.belgium);
    for (const inRun of [false, true]) {
      if (inRun) await createRun({ claims: [claim.guid] }).expect(201);
      const refused = await t.http.put(`/api/travelclaim/${claim.guid}`).set(staff('admin')).send({ status: 3 });
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toBe(
        "This claim's account is in SEPA: it is paid through a payment run, and becomes Paid when the bank has executed the run. 'Mark as paid' is only for accounts outside SEPA.",
      );
      expect(await statusOf(claim.guid)).toBe(2);
      expect((await auditsOf(claim.guid)).filter((audit) => audit.action === 6)).toEqual([]);
      expect(await mailsAbout(claim.identifier, 'claim-paid', PAID_SUBJECT)).toBe(0);
    }
  });
});

describe('POST /api/paymentruns/{id}/executed', () => {
  it('makes the claims Paid on the day the bank executed the run, mails each participant once, and closes the run', async () => {
    const claims = [await approvedClaim(ACCOUNTS.belgium, 1), await approvedClaim(ACCOUNTS.portugal, 0)];
    const run = (await createRun({ claims: claims.map((claim) => claim.guid) }).expect(201)).body;
    const confirm = (body: object, who: Who = 'approver') =>
      t.http.post(`/api/paymentruns/${run.id}/executed`).set(staff(who)).send(body);

    expect((await confirm({ executedOn: academyDate(new Date()) }, 'staff')).status).toBe(403);
    expect((await confirm({})).body).toEqual({
      errorMessage: "Field 'ExecutedOn' is mandatory.",
      errors: { ExecutedOn: ["Field 'ExecutedOn' is mandatory."] },
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await confirm({ executedOn: tomorrow });
    expect(future.status).toBe(422);
    expect(future.body.errorMessage).toMatch(/is in the future; a run is confirmed once the bank has executed it\.$/);
    const early = await confirm({ executedOn: '2020-01-02' });
    expect(early.status).toBe(422);
    expect(early.body.errorMessage).toMatch(/^The execution date 2020-01-02 is before the run was created/);
    expect(await statusOf(claims[0].guid)).toBe(2);

    const today = academyDate(new Date());
    const confirmed = await confirm({ executedOn: today });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      state: 'executed',
      executedOn: today,
      closedBy: 'test-approver',
      closedByStatement: false,
    });
    expect(
      confirmed.body.claims.map((claim: { outcome: string; settledOn: string }) => [claim.outcome, claim.settledOn]),
    ).toEqual([
      ['paid', today],
      ['paid', today],
    ]);
    for (const claim of claims) {
      const paid = await t.http.get(`/api/travelclaim/${claim.guid}`).set(guest(jane)).expect(200);
      expect(paid.body).toMatchObject({ status: 3, paidOn: academyDate(new Date()), paymentRun: { id: run.id } });
      const audits = (await auditsOf(claim.guid)).filter((audit) => audit.action === 6);
      expect(audits.map(({ description, username }) => ({ description, username }))).toEqual([
        {
          description: `Paid (${run.number}, executed on ${today}, confirmed by test-approver)`,
          username: 'test-approver',
        },
      ]);
      const mail = await t.mail.waitFor((m) => m.subject === `Your refund for claim ${claim.identifier} is on its way`);
      expect(mail.to).toEqual([JANE]);
      expect(mail.text).toContain(`€${claim.totalAmount.toFixed(2)} has been paid to the account`);
      expect(mail.text).toContain(`(payment run ${run.number})`);
    }

    // Confirmed once: a second confirmation or a cancellation is refused, and nobody is mailed twice.
    const again = await confirm({ executedOn: today });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe(
      `Payment run ${run.number} was confirmed as executed on ${today}; it cannot be confirmed as executed.`,
    );
    expect((await t.http.post(`/api/paymentruns/${run.id}/cancel`).set(staff('admin'))).status).toBe(409);
    for (const claim of claims) expect(await mailsAbout(claim.identifier, 'claim-paid', PAID_SUBJECT)).toBe(1);
    const list = await t.http.get('/api/travelclaim?page=0').set(guest(jane)).expect(200);
    const listed = list.body.results.find((claim: { guid: string }) => claim.guid === claims[0].guid);
    expect(listed).toMatchObject({ status: 3, paidOn: academyDate(new Date()) });
  });
});

describe('POST /api/paymentruns/{id}/cancel', () => {
  it('puts the claims back to wait for a run, one audit row each, and a later run takes them', async () => {
    const claims = [await approvedClaim(), await approvedClaim(ACCOUNTS.portugal)];
    const run = (await createRun({ claims: claims.map((claim) => claim.guid) }).expect(201)).body;
    expect((await t.http.post(`/api/paymentruns/${run.id}/cancel`).set(staff('staff'))).status).toBe(403);
    const cancelled = await t.http.post(`/api/paymentruns/${run.id}/cancel`).set(staff('admin'));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', executedOn: null, closedBy: 'test-admin' });
    expect(cancelled.body.claims.map((claim: { outcome: string }) => claim.outcome)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    for (const claim of claims) {
      const waiting = await t.http.get(`/api/travelclaim/${claim.guid}`).set(staff('admin')).expect(200);
      expect(waiting.body).toMatchObject({ status: 2, paymentRun: null });
      expect(waiting.body.audits.at(-1)).toMatchObject({
        action: 8,
        description: `Payment run ${run.number} cancelled: the claim waits for a new run`,
      });
    }
    const twice = await t.http.post(`/api/paymentruns/${run.id}/cancel`).set(staff('admin'));
    expect(twice.status).toBe(409);
    expect(twice.body.errorMessage).toBe(`Payment run ${run.number} was cancelled; it cannot be cancelled.`);
    expect(
      (
        await t.http
          .post(`/api/paymentruns/${run.id}/executed`)
          .set(staff('admin'))
          .send({ executedOn: academyDate(new Date()) })
      ).status,
    ).toBe(409);

    // A later run sends them again, each under a new EndToEndId (a statement names one transfer).
    const later = (await createRun({ claims: claims.map((claim) => claim.guid) }).expect(201)).body;
    expect(later.claims.map((claim: { endToEndId: string }) => claim.endToEndId)).toEqual(
      claims.map((claim) => `${claim.identifier}-2`),
    );
    const file = await download(`/api/paymentruns/${later.id}/sepa.xml`);
    expect(file.text).toContain(`<EndToEndId>${claims[0].identifier}-2</EndToEndId>`);
  });

  it('answers 404 for an unknown run', async () => {
    const unknown = await t.http
      .post('/api/paymentruns/00000000-0000-4000-8000-000000000000/cancel')
      .set(staff('admin'));
    expect(unknown.status).toBe(404);
  });
});

describe('the OpenAPI description', () => {
  it('describes the payment-run calls', async () => {
    const spec = (await t.http.get('/api/docs-json').expect(200)).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/paymentruns',
        '/api/paymentruns/pending',
        '/api/paymentruns/{id}',
        '/api/paymentruns/{id}/sepa.xml',
        '/api/paymentruns/{id}/claims.csv',
      ]),
    );
    expect(spec.paths['/api/paymentruns'].post.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PaymentRunDto',
    });
    expect(spec.paths['/api/paymentruns/{id}/sepa.xml'].get.summary).toMatch(/pain\.001\.001\.09/);
    expect(Object.keys(spec.components.schemas.PaymentRunDto.properties)).toEqual(
      expect.arrayContaining(['number', 'executionDate', 'claimCount', 'totalAmount', 'claims']),
    );
  });
});

describe('without the debtor settings', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(() => bare.close());

  it('refuses to create a run with 422 naming the missing settings', async () => {
    const response = await bare.http
      .post('/api/paymentruns')
      .set('Authorization', `Bearer ${bare.token('approver')}`)
      .send({});
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errorMessage:
        "A payment run needs the academy's bank account and address, but PAYMENT_DEBTOR_NAME, PAYMENT_DEBTOR_IBAN, PAYMENT_DEBTOR_BIC, PAYMENT_DEBTOR_TOWN and PAYMENT_DEBTOR_COUNTRY are not set. Please ask the administrator to set them.",
    });
  });
});
