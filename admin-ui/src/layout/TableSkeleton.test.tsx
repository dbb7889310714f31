import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EventList } from '../events/EventList';
import { fakeDataProvider, renderAdmin } from '../test/renderAdmin';

describe('table loading', () => {
  it('shows 15 placeholder rows by 5 columns while the first page loads', async () => {
    renderAdmin({
      element: <EventList />,
      path: '/events',
      resource: 'events',
      dataProvider: fakeDataProvider({ getList: () => new Promise(() => undefined) }),
    });
    const skeleton = await screen.findByTestId('table-skeleton');
    const bodyRows = skeleton.querySelectorAll('tbody tr');
    expect(bodyRows).toHaveLength(15);
    for (const row of bodyRows) expect(row.querySelectorAll('td')).toHaveLength(5);
  });

  it('shows an empty state when there is nothing', async () => {
    renderAdmin({
      element: <EventList />,
      path: '/events',
      resource: 'events',
      dataProvider: fakeDataProvider({ getList: async () => ({ data: [], total: 0 }) }),
    });
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Seminar' })).toHaveAttribute('href', '/events/create');
  });
});
