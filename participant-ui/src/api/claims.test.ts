import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getSession, saveSession } from '../auth/session';
import { aSession } from '../test-support/factories';
import { stubFetch, type MockRequest } from '../test-support/fetch-mock';
import { saveClaim } from './claims';
import { onSessionEnded } from './http';
import type { ClaimDraftDto } from './types';

/** Only passed through: what the form puts in it is ClaimFormPage's test. */
const draft = { eventId: 11, email: 'jane.doe@court.example', nightsSpend: 2 } as ClaimDraftDto;
const saved = { guid: 'c1', identifier: 'UC-2026-000001' };
const renewed = aSession({ token: 'access-2', refreshToken: 'refresh-2' });
const SAVE = 'POST /api/travelclaim/';

/** What each save request carried: its token and its Idempotency-Key. */
const sent = (requests: MockRequest[]) =>
  requests.map((r) => [r.headers.get('Authorization'), r.headers.get('Idempotency-Key')]);

describe('saveClaim', () => {
  let sessionEnded: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    sessionEnded = vi.fn<() => void>();
    onSessionEnded(sessionEnded);
  });

  it("sends the signed-in participant's token, so the confirmation can carry the PDF", async () => {
    saveSession(aSession());
    const server = stubFetch(() => ({ body: saved }));

    await expect(saveClaim(draft, 'key-1')).resolves.toEqual(saved);

    expect(sent(server.to(SAVE))).toEqual([['Bearer access-1', 'key-1']]);
    expect(server.to(SAVE)[0].body).toEqual(draft);
  });

  it('sends no token when nobody is signed in', async () => {
    const server = stubFetch(() => ({ body: saved }));

    await expect(saveClaim(draft, 'key-1')).resolves.toEqual(saved);

    expect(sent(server.requests)).toEqual([[null, 'key-1']]);
  });

  it('renews an expired token and repeats the same submission with the new one', async () => {
    saveSession(aSession());
    const server = stubFetch(({ route, headers }) => {
      if (route === 'POST /auth/guest/refresh-token') return { body: renewed };
      return headers.get('Authorization') === 'Bearer access-2' ? { body: saved } : { status: 401 };
    });

    await expect(saveClaim(draft, 'key-1')).resolves.toEqual(saved);

    expect(sent(server.to(SAVE))).toEqual([
      ['Bearer access-1', 'key-1'],
      ['Bearer access-2', 'key-1'],
    ]);
    expect(getSession()).toEqual(renewed);
  });

  it('saves without a token when the session cannot be renewed, staying on the form', async () => {
    saveSession(aSession());
    const server = stubFetch(({ route, headers }) => {
      if (route === 'POST /auth/guest/refresh-token') return { status: 401, body: { errorMessage: 'expired' } };
      return headers.get('Authorization') ? { status: 401 } : { body: saved };
    });

    await expect(saveClaim(draft, 'key-1')).resolves.toEqual(saved);

    expect(sent(server.to(SAVE))).toEqual([
      ['Bearer access-1', 'key-1'],
      [null, 'key-1'],
    ]);
    expect(getSession()).toBeNull();
    expect(sessionEnded).not.toHaveBeenCalled();
  });
});
