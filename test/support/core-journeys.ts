import { claimDraft, EMPLOYERS, guestToken } from './claims.js';
import type { TestApp } from './test-app.js';

/**
 * What must keep working whatever was thrown at the server before: staff sign-in, a participant's sign-in
 * with a mailed code, the calculation and saving a claim for `eventId` (an event with a BE -> DE refund rate).
 */
export async function expectCoreJourneysWork(t: TestApp, eventId: number, email: string): Promise<void> {
  const staff = await t.http.post('/auth/login').send({ Username: 'test-admin', Password: 'test-password' });
  expect({ staffSignIn: staff.status }).toEqual({ staffSignIn: 200 });
  expect(typeof staff.body.token).toBe('string');

  const token = await guestToken(t, email);
  const me = await t.http.get('/api/me').set('Authorization', `Bearer ${token}`);
  expect({ guestSignIn: me.status, email: me.body.email }).toEqual({ guestSignIn: 200, email });

  const draft = await claimDraft(t, eventId, EMPLOYERS.brussels, { email });
  const calculated = await t.http.post('/api/travelclaim/calculate').send({
    eventId,
    latitude: draft.latitude,
    longitude: draft.longitude,
    traveltype: draft.travelType,
    nightsspend: draft.nightsSpend,
    countryid: draft.countryId,
    institution: draft.institution,
  });
  expect({ calculate: calculated.status, error: calculated.body.errorMessage }).toEqual({
    calculate: 200,
    error: undefined,
  });
  expect(calculated.body.tAmount).toBeGreaterThan(0);

  const saved = await t.http.post('/api/travelclaim/').send(draft);
  expect({ save: saved.status, error: saved.body.errorMessage }).toEqual({ save: 200, error: undefined });
  const read = await t.http.get(`/api/travelclaim/${saved.body.guid}`).set('Authorization', `Bearer ${token}`);
  expect({ read: read.status, email: read.body.email }).toEqual({ read: 200, email });
}
