import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Clock } from '../../../server/src/features/privacy/clock.js';
import { PrivacyNotice } from '../../../server/src/features/privacy/privacy-notice.js';
import { RetentionJob } from '../../../server/src/features/privacy/retention.job.js';
import { loadConfig } from '../../../server/src/platform/config/config.js';
import { expectParticipantOnly, expectStaffOnly } from '../../support/access.js';
import {
  addRefundRate,
  claimDraft,
  createEvent,
  EMPLOYERS,
  guestToken,
  participantIban,
  requestPayment,
} from '../../support/claims.js';
import { englishLeftIn } from '../../support/english-texts.js';
import { startTestApp, type TestApp, type Who } from '../../support/test-app.js';

/** Shared by the replicas: passport keeps one strategy per name, the last app's secret, for all of them. */
const SECRETS = { APP_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('hex') };
let t: TestApp;
const DAY = 86_400_000;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const staff = (who: Who = 'admin') => auth(t.token(who));

/** The participant whose claims go at their retention end: every trace of these must go. */
const OTTILIE = {
  firstname: 'Ottilie',
  lastname: 'Wunderkammer',
  email: 'ottilie.wunderkammer@court.example',
  phone: '+32 2 555 77 31',
};
/** A participant's IBAN as stored (electronic format): what must never show unmasked. */
const ibanOf = (email: string) => participantIban(email).replace(/ /g, '');

function moveClock(app: TestApp, to: Date): void {
  app.app.get(Clock).now = () => to;
}

/** An event that ended `daysAgo` days ago. */
async function endedEvent(daysAgo: number): Promise<{ id: number; number: string }> {
  const end = new Date(Date.now() - daysAgo * DAY);
  return createEvent(t, {
    startDate: new Date(end.getTime() - 2 * DAY).toISOString(),
    endDate: end.toISOString(),
  });
}

async function save(eventId: number, who: Record<string, string>, employer = EMPLOYERS.brussels): Promise<string> {
  const response = await t.http
    .post('/api/travelclaim')
    .send(await claimDraft(t, eventId, employer, who))
    .expect(200);
  return response.body.guid;
}

async function decide(guid: string, change: Record<string, unknown>): Promise<void> {
  await t.http
    .put('/api/travelclaim')
    .set(staff('approver'))
    .send({ guid, ...change })
    .expect(200);
}

/** Requested by its owner (bank data and request), then rejected. */
async function requestedAndRejected(guid: string, ownerToken: string): Promise<void> {
  await requestPayment(t, guid, ownerToken);
  await decide(guid, { status: 5, rejectReason: 4, othertxt: `Rejected: ${OTTILIE.lastname} asked us to` });
}

/** Every report figure, in every grouping. */
async function reportFigures(): Promise<unknown> {
  const figures: Record<string, unknown> = {};
  for (const groupBy of ['event', 'country', 'band', 'status', 'month']) {
    figures[groupBy] = (
      await t.http.get(`/api/reports/claims?groupBy=${groupBy}`).set(staff('staff')).expect(200)
    ).body;
  }
  return figures;
}

/** Every text-like column of every table holding one of `needles`, as 'table.column'. */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const columns: { table_name: string; column_name: string }[] = await t.db.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name IN (SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
       AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY', 'bytea')`,
  );
  expect(columns.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [{ hits }] = await t.db.query(
      `SELECT count(*)::int AS hits FROM "${table}" WHERE "${column}"::text ILIKE ANY($1::text[])`,
      [needles.map((needle) => `%${needle}%`)],
    );
    if (hits > 0) found.push(`${table}.${column}`);
  }
  return found;
}

beforeAll(async () => {
  t = await startTestApp(SECRETS);
  await addRefundRate(t, 'BE', 'DE', 92);
  await addRefundRate(t, 'PT', 'DE', 110);
});

afterAll(async () => {
  await t?.close();
});

describe('retention', () => {
  let event: { id: number; number: string };
  let held: { id: number; number: string };
  let ottilieClaims: string[];
  let otherClaim: string;
  let unrequested: string;

  beforeAll(async () => {
    event = await endedEvent(10);
    held = await endedEvent(10);
    const ottilie = await guestToken(t, OTTILIE.email);
    ottilieClaims = [await save(event.id, OTTILIE), await save(held.id, OTTILIE)];
    for (const guid of ottilieClaims) await requestedAndRejected(guid, ottilie);
    // Someone else's claim in the same event, decided too: theirs goes as well, and must not carry Ottilie's data.
    otherClaim = await save(event.id, { email: 'pedro.alves@stj.example', firstname: 'Pedro' }, EMPLOYERS.lisbon);
    await requestedAndRejected(otherClaim, await guestToken(t, 'pedro.alves@stj.example'));
    // Saved, never requested: goes a year after its event ended.
    unrequested = await save(event.id, { email: 'never.requested@court.example' });
    // On both events' attendance lists, checked in, with a scanned signature sheet; and someone who never claimed.
    for (const { id } of [event, held]) {
      const [attendee] = await t.db.query(
        `INSERT INTO attendee (event_id, email, firstname, lastname, institution, city)
         VALUES ($1, $2, $3, $4, 'Court of Appeal Brussels', 'Brussels') RETURNING id`,
        [id, OTTILIE.email, OTTILIE.firstname, OTTILIE.lastname],
      );
      await t.db.query(
        `INSERT INTO attendee_check_in (attendee_id, day, checked_in_by) VALUES ($1, CURRENT_DATE - 10, 'test-staff')`,
        [attendee.id],
      );
      await t.db.query(
        `INSERT INTO attendance_scan (event_id, file_name, media_type, size, content, uploaded_by)
         VALUES ($1, 'sheet.pdf', 'application/pdf', 3, $2, 'test-staff')`,
        [id, Buffer.from(OTTILIE.lastname)],
      );
    }
    await t.db.query(
      `INSERT INTO attendee (event_id, email, firstname, lastname) VALUES ($1, 'pedro.alves.cousin@stj.example', 'Pedro', 'Alves')`,
      [event.id],
    );
    await t.http
      .put(`/api/events/${held.id}/legal-hold`)
      .set(staff())
      .send({ reason: 'OLAF investigation OF/2031/0042' })
      .expect(200);
  });

  it('shows each event’s retention end, its hold and what the next run would anonymise', async () => {
    moveClock(t, new Date());
    const response = await t.http.get('/api/privacy/retention').set(staff()).expect(200);
    const row = response.body.events.find((e: { id: number }) => e.id === event.id);
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(row).toMatchObject({
      number: event.number,
      claims: 3,
      anonymised: 0,
      open: false,
      defaultRetentionEnd: `${nextYear + 5}-01-01`,
      retentionEnd: `${nextYear + 5}-01-01`,
      legalHold: null,
      dueNow: 0,
    });
    const heldRow = response.body.events.find((e: { id: number }) => e.id === held.id);
    expect(heldRow.legalHold).toMatchObject({ reason: 'OLAF investigation OF/2031/0042', by: 'test-admin' });
    expect(Date.now() - Date.parse(heldRow.legalHold.at)).toBeLessThan(60_000);
  });

  it('prunes sign-in sessions a day after they expired, staff sessions included', async () => {
    const sessions = async () =>
      Number((await t.db.query(`SELECT count(*) AS n FROM staff_refresh_token`))[0].n) +
      Number((await t.db.query(`SELECT count(*) AS n FROM guest_refresh_token`))[0].n);
    expect(await sessions()).toBeGreaterThan(0);
    moveClock(t, new Date(Date.now() + 40 * DAY)); // past a guest's and a staff member's refresh token, not yet any claim's retention
    const result = await t.app.get(RetentionJob).run();
    expect(result.pruned.refreshTokens).toBeGreaterThan(0);
    expect(await sessions()).toBe(0);
  });

  it('anonymises never-requested claims a year after their event, the others not yet', async () => {
    // The event ended 10 days ago: 365 days after that is 355 days from now.
    moveClock(t, new Date(Date.now() + 354 * DAY));
    expect((await t.app.get(RetentionJob).run()).anonymised).toEqual({
      retention: 0,
      unrequested: 0,
      'appeal-ended': 0,
    });
    moveClock(t, new Date(Date.now() + 356 * DAY));
    const result = await t.app.get(RetentionJob).run();
    expect(result.anonymised).toEqual({ retention: 0, unrequested: 1, 'appeal-ended': 0 });
    const claim = await t.http.get(`/api/travelclaim/${unrequested}`).set(staff()).expect(200);
    expect(claim.body).toMatchObject({ anonymised: true, firstname: 'Anonymised', phone: '', totalAmount: 364 });
    const kept = await t.http.get(`/api/travelclaim/${ottilieClaims[0]}`).set(staff()).expect(200);
    expect(kept.body).toMatchObject({ anonymised: false, lastname: OTTILIE.lastname });
  });

  it('anonymises every claim past its retention end, leaving no trace of the person and every report figure', async () => {
    const before = await reportFigures();
    const rollup = async () => ({
      claims: await t.db.query(
        `SELECT day, status, event_id, country_id, band_id, sum(claims)::int AS claims, sum(total)::text AS total
         FROM claim_rollup GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
      ),
      participants: await t.db.query(`SELECT * FROM claim_rollup_participant ORDER BY 1, 2, 3, 4, 5, 6`),
    });
    const rollupBefore = await rollup();
    const figures = (body: Record<string, unknown>) => ({
      status: body.status,
      submitted: body.submitted,
      totalAmount: body.totalAmount,
      calculatedTravelCosts: body.calculatedTravelCosts,
      calculatedAccommodationCosts: body.calculatedAccommodationCosts,
      country: (body.institution as { address: { country: unknown } }).address.country,
      event: body.event,
    });
    const figuresBefore = figures((await t.http.get(`/api/travelclaim/${ottilieClaims[0]}`).set(staff())).body);
    const needles = [
      OTTILIE.email,
      OTTILIE.firstname,
      OTTILIE.lastname,
      OTTILIE.phone,
      ibanOf(OTTILIE.email),
      'Pedro',
      'pedro.alves',
    ];
    expect(await columnsHolding(needles)).toEqual(
      expect.arrayContaining([
        'claim.email',
        'claim.lastname',
        'claim_audit.username',
        'mail_outbox.recipient',
        'attendee.email',
      ]),
    );
    const [{ scans }] = await t.db.query(`SELECT count(*)::int AS scans FROM attendance_scan`);
    expect(scans).toBe(2);

    const nextYear = new Date().getUTCFullYear() + 1;
    moveClock(t, new Date(`${nextYear + 5}-01-01T00:00:00+01:00`));
    const result = await t.app.get(RetentionJob).run();
    expect(result.anonymised).toEqual({ retention: 2, unrequested: 0, 'appeal-ended': 0 });

    // Ottilie's claim under the legal hold keeps her name; the held event's claim is the only one.
    const holdKept = await t.http.get(`/api/travelclaim/${ottilieClaims[1]}`).set(staff()).expect(200);
    expect(holdKept.body).toMatchObject({ anonymised: false, lastname: OTTILIE.lastname });
    await t.http
      .delete(`/api/events/${held.id}/legal-hold`)
      .set(staff())
      .send({ reason: 'Investigation closed' })
      .expect(200);
    expect((await t.app.get(RetentionJob).run()).anonymised.retention).toBe(1);

    expect(await columnsHolding(needles)).toEqual([]);
    expect(await t.db.query(`SELECT count(*)::int AS scans FROM attendance_scan`)).toEqual([{ scans: 0 }]);
    // The audit pack still pairs the claim with its (anonymised) attendee, checked in.
    const [paired] = await t.db.query(
      `SELECT count(*)::int AS days FROM attendee JOIN claim ON claim.email = attendee.email
       JOIN attendee_check_in check_in ON check_in.attendee_id = attendee.id WHERE claim.id = $1`,
      [ottilieClaims[0]],
    );
    expect(paired.days).toBe(1);
    expect(await rollup()).toEqual(rollupBefore);
    expect(await reportFigures()).toEqual(before);
    const claim = await t.http.get(`/api/travelclaim/${ottilieClaims[0]}`).set(staff()).expect(200);
    expect(figures(claim.body)).toEqual(figuresBefore);
    expect(claim.body).toMatchObject({
      anonymised: true,
      status: 5,
      institution: { name: '', address: { street: '', city: '', country: { iso_3166: 'BE' } } },
      elvData: null,
      othertxt: null,
    });
    expect(claim.body.audits.map((audit: { username: string }) => audit.username)).toContain('anonymised participant');
  });
});

describe('the retention job on two replicas', () => {
  let replica: TestApp;

  beforeAll(async () => {
    replica = await startTestApp({ ...SECRETS, DATABASE_URL: t.databaseUrl });
  });

  afterAll(async () => {
    await replica?.close();
  });

  it('does the work once', async () => {
    const event = await endedEvent(400);
    const claims = [];
    for (let i = 0; i < 6; i += 1) claims.push(await save(event.id, { email: `twice-${i}@court.example` }));
    const now = new Date();
    moveClock(t, now);
    moveClock(replica, now);
    const runs = await Promise.all([t.app.get(RetentionJob).run(), replica.app.get(RetentionJob).run()]);
    const anonymised = runs.map((run) => run.anonymised.unrequested);
    expect(anonymised[0] + anonymised[1]).toBe(6);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM claim WHERE id = ANY($1::uuid[]) AND anonymised_at IS NOT NULL`,
      [claims],
    );
    expect(count).toBe(6);
  });
});

describe('a participant’s own data', () => {
  const MARTA = 'marta.kowalczyk@sad.example';
  let marta: string;
  let event: { id: number; number: string };
  let saved: string;
  let rejected: string;
  let requested: string;

  beforeAll(async () => {
    moveClock(t, new Date());
    event = await endedEvent(5);
    const other = await endedEvent(5);
    const third = await endedEvent(5);
    marta = await guestToken(t, MARTA);
    saved = await save(event.id, { email: MARTA, firstname: 'Marta', lastname: 'Kowalczyk' });
    rejected = await save(other.id, { email: MARTA, firstname: 'Marta', lastname: 'Kowalczyk' });
    await requestPayment(t, rejected, marta);
    await decide(rejected, { status: 5, rejectReason: 1 });
    requested = await save(third.id, { email: MARTA, firstname: 'Marta', lastname: 'Kowalczyk' });
    await requestPayment(t, requested, marta);
    await save(event.id, { email: 'someone.else@court.example', firstname: 'Someone' });
    await t.db.query(
      `INSERT INTO attendee (event_id, email, firstname, lastname) VALUES ($1, $2, 'Marta', 'Kowalczyk'),
         ($1, 'someone.else@court.example', 'Someone', 'Else')`,
      [event.id, MARTA],
    );
  });

  it('exports all of their claims and nobody else’s, with bank data masked', async () => {
    const response = await t.http.get('/api/me/export').set(auth(marta)).expect(200);
    expect(response.body.email).toBe(MARTA);
    expect(response.body.claims.map((claim: { guid: string }) => claim.guid).sort()).toEqual(
      [saved, rejected, requested].sort(),
    );
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('someone.else');
    expect(text).not.toContain(ibanOf(MARTA));
    const withBank = response.body.claims.find((claim: { guid: string }) => claim.guid === requested);
    expect(withBank.elvData.iban).toMatch(/^DE\d\d \*{4} /);
    expect(withBank.audits.length).toBeGreaterThan(1);
    expect(response.body.mails.map((mail: { kind: string }) => mail.kind)).toContain('claim-saved');
    expect(response.body.attendance).toEqual([
      expect.objectContaining({ eventNumber: event.number, lastname: 'Kowalczyk', checkedInOn: [] }),
    ]);
  });

  /** The export PDF as the app downloads it in `language`, read back with pdftotext. */
  async function exportPdfText(language: string): Promise<string> {
    const response = await t.http
      .get('/api/me/export.pdf')
      .set(auth(marta))
      .set('Accept-Language', language)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    writeFileSync(join(dir, 'export.pdf'), response.body as Buffer);
    return execFileSync('pdftotext', ['-layout', join(dir, 'export.pdf'), '-'], { encoding: 'utf8' });
  }

  it('exports a readable PDF', async () => {
    const text = await exportPdfText('en');
    expect(text).toContain('Your data held by the academy');
    expect(text).toContain(MARTA);
    expect(text).toContain('Kowalczyk');
    expect(text).not.toContain('someone.else');
  });

  it('exports the PDF in the language the app is read in, without a word of the English texts', async () => {
    const german = await exportPdfText('de');
    expect(german).toContain('Ihre Daten bei der Akademie');
    expect(german).toMatch(/Verlauf/);
    expect(german).toMatch(/Antrag gespeichert, gesendet am/);
    expect(german).toMatch(/Gebühr nicht bezahlt/);
    expect(englishLeftIn(german)).toEqual([]);
    // No internal names of mails.
    expect(german).not.toMatch(/claim-saved|guest-code/);

    const french = await exportPdfText('fr');
    expect(french).toContain('Vos données détenues par l’académie');
    expect(french).toMatch(/Demande enregistrée, envoyé le/);
    expect(englishLeftIn(french)).toEqual([]);

    // The English document finds the app's English texts: the list is not empty.
    expect(englishLeftIn(await exportPdfText('en'))).toEqual(
      expect.arrayContaining(['Your data held by the academy', 'Mails to you']),
    );
  });

  it('answers strangers 401, staff 403, and other participants see none of it', async () => {
    await expectParticipantOnly(t, 'get', '/api/me/export');
    await expectParticipantOnly(t, 'get', '/api/me/export.pdf');
    await expectParticipantOnly(t, 'post', '/api/me/erasure');
    const stranger = await guestToken(t, 'stranger@court.example');
    const theirs = await t.http.get('/api/me/export').set(auth(stranger)).expect(200);
    expect(theirs.body.claims).toEqual([]);
    await t.http.get(`/api/travelclaim/${saved}`).set(auth(stranger)).expect(404);
  });

  it('anonymises what may go at once, restricts the rest and says why and until when', async () => {
    const response = await t.http.post('/api/me/erasure').set(auth(marta)).expect(200);
    const identifiers = async (guid: string) =>
      (await t.http.get(`/api/travelclaim/${guid}`).set(staff()).expect(200)).body.identifier;
    expect(response.body.anonymised).toEqual([await identifiers(saved)]);
    const restricted = response.body.restricted as { identifier: string; keptUntil: string | null; why: string }[];
    expect(restricted.map((claim) => claim.identifier).sort()).toEqual(
      [await identifiers(rejected), await identifiers(requested)].sort(),
    );
    const rejectedNumber = await identifiers(rejected);
    const appeal = restricted.find((claim) => claim.identifier === rejectedNumber)!;
    expect(appeal.why).toMatch(/can still be appealed until/);
    expect(appeal.keptUntil).toBe(new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10));
    const open = restricted.find((claim) => claim.identifier !== rejectedNumber)!;
    expect(open).toMatchObject({ keptUntil: null, why: expect.stringMatching(/still being decided or paid/) });
    expect(response.body.message).toMatch(/One claim was anonymised.*2 claims are kept/);
    // Each kept claim says why as a reason the app words in its language, with the years the rules keep it.
    expect(restricted.map((claim) => (claim as unknown as { reason: string }).reason).sort()).toEqual([
      'appeal',
      'open',
    ]);
    expect(response.body.retentionYears).toBe(5);

    // The anonymised one: figures kept, gone for its former owner.
    const gone = await t.http.get(`/api/travelclaim/${saved}`).set(staff()).expect(200);
    expect(gone.body).toMatchObject({ anonymised: true, totalAmount: 364, email: expect.stringMatching(/\.invalid$/) });
    await t.http.get(`/api/travelclaim/${saved}`).set(auth(marta)).expect(404);

    // Restricted: hidden from staff lists and exports, shown to Admins and to their owner.
    const listed = async (who: Who) =>
      ((await t.http.get(`/api/travelclaim?pageSize=100&email=${MARTA}`).set(staff(who))).body.results ?? []).map(
        (claim: { guid: string }) => claim.guid,
      );
    expect(await listed('approver')).toEqual([]);
    expect((await listed('admin')).sort()).toEqual([rejected, requested].sort());
    const csv = await t.http.get(`/api/travelclaim/export.csv?email=${MARTA}`).set(staff('staff')).expect(200);
    expect(csv.text).not.toContain('Kowalczyk');
    const own = await t.http.get('/api/travelclaim').set(auth(marta)).expect(200);
    expect(own.body.results.map((claim: { restricted: boolean }) => claim.restricted)).toEqual([true, true]);

    // The rejected one goes once its appeal period has passed.
    moveClock(t, new Date(Date.now() + 61 * DAY));
    expect((await t.app.get(RetentionJob).run()).anonymised['appeal-ended']).toBe(1);
    expect((await t.http.get(`/api/travelclaim/${rejected}`).set(staff()).expect(200)).body.anonymised).toBe(true);
    moveClock(t, new Date());
  });
});

describe('staff', () => {
  it('keeps retention, legal holds and anonymising to Admins', async () => {
    const event = await endedEvent(3);
    for (const [method, path, body] of [
      ['get', '/api/privacy/retention', {}],
      ['put', `/api/events/${event.id}/legal-hold`, { reason: 'audit' }],
      ['delete', `/api/events/${event.id}/legal-hold`, { reason: 'audit' }],
      ['put', `/api/events/${event.id}/retention`, { retainUntil: '2040-01-01', reason: 'grant' }],
      ['post', '/api/privacy/anonymisations', { email: 'x@y.example', reason: 'asked' }],
    ] as const) {
      await expectStaffOnly(t, method, path, body);
      const response = await t.http[method](path).set(staff('approver')).send(body);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
  });

  it('sets a hold and a later date with a reason, refuses bad input', async () => {
    const event = await endedEvent(3);
    const missing = await t.http.put(`/api/events/${event.id}/legal-hold`).set(staff()).send({ reason: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toBe("Field 'reason' is mandatory.");
    await t.http.put('/api/events/2147483647/legal-hold').set(staff()).send({ reason: 'x' }).expect(404);
    await t.http.delete(`/api/events/${event.id}/legal-hold`).set(staff()).send({ reason: 'x' }).expect(409);
    const bad = await t.http
      .put(`/api/events/${event.id}/retention`)
      .set(staff())
      .send({ retainUntil: 'soon', reason: 'grant' });
    expect(bad.status).toBe(400);
    const later = await t.http
      .put(`/api/events/${event.id}/retention`)
      .set(staff())
      .send({ retainUntil: '2045-01-01', reason: 'Grant 101-2031 closes in 2039' })
      .expect(200);
    expect(later.body.retainUntil).toMatchObject({ date: '2045-01-01', by: 'test-admin' });
  });

  it('anonymises a claim or every claim of an address on request, never one under a legal hold', async () => {
    const event = await endedEvent(3);
    const a = await save(event.id, { email: 'asks.for.it@court.example' });
    const b = await save(event.id, { email: 'asks.for.it@court.example' });
    const one = await t.http
      .post('/api/privacy/anonymisations')
      .set(staff())
      .send({ claimId: a, reason: 'Asked by mail on 3 March' })
      .expect(200);
    expect(one.body).toEqual({ anonymised: 1, kept: [] });
    await t.http.put(`/api/events/${event.id}/legal-hold`).set(staff()).send({ reason: 'Audit' }).expect(200);
    const held = await t.http.post('/api/privacy/anonymisations').set(staff()).send({ claimId: b, reason: 'Asked' });
    expect(held.status).toBe(409);
    expect(held.body.errorMessage).toMatch(/legal hold/);
    const all = await t.http
      .post('/api/privacy/anonymisations')
      .set(staff())
      .send({ email: 'Asks.For.It@court.example', reason: 'Asked' })
      .expect(200);
    expect(all.body).toEqual({ anonymised: 0, kept: [expect.any(String)] });
    const neither = await t.http.post('/api/privacy/anonymisations').set(staff()).send({ reason: 'Asked' });
    expect(neither.status).toBe(400);
  });
});

describe('the privacy notice', () => {
  it('is the default template naming what, why, how long and whom to contact', async () => {
    const response = await t.http.get('/api/privacy-notice').expect(200);
    expect(response.body.markdown).toMatch(/## What we collect[\s\S]*## Why[\s\S]*## For how long[\s\S]*## Contact/);
    expect(response.body.markdown).toContain('365 days after the seminar ended');
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it("is the template in the page's language: German and French, English for any other", async () => {
    const german = (await t.http.get('/api/privacy-notice').set('Accept-Language', 'de').expect(200)).body.markdown;
    expect(german).toMatch(/^# Datenschutzhinweis\n/);
    expect(german).toMatch(
      /## Was wir erheben[\s\S]*## Warum[\s\S]*## Wie lange[\s\S]*## Ihre Rechte[\s\S]*## Kontakt/,
    );
    expect(german).toContain('365 Tage nach dem Ende des Seminars');
    expect(german).toContain(
      'Europäische Akademie für juristische Fortbildung, Kornmarkt 12, 54290 Trier, Deutschland',
    );
    expect(german).toContain('„Meine Daten“ (http://localhost:3000/me/data)');
    expect(german).not.toMatch(/What we collect|Privacy notice/);

    const french = (await t.http.get('/api/privacy-notice').set('Accept-Language', 'fr-BE, fr;q=0.9').expect(200)).body
      .markdown;
    expect(french).toMatch(/^# Politique de confidentialité\n/);
    expect(french).toMatch(/## Ce que nous collectons[\s\S]*## Pourquoi[\s\S]*## Combien de temps[\s\S]*## Vos droits/);
    expect(french).toContain('365 jours après la fin du séminaire');
    expect(french).toContain('Kornmarkt 12, 54290 Trier, Allemagne');

    const other = (await t.http.get('/api/privacy-notice').set('Accept-Language', 'pl').expect(200)).body.markdown;
    expect(other).toMatch(/^# Privacy notice\n/);
  });

  it('is the academy’s file when set, and a start without it readable fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notice-'));
    writeFileSync(join(dir, 'notice.md'), '# Our notice\n\nWritten by the academy.');
    const own = await startTestApp({ ...SECRETS, PRIVACY_NOTICE_FILE: join(dir, 'notice.md') });
    try {
      expect((await own.http.get('/api/privacy-notice').expect(200)).body.markdown).toContain(
        'Written by the academy.',
      );
      // The academy's own notice is its text, in every language the page asks for.
      for (const language of ['de', 'fr']) {
        const { markdown } = (await own.http.get('/api/privacy-notice').set('Accept-Language', language).expect(200))
          .body;
        expect(markdown).toBe('# Our notice\n\nWritten by the academy.');
      }
    } finally {
      await own.close();
    }
    const missing = loadConfig({ PRIVACY_NOTICE_FILE: join(dir, 'missing.md') });
    await expect(new PrivacyNotice(missing).onModuleInit()).rejects.toThrow(/PRIVACY_NOTICE_FILE .*missing\.md/);
  });
});
