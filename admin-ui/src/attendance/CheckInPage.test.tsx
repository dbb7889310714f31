import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { AttendanceOverviewDto, AttendeeDto } from '../types';
import { CheckInPage } from './CheckInPage';

const OVERVIEW: AttendanceOverviewDto = {
  eventId: 7,
  number: '126DT01',
  title: 'Cross-border evidence',
  days: ['2026-10-06', '2026-10-07'],
  today: '2026-10-06',
  attendees: 1,
  feePaid: 1,
  checkedInAnyDay: 1,
  checkedIn: [{ day: '2026-10-06', count: 1 }],
  scans: 0,
};

const WISNIEWSKA: AttendeeDto = {
  id: 3,
  eventId: 7,
  firstname: 'Agnieszka',
  lastname: 'Wiśniewska',
  email: 'a.wisniewska@court.example',
  institution: 'Sąd Okręgowy w Krakowie',
  city: 'Kraków',
  country: null,
  feePaid: true,
  checkedInDays: ['2026-10-06'],
  departure: null,
  claim: null,
};

/** The server's side of the page through the console's data provider: the list, the overview and the ticks. */
function renderPage() {
  const calls: string[] = [];
  const getList = vi.fn(async () => ({ data: [WISNIEWSKA], total: 1 }));
  renderAdmin({
    element: <CheckInPage />,
    path: '/check-in/:id',
    url: '/check-in/7',
    resource: 'events/7/attendees',
    dataProvider: fakeDataProvider({
      getList,
      attendanceOverview: async () => OVERVIEW,
      undoCheckIn: async (eventId: number, attendeeId: number, day: string) => {
        calls.push(`undo ${eventId} ${attendeeId} ${day}`);
        return { ...WISNIEWSKA, checkedInDays: [] };
      },
    }),
  });
  return { calls, getList };
}

describe('CheckInPage', () => {
  it('asks before a tap on Present undoes a check-in, and undoes it only when confirmed', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    const present = await screen.findByRole('button', {
      name: 'Present: Wiśniewska, Agnieszka (press to undo the check-in)',
    });

    await user.click(present);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Undo the check-in?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Agnieszka Wiśniewska will no longer be checked in on Day 1 of 2 · Tue 6 Oct.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(present);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo check-in' }));
    await waitFor(() => expect(calls).toEqual(['undo 7 3 2026-10-06']));
  });

  it('sends what is typed to the server, which ignores accents and case', async () => {
    const { getList } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'wisniewska');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'events/7/attendees',
        expect.objectContaining({ filter: { q: 'wisniewska' } }),
      ),
    );
  });
});
