import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';

import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken, requestPayment } from '../support/claims.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let folder: string;
let claim: { guid: string; identifier: string };
let owner: string;

const binary = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

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
    expect(text).toMatch(/IBAN\s+DE89 \*{4} \*{4} \*{4} \*{2}30 00/);
    expect(text).not.toContain('DE89 3704 0044 0532 0130 00');
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

describe('claim mails', () => {
  it('carry the PDF summary when staff send the summary, not the save confirmation of the public form', async () => {
    const saved = await t.mail.waitFor(
      (mail) => mail.subject === `Your unit-cost claim ${claim.identifier} has been saved`,
    );
    expect(saved.attachments).toEqual([]);

    await t.http
      .post('/api/travelclaim/summary')
      .set('Authorization', `Bearer ${t.token('staff')}`)
      .send({ Recipient: 'auditor@grants.example', Guid: claim.guid })
      .expect(200);
    const sent = await t.mail.waitFor((mail) => mail.to.includes('auditor@grants.example'));
    expect(sent.attachments.map(({ filename }) => filename)).toEqual([`claim-${claim.identifier}.pdf`]);
    expect(sent.attachments[0].content.startsWith('%PDF-')).toBe(true);
  });
});
