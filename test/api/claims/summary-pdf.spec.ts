import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { TokenIssuer } from '../../../server/src/platform/auth/token-issuer.service.js';
import {
  addRefundRate,
  claimDraft,
  createEvent,
  EMPLOYERS,
  guestToken,
  participantIban,
  requestPayment,
} from '../../support/claims.js';
import { binary } from '../../support/documents.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let folder: string;
let claim: { guid: string; identifier: string };
let owner: string;

/** The PDF's text as poppler's pdftotext reads it (layout kept, so a label and its value share a line). */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  if (process.env.SCREENSHOTS) await writeFile('/tmp/shots/claim-summary.pdf', pdf);
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

async function pageCount(pdf: Buffer): Promise<number> {
  const file = join(folder, 'pages.pdf');
  await writeFile(file, pdf);
  const { stdout } = await promisify(execFile)('pdfinfo', [file]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
}

const summary = (guid: string, token: string) =>
  t.http.get(`/api/travelclaim/${guid}/summary.pdf`).set('Authorization', `Bearer ${token}`).buffer(true).parse(binary);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'uc-pdf-'));
  t = await startTestApp();
  const { id } = await createEvent(t, { title: 'Cross-border insolvency in practice' });
  await addRefundRate(t, 'BE', 'DE', 98);
  const response = await t.http.post('/api/travelclaim/').send(
    await claimDraft(t, id, EMPLOYERS.brussels, {
      firstname: 'Zoë',
      lastname: 'Łukasiewicz',
      email: 'zoe@court.example',
    }),
  );
  claim = response.body;
  owner = await guestToken(t, 'zoe@court.example');
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('GET /api/travelclaim/{guid}/summary.pdf', () => {
  it('gives the owner a one-page PDF with the transaction number, names, seminar and totals', async () => {
    const response = await summary(claim.guid, owner);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="claim-${claim.identifier}.pdf"`);
    expect(await pageCount(response.body)).toBe(1);
    const text = await pdfText(response.body);
    expect(text).toContain('European Academy for Legal Training');
    expect(text).toContain(`Unit-cost claim ${claim.identifier}`);
    expect(text).toMatch(/Name\s+Zoë Łukasiewicz/);
    expect(text).toMatch(/Employer\s+Court of Appeal Brussels/);
    expect(text).toMatch(/Address\s+Place Poelaert 1, 1000 Brussels, Belgium/);
    expect(text).toMatch(/Title\s+Cross-border insolvency in practice/);
    expect(text).toMatch(/Dates\s+6 October 2025 to 8 October 2025/);
    expect(text).toMatch(/Venue\s+Academy Conference Centre, Trier, Germany/);
    expect(text).toMatch(/Distance\s+202 km/);
    expect(text).toMatch(/Travel\s+Land Travel: €180\.00/);
    expect(text).toMatch(/Nights\s+2/);
    expect(text).toMatch(/Rate per night\s+€98\.00/);
    expect(text).toMatch(/Accommodation\s+€196\.00/);
    expect(text).toMatch(/Total refund\s+€376\.00/);
    expect(text).toMatch(/Status\s+Saved since \d{1,2} \w+ \d{4}/);
    expect(text).not.toContain('Bank account');
  });

  it('shows staff the status with its date and the bank account masked, even to an approver', async () => {
    await requestPayment(t, claim.guid, owner);
    const response = await summary(claim.guid, t.token('approver'));
    expect(response.status).toBe(200);
    const text = await pdfText(response.body);
    expect(text).toMatch(/Status\s+Requested since \d{1,2} \w+ \d{4}/);
    expect(text).toContain('Bank account');
    const iban = participantIban('zoe@court.example');
    expect(text).toMatch(new RegExp(`IBAN\\s+${iban.slice(0, 4)} \\*{4} \\*{4} \\*{4} \\*{2}${iban.slice(-5)}`));
    expect(text).not.toContain(iban);
  });

  it('draws each of several summaries asked for at once with its own letters (the fonts are parsed once, shared)', async () => {
    const { id } = await createEvent(t, { title: 'Σεμινάριο για το δίκαιο της ΕΕ' });
    const other = (
      await t.http.post('/api/travelclaim/').send(
        await claimDraft(t, id, EMPLOYERS.brussels, {
          firstname: 'Дмитрий',
          lastname: 'Παπαδόπουλος',
          email: 'dimitris@court.example',
        }),
      )
    ).body as { guid: string; identifier: string };
    const otherOwner = await guestToken(t, 'dimitris@court.example');
    const [first, second] = await Promise.all([summary(claim.guid, owner), summary(other.guid, otherOwner)]);
    const [firstText, secondText] = await Promise.all([pdfText(first.body), pdfText(second.body)]);
    expect(firstText).toMatch(/Name\s+Zoë Łukasiewicz/);
    expect(firstText).not.toContain('Παπαδόπουλος');
    expect(secondText).toMatch(/Name\s+Дмитрий Παπαδόπουλος/);
    expect(secondText).toMatch(/Title\s+Σεμινάριο για το δίκαιο της ΕΕ/);
    expect(secondText).toContain(`Unit-cost claim ${other.identifier}`);
  });

  it('is "not found" for another participant, as the claim is, and needs a sign-in', async () => {
    const stranger = await guestToken(t, 'stranger@court.example');
    const response = await summary(claim.guid, stranger);
    expect(response.status).toBe(404);
    expect((await t.http.get(`/api/travelclaim/${claim.guid}`).set('Authorization', `Bearer ${stranger}`)).status).toBe(
      404,
    );
    expect((await t.http.get(`/api/travelclaim/${claim.guid}/summary.pdf`)).status).toBe(401);
    expect((await summary('not-a-guid', owner)).status).toBe(404);
  });
});

describe('a claim saved in German or French', () => {
  it("gets its summary in the claim's language, with the event's title in it, whoever downloads it", async () => {
    const { id } = await createEvent(t, {
      title: 'Family law across borders',
      languages: [
        { language: 'de', title: 'Familienrecht über Grenzen hinweg' },
        { language: 'fr', title: 'Le droit de la famille au-delà des frontières' },
      ],
    });
    const save = async (language: string, email: string) =>
      (
        await t.http
          .post('/api/travelclaim/')
          .send(await claimDraft(t, id, EMPLOYERS.brussels, { language, email }))
          .expect(200)
      ).body as { guid: string; identifier: string };

    const german = await save('de', 'greta@court.example');
    // Staff download it too: the document is the participant's, in the claim's language.
    const de = await pdfText((await summary(german.guid, t.token('approver'))).body);
    expect(de).toContain('Europäische Akademie für juristische Fortbildung');
    expect(de).toContain(`Antrag auf Kostenpauschalen ${german.identifier}`);
    expect(de).toMatch(/Status\s+Gespeichert seit \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}/);
    expect(de).toMatch(/Anschrift\s+Place Poelaert 1, 1000 Brussels, Belgien/);
    expect(de).toMatch(/Titel\s+Familienrecht über Grenzen hinweg/);
    expect(de).toMatch(/Termin\s+6\. Oktober 2025 bis 8\. Oktober 2025/);
    expect(de).toMatch(/Veranstaltungsort\s+Academy Conference Centre, Trier, Deutschland/);
    expect(de).toMatch(/Reise\s+Landweg: 180,00 €/);
    expect(de).toMatch(/Erstattung gesamt\s+376,00 €/);

    const french = await save('fr', 'francois@court.example');
    const fr = (
      await pdfText((await summary(french.guid, await guestToken(t, 'francois@court.example'))).body)
    ).replace(/[\u202f\u00a0]/g, ' ');
    expect(fr).toContain(`Demande de coûts unitaires ${french.identifier}`);
    expect(fr).toMatch(/Titre\s+Le droit de la famille au-delà des frontières/);
    expect(fr).toMatch(/Dates\s+du 6 octobre 2025 au 8 octobre 2025/);
    expect(fr).toMatch(/Voyage\s+Voie terrestre\s: 180,00 €/);
    expect(fr).toMatch(/Remboursement total\s+376,00 €/);
  });
});

describe('claim mails', () => {
  it('carry the PDF summary when staff send the summary, not the save confirmation of the anonymous form', async () => {
    const saved = await t.mail.waitFor(
      (mail) => mail.subject === `Your unit-cost claim ${claim.identifier} has been saved`,
    );
    expect(saved.attachments).toEqual([]);
    expect(saved.text).not.toContain('attached');

    await t.http
      .post('/api/travelclaim/summary')
      .set('Authorization', `Bearer ${t.token('staff')}`)
      .send({ Recipient: 'auditor@grants.example', Guid: claim.guid })
      .expect(200);
    const sent = await t.mail.waitFor((mail) => mail.to.includes('auditor@grants.example'));
    expect(sent.attachments.map(({ filename }) => filename)).toEqual([`claim-${claim.identifier}.pdf`]);
    expect(sent.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the save confirmation', () => {
  let eventId: number;
  beforeAll(async () => {
    ({ id: eventId } = await createEvent(t, { title: 'Judicial cooperation in civil matters' }));
  });

  /** Saves a claim for `email`, with the bearer token when given, and answers the response. */
  const save = async (email: string, authorization?: string, idempotencyKey?: string) => {
    const draft = await claimDraft(t, eventId, EMPLOYERS.brussels, { firstname: 'Ana', lastname: 'Ñúñez', email });
    const post = t.http.post('/api/travelclaim/');
    if (authorization !== undefined) post.set('Authorization', authorization);
    if (idempotencyKey !== undefined) post.set('Idempotency-Key', idempotencyKey);
    return post.send(draft);
  };
  const confirmationOf = (identifier: string) =>
    t.mail.waitFor((mail) => mail.subject === `Your unit-cost claim ${identifier} has been saved`);
  const claimsOf = async (email: string) =>
    Number((await t.db.query('SELECT count(*) AS n FROM claim WHERE email = $1', [email]))[0].n);

  it("carries the PDF summary when the participant saves signed in with the claim's address", async () => {
    const token = await guestToken(t, 'Ana@Court.example');
    const response = await save('ana@court.example', `Bearer ${token}`);
    expect(response.status).toBe(200);

    const mail = await confirmationOf(response.body.identifier);
    expect(mail.to).toEqual(['ana@court.example']);
    expect(mail.text).toContain("The claim's full summary is attached as a PDF.");
    expect(mail.attachments.map(({ filename }) => filename)).toEqual([`claim-${response.body.identifier}.pdf`]);
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain(`Unit-cost claim ${response.body.identifier}`);
    expect(text).toMatch(/Name\s+Ana Ñúñez/);
    expect(text).toMatch(/Employer\s+Court of Appeal Brussels/);
    expect(text).toMatch(/Title\s+Judicial cooperation in civil matters/);
    expect(text).toMatch(/Travel\s+Land Travel: €180\.00/);
    expect(text).toMatch(/Accommodation\s+€196\.00/);
    expect(text).toMatch(/Total refund\s+€376\.00/);
  });

  it('carries none when the signed-in participant saves a claim for another address, or staff save one', async () => {
    const stranger = await guestToken(t, 'someone.else@court.example');
    const forOther = await save('victim@court.example', `Bearer ${stranger}`);
    expect(forOther.status).toBe(200);
    expect((await confirmationOf(forOther.body.identifier)).attachments).toEqual([]);

    const byStaff = await save('colleague@court.example', `Bearer ${t.token('staff')}`);
    expect(byStaff.status).toBe(200);
    expect((await confirmationOf(byStaff.body.identifier)).attachments).toEqual([]);
  });

  it('refuses a token that is not valid with 401 and saves nothing; the same submission then saves without one', async () => {
    const claims = {
      sub: 'retry@court.example',
      kind: 'guest' as const,
      name: 'retry@court.example',
      roles: [],
      sid: 'a-session',
    };
    const expired = await t.app.get(TokenIssuer).issue(claims, -60);
    for (const authorization of [
      `Bearer ${expired.token}`,
      'Bearer forged.token.value',
      'Basic YW5hOnNlY3JldA==',
      '',
    ]) {
      const refused = await save('retry@court.example', authorization, 'submission-1');
      expect(refused.status).toBe(401);
      expect(refused.body.errorMessage).toEqual(expect.any(String));
    }
    expect(await claimsOf('retry@court.example')).toBe(0);

    const anonymous = await save('retry@court.example', undefined, 'submission-1');
    expect(anonymous.status).toBe(200);
    expect((await confirmationOf(anonymous.body.identifier)).attachments).toEqual([]);
    expect(await claimsOf('retry@court.example')).toBe(1);
  });

  it('is described as callable with or without a token', async () => {
    const spec = await t.http.get('/api/docs-json').expect(200);
    expect(spec.body.paths['/api/travelclaim'].post.security).toEqual([{}, { bearer: [] }]);
  });
});
