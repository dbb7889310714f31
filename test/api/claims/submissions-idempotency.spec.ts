import { randomUUID } from 'node:crypto';

import { ClaimSubmissionsHousekeeping } from '../../../server/src/features/claims/claim-submissions.housekeeping.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The public claim form's save: one claim per submission, and no mail relay for anyone's text. */

let t: TestApp;
let eventId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ id: eventId } = await createEvent(t));
  await addRefundRate(t, 'BE', 'DE', 98);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for a mail, if one were coming, to arrive. */
const QUIET_MS = 2000;

const draftFor = (email: string, overrides: Record<string, unknown> = {}) =>
  claimDraft(t, eventId, EMPLOYERS.brussels, { email, ...overrides });
const post = (draft: Record<string, unknown>, key?: string) => {
  const request = t.http.post('/api/travelclaim/');
  if (key !== undefined) request.set('Idempotency-Key', key);
  return request.send(draft);
};
const claimsOf = async (email: string): Promise<number> =>
  (await t.db.query(`SELECT count(*)::int AS count FROM claim WHERE email = $1`, [email]))[0].count;
const mailsTo = (email: string) => t.mail.mails.filter((mail) => mail.to.includes(email));

describe('Idempotency-Key on POST /api/travelclaim/', () => {
  it('forgets keys past their 24 hours when pruned, and keeps newer ones', async () => {
    const draft = await draftFor('pruned@court.example');
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    expect((await post(draft, oldKey)).status).toBe(200);
    expect((await post(draft, newKey)).status).toBe(200);
    await t.db.query(
      `UPDATE claim_submission SET created_at = now() - interval '25 hours' WHERE idempotency_key = $1`,
      [oldKey],
    );

    await t.app.get(ClaimSubmissionsHousekeeping).prune();

    const keys: { idempotency_key: string }[] = await t.db.query(
      `SELECT idempotency_key FROM claim_submission WHERE idempotency_key = ANY($1)`,
      [[oldKey, newKey]],
    );
    expect(keys).toEqual([{ idempotency_key: newKey }]);
  });

  it('saves anew a key past its 24 hours that is not pruned yet', async () => {
    const draft = await draftFor('expired@court.example');
    const key = randomUUID();
    const first = await post(draft, key);
    await t.db.query(
      `UPDATE claim_submission SET created_at = now() - interval '25 hours' WHERE idempotency_key = $1`,
      [key],
    );

    const again = await post(draft, key);

    expect(again.status).toBe(200);
    expect(again.body.guid).not.toBe(first.body.guid);
    expect(await claimsOf('expired@court.example')).toBe(2);
    const [{ claim_id }] = await t.db.query(`SELECT claim_id FROM claim_submission WHERE idempotency_key = $1`, [key]);
    expect(claim_id).toBe(again.body.guid);
  });

  it("keeps the request's language when it saves anew a key past its 24 hours", async () => {
    const draft = await draftFor('expired-fr@court.example');
    const key = randomUUID();
    const inFrench = () => post(draft, key).set('Accept-Language', 'fr');
    expect((await inFrench()).body.language).toBe('fr');
    await t.db.query(
      `UPDATE claim_submission SET created_at = now() - interval '25 hours' WHERE idempotency_key = $1`,
      [key],
    );

    const again = await inFrench();

    expect(again.status).toBe(200);
    expect(again.body.language).toBe('fr');
    const languages: { language: string }[] = await t.db.query(
      `SELECT language FROM claim WHERE email = $1 ORDER BY submitted_at`,
      ['expired-fr@court.example'],
    );
    expect(languages).toEqual([{ language: 'fr' }, { language: 'fr' }]);
  });

  it('answers a repeated submission with the first answer and saves nothing new', async () => {
    const draft = await draftFor('retry@court.example');
    const key = randomUUID();

    const first = await post(draft, key);
    const again = await post(draft, key);

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await claimsOf('retry@court.example')).toBe(1);
    await t.mail.waitFor((mail) => mail.to.includes('retry@court.example'));
    await sleep(QUIET_MS);
    expect(mailsTo('retry@court.example')).toHaveLength(1);
  });

  it('makes one claim and one mail of two parallel identical submissions (a double click)', async () => {
    const draft = await draftFor('double.click@court.example');
    const key = randomUUID();

    const [one, two] = await Promise.all([post(draft, key), post(draft, key)]);

    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.guid).toBe(one.body.guid);
    expect(await claimsOf('double.click@court.example')).toBe(1);
    await t.mail.waitFor((mail) => mail.to.includes('double.click@court.example'));
    await sleep(QUIET_MS);
    expect(mailsTo('double.click@court.example')).toHaveLength(1);
  });

  it('saves each submission with its own key, and every one without a key', async () => {
    const draft = await draftFor('two.claims@court.example');
    await post(draft, randomUUID()).expect(200);
    await post(draft, randomUUID()).expect(200);
    await post(draft).expect(200);
    expect(await claimsOf('two.claims@court.example')).toBe(3);
  });

  it('refuses a key used for a different claim (422) and a malformed key (400), saving nothing', async () => {
    const key = randomUUID();
    await post(await draftFor('first.use@court.example'), key).expect(200);

    const reused = await post(await draftFor('other.claim@court.example'), key);
    expect(reused.status).toBe(422);
    expect(reused.body.errorMessage).toBe(
      'This Idempotency-Key was already used for a different claim. Send a new key with each new claim.',
    );
    const malformed = await post(await draftFor('other.claim@court.example'), 'x'.repeat(201));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({
      'Idempotency-Key': ['The Idempotency-Key header must be 1 to 200 visible ASCII characters.'],
    });
    expect(await claimsOf('other.claim@court.example')).toBe(0);
  });
});

describe('confirmation mails from the public form', () => {
  it('mails one address at most 5 times an hour, still saves every claim and says why no mail came', async () => {
    const email = 'flooded@court.example';
    const draft = await draftFor(email);
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await post(draft).expect(200)).body);

    expect(answers.slice(0, 5).map((answer) => answer.confirmationMail)).toEqual(
      Array(5).fill({
        sent: true,
        message: `A confirmation has been sent to ${email}.`,
        messageKey: { key: 'completed.confirmationSent', values: { email } },
      }),
    );
    expect(answers[6].confirmationMail).toEqual({
      sent: false,
      message:
        `No confirmation mail was sent: ${email} has already received 5 in the last hour. ` +
        'Your claim is saved all the same; sign in with this address to see it.',
      messageKey: { key: 'completed.confirmationHeldBack', values: { email, limit: 5 } },
    });
    expect(await claimsOf(email)).toBe(7);
    await sleep(QUIET_MS * 2);
    expect(mailsTo(email)).toHaveLength(5);
  });

  it('holds the limit for parallel saves too', async () => {
    const email = 'parallel.flood@court.example';
    const draft = await draftFor(email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(draft)));
    expect(answers.filter((answer) => answer.body.confirmationMail.sent)).toHaveLength(5);
    await sleep(QUIET_MS * 2);
    expect(mailsTo(email)).toHaveLength(5);
  });

  it.each([
    ['firstname', 'Visit evil.example', 'Firstname'],
    ['lastname', 'Doe <a href="https://evil.example">click</a>', 'Lastname'],
    ['institution', 'Claim your prize at www.prize', 'Institution'],
    ['institution', 'Court https://x', 'Institution'],
  ])('refuses a %s that is not plain text (%s)', async (field, value, key) => {
    const response = await post(await draftFor('links@court.example', { [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      [key]: [`Field ${key} may only hold plain text, without web addresses or markup.`],
    });
  });

  it('accepts plain names with dots and apostrophes, and mails no link but the app’s own', async () => {
    const email = 'plain.names@court.example';
    await post(
      await draftFor(email, {
        firstname: 'J.R.R.',
        lastname: "O'Brien-Müller",
        institution: 'Min. of Justice & Courts',
        street: 'See www.evil.example 1',
      }),
    ).expect(200);
    const mail = await t.mail.waitFor((received) => received.to.includes(email));
    expect(mail.text).toContain("J.R.R. O'Brien-Müller");
    const links = [...`${mail.text} ${mail.html}`.matchAll(/(?:https?:\/\/|www\.)[^\s<"]+/g)].map(([link]) => link);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:3000\//);
    expect(mail.html).toContain('O&#39;Brien-Müller');
  });
});
