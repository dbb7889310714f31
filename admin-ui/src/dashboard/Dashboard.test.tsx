import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { valueAxis } from '../reports/FiguresChart';
import { fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { ClaimFiguresQuery } from '../types';
import Dashboard from './Dashboard';

describe('Dashboard', () => {
  it("shows what was refunded this year by the day the claims were paid, from the server's paid figures", async () => {
    const year = new Date().getFullYear();
    const paidFigures = vi.fn(async (from: string, to: string) => ({
      from,
      to,
      claims: 2,
      participants: 2,
      totalAmount: 1234.5,
    }));
    const claimFigures = vi.fn(async (query: ClaimFiguresQuery) =>
      query.groupBy === 'status'
        ? [
            {
              key: 1,
              label: 'Requested',
              claims: 3,
              participants: 3,
              travelAmount: 0,
              accommodationAmount: 0,
              totalAmount: 0,
            },
          ]
        : [],
    );
    renderAdmin({
      element: <Dashboard />,
      path: '/dashboard',
      resource: 'dashboard',
      dataProvider: fakeDataProvider({ paidFigures, claimFigures }),
    });

    expect(await screen.findByText('€1,234.50')).toBeInTheDocument();
    expect(screen.getByText(`Refunded in ${year}`)).toBeInTheDocument();
    expect(
      screen.getByText(`claims paid since 1 January ${year}, counted on the day they were paid`),
    ).toBeInTheDocument();
    expect(paidFigures).toHaveBeenCalledWith(`${year}-01-01`, `${year}-12-31`);
    // No figure of paid claims is taken from the days they were saved.
    expect(claimFigures).not.toHaveBeenCalledWith(expect.objectContaining({ status: 3, from: `${year}-01-01` }));
  });

  it('gives a chart of counts whole-number ticks only', () => {
    expect(valueAxis('Claims', true)).toEqual({ label: 'Claims', tickMinStep: 1 });
    expect(valueAxis('Amount')).toEqual({ label: 'Amount' });
  });
});
