import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ErasureResultDto } from '../../api/types';
import { saveSession } from '../../auth/session';
import { aSession } from '../../test-support/factories';
import { stubFetch } from '../../test-support/fetch-mock';
import { renderPage } from '../../test-support/render';
import MyDataPage from './MyDataPage';

/** The server's answer: English words, with the counts and reasons the app words itself. */
const RESULT: ErasureResultDto = {
  anonymised: ['UC-2026-000001'],
  restricted: [
    {
      identifier: 'UC-2026-000002',
      eventNumber: '126DT01',
      keptUntil: '2027-01-29',
      reason: 'appeal',
      why: 'Your claim was rejected, and the rejection can still be appealed until 29 January 2027. It will be anonymised then.',
    },
  ],
  retentionYears: 5,
  message:
    'One claim was anonymised: your name and contact details are gone from them. One claim is kept because the law obliges the academy to keep it for now; until then only its administrators can see it, and it is anonymised as soon as that duty ends.',
};

describe('/me/data', () => {
  beforeEach(() => saveSession(aSession()));

  it("says what the erasure did and why a claim is kept in the page's language, dates as it writes them", async () => {
    stubFetch(({ route }) => (route === 'POST /api/me/erasure' ? { body: RESULT } : { status: 404 }));
    const { user } = renderPage(<MyDataPage />, { path: '/me/data', language: 'fr' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mes données' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer mes données' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Effacer' }));

    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(
      'Une demande a été anonymisée : votre nom et vos coordonnées en ont été supprimés.',
    );
    expect(outcome).toHaveTextContent('UC-2026-000002 (jusqu’au 29 janvier 2027)');
    expect(outcome).toHaveTextContent('ce refus peut encore être contesté jusqu’au 29 janvier 2027');
    expect(outcome).not.toHaveTextContent(/anonymised|claim/);
  });
});
