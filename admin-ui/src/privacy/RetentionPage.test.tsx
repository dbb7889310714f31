import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { EventRetentionDto } from '../types';
import RetentionPage from './RetentionPage';

const event = (id: number, number: string, endDate: string): EventRetentionDto => ({
  id,
  number,
  title: `Seminar ${number}`,
  endDate,
  claims: 1,
  anonymised: 0,
  open: true,
  defaultRetentionEnd: null,
  retainUntil: null,
  retentionEnd: null,
  legalHold: null,
  dueNow: 0,
});

describe('RetentionPage', () => {
  it('says of each event whether it ended or when it will end', async () => {
    const nextYear = new Date().getFullYear() + 1;
    const retention = vi.fn(async () => ({
      events: [event(1, '125DT01', '2025-10-08T15:00:00.000Z'), event(2, 'NEXT01', `${nextYear}-03-04T15:00:00.000Z`)],
      lastRun: null,
      dueNow: 0,
      retentionYears: 5,
      unrequestedRetentionDays: 365,
      rejectionAppealDays: 60,
    }));
    renderAdmin({
      element: <RetentionPage />,
      path: '/privacy',
      resource: 'privacy',
      dataProvider: fakeDataProvider({ retention }),
      authProvider: fakeAuthProvider(['Admin']),
    });

    const table = await screen.findByRole('table', { name: 'Retention per event' });
    expect(within(table).getByRole('columnheader', { name: 'Event end' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Ended 8 Oct 2025')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`Ends 4 Mar ${nextYear}`)).toBeInTheDocument();
  });
});
