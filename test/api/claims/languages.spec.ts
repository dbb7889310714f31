import { formatsOf } from '@unit-costs/contract';

import { ClaimReminderJob } from '../../../server/src/features/claims/reminders/claim-reminder.job.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken, requestPayment } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let jane: string; // guest token of jane.doe@court.example

const approver = () => ({ Authorization: `Bearer ${t.token('approver')}` });

beforeAll(async () => {
  t = await startTestApp();
  await addRefundRate(t, 'BE', 'DE', 98);
  jane = await guestToken(t, 'jane.doe@court.example');
});
afterAll(() => t.close());

/** Saves Jane's claim for an event of its own (ended 6-8 October 2025), with `headers` on the request. */
async function saveClaim(overrides: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { id } = await createEvent(t);
  const response = await t.http
    .post('/api/travelclaim/')
    .set(headers)
    .send(await claimDraft(t, id, EMPLOYERS.brussels, overrides));
  expect(response.status).toBe(200);
  return response.body;
}

const mailFor = (identifier: string, subject: RegExp) =>
  t.mail.waitFor((m) => m.subject.includes(identifier) && subject.test(m.subject));

describe('a claim saved in German', () => {
  it('keeps its language and gets its confirmation and every status mail in German, with German amounts and dates', async () => {
    const claim = await saveClaim({ language: 'de' }, { 'Accept-Language': 'fr' });
    expect(claim.language).toBe('de');
    const euro = formatsOf('de').euro(claim.totalAmount);
    expect(euro).toBe('376,00\u00a0€');

    const saved = await mailFor(claim.identifier, /wurde gespeichert$/);
    expect(saved.subject).toBe(`Ihr Antrag auf Kostenpauschalen ${claim.identifier} wurde gespeichert`);
    expect(saved.text).toContain('Guten Tag Jane Doe,');
    expect(saved.text).toContain('vielen Dank: Ihr Antrag auf Erstattung von Reise- und Übernachtungskosten');
    expect(saved.text).toContain('Erstattung gesamt:');
    expect(saved.text).toContain(euro);
    expect(saved.text).toContain('06.10.2025 bis 08.10.2025');
    expect(saved.text).toContain('Status:');
    expect(saved.text).toContain('Gespeichert');
    expect(saved.html).toContain('Vorgangsnummer');

    await requestPayment(t, claim.guid, jane);
    const requested = await mailFor(claim.identifier, /Bankverbindung erhalten$/);
    expect(requested.text).toContain(`Auszahlung von ${euro} erhalten`);
    expect(requested.text).toContain('Angefordert');

    await t.http.put(`/api/travelclaim/${claim.guid}`).set(approver()).send({ status: 2, confirmed: true }).expect(200);
    const approved = await mailFor(claim.identifier, /wurde genehmigt$/);
    expect(approved.text).toContain(`Ihr Antrag wurde genehmigt. ${euro} werden im nächsten Zahlungslauf ausgezahlt.`);
    expect(approved.text).toContain('Im Genehmigungslauf');
  });

  it('says a refusal in German, the reason in German words', async () => {
    const claim = await saveClaim({ language: 'de' });
    await requestPayment(t, claim.guid, jane);
    await t.http
      .put(`/api/travelclaim/${claim.guid}`)
      .set({ Authorization: `Bearer ${t.token('admin')}` })
      .send({ status: 5, rejectReason: 1 })
      .expect(200);
    const rejected = await mailFor(claim.identifier, /wurde abgelehnt$/);
    expect(rejected.text).toContain('Ihr Antrag wurde abgelehnt. Grund: Teilnahmegebühr nicht bezahlt.');
  });
});

describe("the event's title and the countries in a German claim's mails", () => {
  it('are German where the event has a German title, with German amounts and dates; the reminder too', async () => {
    const event = await createEvent(t, {
      title: 'Judicial cooperation in criminal matters',
      languages: [
        { language: 'de', title: 'Justizielle Zusammenarbeit in Strafsachen' },
        { language: 'fr', title: 'La coopération judiciaire en matière pénale' },
      ],
    });
    const response = await t.http
      .post('/api/travelclaim/')
      .send(await claimDraft(t, event.id, EMPLOYERS.brussels, { language: 'de', email: 'dora@court.example' }))
      .expect(200);
    const claim = response.body as { identifier: string; totalAmount: number };

    const saved = await mailFor(claim.identifier, /wurde gespeichert$/);
    expect(saved.text).toMatch(
      new RegExp(`^Veranstaltung: +${event.number}: Justizielle Zusammenarbeit in Strafsachen$`, 'm'),
    );
    expect(saved.text).toMatch(/^Termin: +06\.10\.2025 bis 08\.10\.2025$/m);
    expect(saved.text).toMatch(/^Veranstaltungsort: +Academy Conference Centre, Trier, Deutschland$/m);
    expect(saved.text).toMatch(/^Erstattung gesamt: +376,00\u00a0€$/m);
    expect(saved.html).toContain('Justizielle Zusammenarbeit in Strafsachen');
    expect(saved.text).not.toMatch(/Judicial cooperation|Germany|Belgium|€\d/);

    // Status mails carry the employer's address: its country in German.
    await t.http
      .post('/api/travelclaim/summary')
      .set(approver())
      .send({ Recipient: 'auditor@grants.example', Guid: response.body.guid })
      .expect(200);
    const summary = await mailFor(claim.identifier, /: Übersicht$/);
    expect(summary.text).toMatch(/^Arbeitgeber: +Court of Appeal Brussels, Place Poelaert 1, 1000 Brussels, Belgien$/m);

    // A week after the event (6-8 October 2025), with no deadline: the German reminder, and no English 'none'.
    await t.app.get(ClaimReminderJob).run(new Date('2025-10-15T10:00:00Z'));
    const reminder = await mailFor(claim.identifier, /Sie können jetzt die Auszahlung anfordern$/);
    expect(reminder.text).toContain(
      `das Seminar ${event.number} „Justizielle Zusammenarbeit in Strafsachen“ ist beendet, und Ihr Antrag ${claim.identifier} über 376,00\u00a0€ ist gespeichert`,
    );
    expect(reminder.text).toMatch(/^Termin: +06\.10\.2025 bis 08\.10\.2025$/m);
    expect(reminder.text).not.toMatch(/\bnone\b|Anfordern bis|gestellt werden/);
  });
});

describe('the language of a claim', () => {
  it("is the request's Accept-Language without one in the draft", async () => {
    const claim = await saveClaim({}, { 'Accept-Language': 'fr-BE, fr;q=0.9, en;q=0.5' });
    expect(claim.language).toBe('fr');
    const saved = await mailFor(claim.identifier, /a été enregistrée$/);
    expect(saved.text).toContain('Bonjour Jane Doe,');
    expect(saved.text).toContain('du 6 oct. 2025 au 8 oct. 2025');
    expect(saved.text).toContain(formatsOf('fr').euro(claim.totalAmount));
  });

  it('is English without either, and the English mail is the one it always was', async () => {
    const claim = await saveClaim({}, { 'Accept-Language': 'pl, es;q=0.8' });
    expect(claim.language).toBe('en');
    const saved = await mailFor(claim.identifier, /has been saved$/);
    expect(saved.subject).toBe(`Your unit-cost claim ${claim.identifier} has been saved`);
    expect(saved.text).toContain('Dear Jane Doe,');
    expect(saved.text).toContain('6 Oct 2025 to 8 Oct 2025');
    expect(saved.text).toContain('Total refund:');
    expect(saved.text).toContain('€376.00');
  });

  it('must be one of en, de and fr', async () => {
    const { id } = await createEvent(t);
    const response = await t.http
      .post('/api/travelclaim/')
      .send(await claimDraft(t, id, EMPLOYERS.brussels, { language: 'xx' }));
    expect(response.status).toBe(400);
    expect(response.body.errors.Language).toEqual(["Field 'Language' must be 'en', 'de' or 'fr'."]);
  });
});

describe('the sign-in code mail', () => {
  it('is in the language of the page that asked for it', async () => {
    const since = t.mail.mails.length;
    await t.http.post('/auth/guest').set('Accept-Language', 'de').send({ Email: 'max@court.example' }).expect(200);
    const mail = await t.mail.waitFor((m) => t.mail.mails.indexOf(m) >= since && m.to.includes('max@court.example'));
    expect(mail.subject).toBe('Ihr Anmeldecode für Ihre Anträge auf Kostenpauschalen');
    expect(mail.text).toMatch(/^Ihr Anmeldecode lautet \d{6}$/m);
    expect(mail.text).toContain('Der Code ist 15 Minuten gültig');
    expect(mail.html).toContain('<a href=');
  });
});
