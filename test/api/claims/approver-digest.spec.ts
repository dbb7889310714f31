import { randomBytes } from 'node:crypto';

import { ApproverDigestJob } from '../../../server/src/features/claims/digest/approver-digest.job.js';
import {
  addRefundRate,
  askErasure,
  claimDraft,
  createEvent,
  EMPLOYERS,
  guestToken,
  requestPayment,
} from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The approvers' daily digest of claims waiting for a decision, once a day across replicas. */

const SECRETS = { APP_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('hex') };
let t: TestApp;
let replica: TestApp;
let eventId: number;

beforeAll(async () => {
  t = await startTestApp({ ...SECRETS, DECISION_REMINDER_DAYS: '7', PUBLIC_URL: 'https://claims.academy.example' });
  replica = await startTestApp({
    ...SECRETS,
    DATABASE_URL: t.databaseUrl,
    // Whichever replica's outbox sends a digest, it reaches the one sink the test reads.
    SMTP_URL: t.mail.url,
    PUBLIC_URL: 'https://claims.academy.example',
  });
  ({ id: eventId } = await createEvent(t));
  await addRefundRate(t, 'BE', 'DE', 98);
  for (const [username, roles] of [
    ['anna', ['Approver']],
    ['bert', ['Approver']],
    ['carl', ['Staff']],
  ] as const) {
    const created = await t.http
      .post('/api/staff')
      .set({ Authorization: `Bearer ${t.token('admin')}` })
      .send({ username, displayName: `${username} Example`, email: `${username}@academy.example`, roles });
    expect(created.status).toBe(201);
  }
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

/** A claim requested `daysAgo` days ago (its audit row's time moved back). */
async function requestedClaim(email: string, daysAgo: number): Promise<{ guid: string; identifier: string }> {
  const saved = await t.http.post('/api/travelclaim').send(await claimDraft(t, eventId, EMPLOYERS.brussels, { email }));
  expect(saved.status).toBe(200);
  await requestPayment(t, saved.body.guid, await guestToken(t, email));
  await t.db.query(
    `UPDATE claim_audit SET created_at = now() - make_interval(days => $2) WHERE claim_id = $1 AND action = 0`,
    [saved.body.guid, daysAgo],
  );
  return { guid: saved.body.guid, identifier: saved.body.identifier };
}

const digests = () => t.mail.mails.filter((mail) => /for your decision$/.test(mail.subject));

describe("the approvers' daily digest", () => {
  it('sends nothing while no claim has waited longer than DECISION_REMINDER_DAYS', async () => {
    await requestedClaim('fresh@court.example', 2);
    expect(await t.app.get(ApproverDigestJob).run()).toBe(0);
    expect(digests()).toEqual([]);
  });

  it('mails each Approver once a day, listing the claims waiting longer, with links to their console pages', async () => {
    const late = await requestedClaim('late@court.example', 9);
    const later = await requestedClaim('later@court.example', 12);
    // Waiting longest, but restricted at its owner's request: in no mail (claims/restriction.ts).
    const kept = await requestedClaim('erased.kept@court.example', 15);
    expect(await askErasure(t, 'erased.kept@court.example')).toEqual([kept.identifier]);
    // Two replicas run the job at the same moment, and again later that day.
    const now = new Date();
    const [first, second] = await Promise.all([
      t.app.get(ApproverDigestJob).run(now),
      replica.app.get(ApproverDigestJob).run(now),
    ]);
    expect(first + second).toBe(2);
    expect(await t.app.get(ApproverDigestJob).run(new Date(now.getTime() + 60_000))).toBe(0);
    await t.mail.waitFor((mail) => mail.to.includes('bert@academy.example') && /decision/.test(mail.subject));
    await t.mail.waitFor((mail) => mail.to.includes('anna@academy.example') && /decision/.test(mail.subject));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const mails = digests();
    expect(mails.map((mail) => mail.to).sort()).toEqual([['anna@academy.example'], ['bert@academy.example']]);
    const [mail] = mails;
    expect(mail.subject).toBe('2 claims wait for your decision');
    expect(mail.text).toContain('2 claims have been waiting for a decision for more than 7 days.');
    // The longest waiting first, each with its console page; the fresh claim is not listed.
    const laterAt = mail.text.indexOf(later.identifier);
    expect(laterAt).toBeGreaterThan(-1);
    expect(mail.text.indexOf(late.identifier)).toBeGreaterThan(laterAt);
    expect(mail.text).toContain('(12 days ago)');
    expect(mail.text).toContain(`https://claims.academy.example/admin/claim/${later.guid}`);
    expect(mail.html).toContain(`<a href="https://claims.academy.example/admin/claim/${late.guid}">`);
    expect(mail.text).not.toContain('fresh@court.example');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(kept.identifier);
      expect(part).not.toContain(kept.guid);
      expect(part).not.toMatch(/Erased|Kept/);
    }
    expect(mail.text).not.toMatch(/Fresh/);
  });

  it('goes out again the next day while claims still wait', async () => {
    const before = digests().length;
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await t.app.get(ApproverDigestJob).run(tomorrow)).toBe(2);
    await t.mail.waitFor(() => digests().length === before + 2);
  });
});
