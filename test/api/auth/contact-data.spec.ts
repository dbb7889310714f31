import { expectParticipantOnly } from '../../support/access.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken } from '../../support/claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** GET /api/me/contact: what the claim form fills in for a signed-in participant. */
let t: TestApp;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startTestApp();
  await addRefundRate(t, 'BE', 'DE', 92);
});

afterAll(async () => {
  await t?.close();
});

/** The answer for an address no usable claim holds: only the address. */
const addressOnly = (email: string) => ({ firstname: null, lastname: null, email, phone: null });

async function save(eventId: number, who: Record<string, string>): Promise<void> {
  await t.http
    .post('/api/travelclaim')
    .send(await claimDraft(t, eventId, EMPLOYERS.brussels, who))
    .expect(200);
}

describe('a signed-in participant’s contact data', () => {
  it('is their own address with name and phone from their latest claim, and nobody else’s', async () => {
    const event = await createEvent(t);
    const later = await createEvent(t);
    await save(event.id, { firstname: 'Marta', lastname: 'Kowalska', email: 'Marta.K@Court.example', phone: '+48 1' });
    await save(later.id, { firstname: 'Marta', lastname: 'Nowak', email: 'marta.k@court.example', phone: '+48 2' });
    // Another person's later claim, with a phone of their own.
    await save(later.id, { firstname: 'Piotr', lastname: 'Zielinski', email: 'piotr@court.example', phone: '+48 9' });

    const marta = await guestToken(t, 'marta.k@court.example');
    expect((await t.http.get('/api/me/contact').set(auth(marta)).expect(200)).body).toEqual({
      firstname: 'Marta',
      lastname: 'Nowak',
      email: 'marta.k@court.example',
      phone: '+48 2',
    });

    const stranger = await guestToken(t, 'stranger@court.example');
    expect((await t.http.get('/api/me/contact').set(auth(stranger)).expect(200)).body).toEqual(
      addressOnly('stranger@court.example'),
    );
  });

  it('is no longer taken from claims erased at their owner’s request', async () => {
    const event = await createEvent(t);
    await save(event.id, { firstname: 'Erik', lastname: 'Lund', email: 'erik@court.example', phone: '+46 1' });
    const erik = await guestToken(t, 'erik@court.example');
    expect((await t.http.get('/api/me/contact').set(auth(erik)).expect(200)).body.lastname).toBe('Lund');

    await t.http.post('/api/me/erasure').set(auth(erik)).expect(200);
    expect((await t.http.get('/api/me/contact').set(auth(erik)).expect(200)).body).toEqual(
      addressOnly('erik@court.example'),
    );
  });

  it('answers strangers 401 and staff 403', async () => {
    await expectParticipantOnly(t, 'get', '/api/me/contact');
  });
});
