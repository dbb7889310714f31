import { composeIBAN, friendlyFormatIBAN } from 'ibantools';
import { createHash } from 'node:crypto';

import { startTestApp, type TestApp } from './test-app.js';

/** The venue of the claim tests: the Porta Nigra in Trier. */
export const TRIER_VENUE = {
  osmid: 62422,
  name: 'Academy Conference Centre',
  city: 'Trier',
  countryISO_3166: 'DE',
  latitude: 49.7597,
  longitude: 6.6436,
};

/** Employers of participants, with their coordinates (city centres / courts). */
export const EMPLOYERS = {
  brussels: {
    iso: 'BE',
    institution: 'Court of Appeal Brussels',
    street: 'Place Poelaert 1',
    postalCode: '1000',
    city: 'Brussels',
    latitude: 50.8366,
    longitude: 4.3517,
  },
  lisbon: {
    iso: 'PT',
    institution: 'Supremo Tribunal de Justiça',
    street: 'Praça do Comércio',
    postalCode: '1149-012',
    city: 'Lisbon',
    latitude: 38.7075,
    longitude: -9.1364,
  },
  tallinn: {
    iso: 'EE',
    institution: 'Harju County Court',
    street: 'Lubja 4',
    postalCode: '19081',
    city: 'Tallinn',
    latitude: 59.4388,
    longitude: 24.7597,
  },
  trier: {
    iso: 'DE',
    institution: 'Landgericht Trier',
    street: 'Justizstraße 2',
    postalCode: '54290',
    city: 'Trier',
    latitude: 49.7552,
    longitude: 6.6452,
  },
};
export type Employer = (typeof EMPLOYERS)[keyof typeof EMPLOYERS];

const staff = (t: TestApp) => ({ Authorization: `Bearer ${t.token('admin')}` });

export async function countryId(t: TestApp, iso: string): Promise<number> {
  const response = await t.http.get(`/api/countries?iso_3166=${iso}`).set(staff(t));
  return response.body.results[0].id;
}

/** A Brazilian account (outside SEPA: paid by hand, never in a run), as its holder enters it. */
export async function accountOutsideSepa(t: TestApp) {
  return {
    iban: 'BR1800360305000010009795493C1',
    bic: 'BRASBRRJBHE',
    bankname: 'Banco do Brasil',
    bankAddress: {
      street: 'SAUN Quadra 5',
      postalCode: '70040-912',
      city: 'Brasília',
      countryId: await countryId(t, 'BR'),
    },
  };
}

let serial = 0;

/** Creates an event (ended last month unless told otherwise) and answers its id. */
export async function createEvent(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  serial += 1;
  const response = await t.http
    .post('/api/events')
    .set(staff(t))
    .send({
      number: `CL-${serial}`,
      title: `Claims seminar ${serial}`,
      startDate: '2025-10-06T07:00:00.000Z',
      endDate: '2025-10-08T15:00:00.000Z',
      distanceBandVersion: 1,
      accommodationEligible: true,
      maxNights: 2,
      location: TRIER_VENUE,
      ...overrides,
    });
  if (response.status !== 201) throw new Error(`event not created: ${JSON.stringify(response.body)}`);
  return { id: response.body.id, number: response.body.number };
}

export async function addRefundRate(t: TestApp, fromIso: string, toIso: string, refundRate: number): Promise<number> {
  const response = await t.http
    .post('/api/crosscountries')
    .set(staff(t))
    .send({ sourceCountryId: await countryId(t, fromIso), targetCountryId: await countryId(t, toIso), refundRate });
  if (response.status >= 300) throw new Error(`rate not created: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** Jane Doe's address: the claims' participant unless a test names another. */
const JANE = 'jane.doe@court.example';

/**
 * The participant of an address: Jane Doe for hers, else one named after the address's local part
 * ('john.roe@...' is John Roe), so that two addresses are two people (docs/rules.md, "Four eyes and
 * duplicates": the same name and employer would make them one).
 */
function participantOf(email: string): { firstname: string; lastname: string } {
  const local = email.trim().toLowerCase().split('@')[0];
  if (email.trim().toLowerCase() === JANE) return { firstname: 'Jane', lastname: 'Doe' };
  const [first, ...rest] = local.split(/[._+-]+/).filter(Boolean);
  const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { firstname: capitalised(first ?? local), lastname: rest.length ? rest.map(capitalised).join(' ') : 'Doe' };
}

/** A complete claim draft for the employer, as the claim form posts it. */
export async function claimDraft(
  t: TestApp,
  eventId: number,
  employer: Employer,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { iso, ...address } = employer;
  const email = typeof overrides.email === 'string' ? overrides.email : JANE;
  return {
    eventId,
    ...participantOf(email),
    email,
    phone: '+32 2 555 01 23',
    ...address,
    countryId: await countryId(t, iso),
    travelType: 1,
    nightsSpend: 2,
    ...overrides,
  };
}

/**
 * A test app of its own with two events on the same days at the Trier venue, `seminar` and `other`, and
 * refund rates to Germany from the given countries: the claims of a list's exports and report figures.
 */
export async function startWithTwoEvents(ratesToGermany: Record<string, number>) {
  const t = await startTestApp();
  const seminar = await createEvent(t);
  const other = await createEvent(t);
  for (const [iso, rate] of Object.entries(ratesToGermany)) await addRefundRate(t, iso, 'DE', rate);
  return { t, seminar, other };
}

/** Saves a claim for the employer with the claim form's call (no sign-in); answers the saved claim. */
export async function saveClaim(
  t: TestApp,
  eventId: number,
  overrides: Record<string, unknown> = {},
  employer: Employer = EMPLOYERS.brussels,
) {
  const response = await t.http
    .post('/api/travelclaim/')
    .send(await claimDraft(t, eventId, employer, overrides))
    .expect(200);
  return response.body;
}

/** Signs a guest in the way a participant does: code by mail, then the code for a session. */
export async function guestToken(t: TestApp, email: string): Promise<string> {
  const since = t.mail.mails.length;
  await t.http.post('/auth/guest').send({ Email: email }).expect(200);
  const mail = await t.mail.waitFor(
    (m) => t.mail.mails.indexOf(m) >= since && m.to.includes(email.toLowerCase()) && /sign-in code/.test(m.subject),
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const session = await t.http.post('/auth/guest/login').send({ Email: email, confirmationcode: code }).expect(200);
  return session.body.token;
}

/**
 * The German (SEPA) IBAN of an address's participant: Jane Doe's DE89 3704 0044 0532 0130 00, another
 * address's an account of its own at the same bank (one account paid for two people's claims of one
 * event would make them one person's: docs/rules.md, "Four eyes and duplicates").
 */
export function participantIban(email: string): string {
  if (email.trim().toLowerCase() === JANE) return 'DE89 3704 0044 0532 0130 00';
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const account = String(BigInt(`0x${digest.slice(0, 12)}`) % 10n ** 10n).padStart(10, '0');
  return friendlyFormatIBAN(composeIBAN({ countryCode: 'DE', bban: `37040044${account}` })!)!;
}

/** Bank data of the claim's participant's German (SEPA) account (participantIban), as the bank form posts it. */
export async function sepaBankData(t: TestApp, claimId: string): Promise<Record<string, unknown>> {
  const [claim]: { email: string }[] = await t.db.query(`SELECT email FROM claim WHERE id = $1`, [claimId]);
  return {
    claimId,
    iban: participantIban(claim?.email ?? JANE),
    bic: 'COBADEFFXXX',
    bankname: 'Commerzbank',
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

/** Gives the claim bank data and requests the payment, as its owner (guest token) does on the bank form. */
export async function requestPayment(t: TestApp, claimId: string, ownerToken: string): Promise<void> {
  const owner = { Authorization: `Bearer ${ownerToken}` };
  await t.http
    .post('/api/elvdata')
    .set(owner)
    .send(await sepaBankData(t, claimId))
    .expect(200);
  await t.http.put('/api/travelclaim').set(owner).send({ guid: claimId, status: 1, confirmed: true }).expect(200);
}

/**
 * The participant of `email` asks for erasure (POST /api/me/erasure): their claims that a duty keeps
 * (requested, in a run, under a legal hold) are restricted, the others anonymised. Answers the
 * identifiers of the restricted ones.
 */
export async function askErasure(t: TestApp, email: string): Promise<string[]> {
  const token = await guestToken(t, email);
  const response = await t.http.post('/api/me/erasure').set('Authorization', `Bearer ${token}`).expect(200);
  return (response.body.restricted as { identifier: string }[]).map((claim) => claim.identifier);
}
