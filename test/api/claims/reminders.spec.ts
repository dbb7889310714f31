import { randomBytes } from 'node:crypto';

import { ClaimReminderJob } from '../../../server/src/features/claims/reminders/claim-reminder.job.js';
import {
  addRefundRate,
  askErasure,
  claimDraft,
  createEvent,
  EMPLOYERS,
  guestToken,
  requestPayment,
} from '../../support/claims.js';
import type { ReceivedMail } from '../../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Shared by the replicas: passport keeps one strategy per name, the last app's secret, for all of them. */
const SECRETS = { APP_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('hex') };
const DAY = 86_400_000;
let t: TestApp;
let replica: TestApp;

beforeAll(async () => {
  t = await startTestApp(SECRETS);
  replica = await startTestApp({ ...SECRETS, DATABASE_URL: t.databaseUrl });
  await addRefundRate(t, 'BE', 'DE', 92);
  await t.settled();
  await replica.settled();
});

afterAll(async () => {
  await replica?.close();
  await t?.close();
});

/** An event that ended `endedDaysAgo` days ago (noon UTC) whose claims can be requested until `deadlineInDays`. */
async function event(endedDaysAgo: number, deadlineInDays: number | null) {
  const end = new Date(Date.now() - endedDaysAgo * DAY);
  end.setUTCHours(12, 0, 0, 0);
  const deadline = deadlineInDays === null ? null : new Date(end.getTime() + (endedDaysAgo + deadlineInDays) * DAY);
  const created = await createEvent(t, {
    startDate: new Date(end.getTime() - DAY).toISOString(),
    endDate: end.toISOString(),
    offlineDate: deadline?.toISOString() ?? null,
  });
  await t.settled();
  await replica.settled();
  return { ...created, end, deadline };
}

async function save(eventId: number, email: string): Promise<{ guid: string; identifier: string }> {
  const response = await t.http
    .post('/api/travelclaim')
    .send(await claimDraft(t, eventId, EMPLOYERS.brussels, { email }))
    .expect(200);
  return { guid: response.body.guid, identifier: response.body.identifier };
}

/** The reminder mails written to the outbox (one row per mail, whichever replica delivers it), per recipient. */
async function reminders(kind: string): Promise<Record<string, number>> {
  const rows: { recipient: string; count: number }[] = await t.db.query(
    `SELECT recipient, count(*)::int AS count FROM mail_outbox WHERE kind = $1 GROUP BY recipient`,
    [kind],
  );
  return Object.fromEntries(rows.map((row) => [row.recipient, row.count]));
}

/** The mail as delivered, by either replica's SMTP server. */
function delivered(predicate: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  return Promise.race([t.mail.waitFor(predicate), replica.mail.waitFor(predicate)]);
}

/** Both replicas run the job at `now` at the same moment; answers how many each reminded. */
async function runOnBoth(now: Date) {
  return Promise.all([t.app.get(ClaimReminderJob).run(now), replica.app.get(ClaimReminderJob).run(now)]);
}

describe('reminders for a claim still Saved', () => {
  it('go once a week after the event and once a week before the deadline, with what to do and the link', async () => {
    const seminar = await event(2, 30);
    const claim = await save(seminar.id, 'still.saved@court.example');

    expect(await t.app.get(ClaimReminderJob).run(new Date(seminar.end.getTime() + 5 * DAY))).toEqual({
      'after-event': 0,
      'before-deadline': 0,
    });

    const weekAfter = new Date(seminar.end.getTime() + 7 * DAY);
    await runOnBoth(weekAfter);
    await runOnBoth(weekAfter);
    expect(await reminders('claim-reminder-after-event')).toEqual({ 'still.saved@court.example': 1 });
    const first = await delivered((mail) => mail.subject.includes(`${claim.identifier}: you can now request`));
    expect(first.to).toEqual(['still.saved@court.example']);
    expect(first.text).toContain(claim.identifier);
    expect(first.text).toContain(seminar.number);
    expect(first.text).toContain('enter the bank account');
    expect(first.text).toContain(`/me/claims/${claim.guid}/bankdetails`);

    const weekBefore = new Date(seminar.deadline!.getTime() - 7 * DAY);
    await runOnBoth(weekBefore);
    await runOnBoth(new Date(weekBefore.getTime() + DAY));
    expect(await reminders('claim-reminder-before-deadline')).toEqual({ 'still.saved@court.example': 1 });
    expect(await reminders('claim-reminder-after-event')).toEqual({ 'still.saved@court.example': 1 });
    const second = await delivered((mail) => mail.subject.includes(`${claim.identifier}: request the payment by`));
    expect(second.text).toContain(claim.identifier);
    expect(second.text).toContain(seminar.number);
    expect(second.text).toMatch(/Request by:\s+\d{1,2} \w{3} \d{4}/);
    expect(second.text).toContain(`/me/claims/${claim.guid}/bankdetails`);

    // Past the deadline nothing more.
    expect(await runOnBoth(new Date(seminar.deadline!.getTime() + DAY))).toEqual([
      { 'after-event': 0, 'before-deadline': 0 },
      { 'after-event': 0, 'before-deadline': 0 },
    ]);
  });

  it('are not sent for a Requested claim', async () => {
    const seminar = await event(3, 20);
    const saved = await save(seminar.id, 'saved.one@court.example');
    const requested = await save(seminar.id, 'requested.one@court.example');
    await requestPayment(t, requested.guid, await guestToken(t, 'requested.one@court.example'));

    await runOnBoth(new Date(seminar.end.getTime() + 8 * DAY));
    await runOnBoth(new Date(seminar.deadline!.getTime() - 6 * DAY));
    for (const kind of ['claim-reminder-after-event', 'claim-reminder-before-deadline']) {
      const sent = await reminders(kind);
      expect({ kind, saved: sent['saved.one@court.example'], requested: sent['requested.one@court.example'] }).toEqual({
        kind,
        saved: 1,
        requested: undefined,
      });
    }
    await delivered(
      (mail) => mail.subject.includes(saved.identifier) && mail.subject.includes('request the payment by'),
    );
  });

  it("are not sent for a claim restricted at its owner's request", async () => {
    const seminar = await event(2, 20);
    const other = await save(seminar.id, 'not.erased@court.example');
    const kept = await save(seminar.id, 'erased.kept@court.example');
    // A legal hold keeps even a Saved claim when its owner asks for erasure: restricted, not anonymised.
    await t.http
      .put(`/api/events/${seminar.id}/legal-hold`)
      .set('Authorization', `Bearer ${t.token('admin')}`)
      .send({ reason: 'Court of Auditors review 2026/17' })
      .expect(200);
    expect(await askErasure(t, 'erased.kept@court.example')).toEqual([kept.identifier]);

    await runOnBoth(new Date(seminar.end.getTime() + 7 * DAY));
    await runOnBoth(new Date(seminar.deadline!.getTime() - 6 * DAY));
    for (const kind of ['claim-reminder-after-event', 'claim-reminder-before-deadline']) {
      const sent = await reminders(kind);
      expect({ kind, other: sent['not.erased@court.example'], kept: sent['erased.kept@court.example'] }).toEqual({
        kind,
        other: 1,
        kept: undefined,
      });
    }
    await delivered(
      (mail) => mail.subject.includes(other.identifier) && mail.subject.includes('request the payment by'),
    );
    const remindsKept = (mail: ReceivedMail) =>
      new RegExp(`${kept.identifier}: (you can now request|request the payment by)`).test(mail.subject);
    expect([...t.mail.mails, ...replica.mail.mails].filter(remindsKept)).toEqual([]);
  });

  it('are sent once each when two replicas race over many claims', async () => {
    const seminar = await event(1, null);
    const owners = Array.from({ length: 40 }, (_, i) => `race-${i}@court.example`);
    for (const owner of owners) await save(seminar.id, owner);

    const runs = await runOnBoth(new Date(seminar.end.getTime() + 7 * DAY + 3_600_000));
    expect(runs[0]['after-event'] + runs[1]['after-event']).toBe(40);
    const sent = await reminders('claim-reminder-after-event');
    expect(owners.map((owner) => sent[owner])).toEqual(owners.map(() => 1));
    // Without a deadline there is no second reminder.
    expect(
      Object.keys(await reminders('claim-reminder-before-deadline')).filter((to) => to.startsWith('race-')),
    ).toEqual([]);
  });

  it('are not sent for an event that ended long before (no backlog mailed at once)', async () => {
    const seminar = await event(1, null);
    await save(seminar.id, 'long.ago@court.example');
    await runOnBoth(new Date(seminar.end.getTime() + 30 * DAY));
    expect((await reminders('claim-reminder-after-event'))['long.ago@court.example']).toBeUndefined();
  });
});
