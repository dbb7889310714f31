import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTravelClaim } from '@unit-costs/contract/testing';
import { describe, expect, it, vi } from 'vitest';

import { fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { TravelClaimDto } from '../types';
import { ClaimList } from './ClaimList';

/** The n-th row of the list: Marie Curie<n>, Requested, for the seminar 26DT0<n>. */
const row = (n: number, overrides: Partial<TravelClaimDto> = {}): TravelClaimDto =>
  aTravelClaim({
    id: `guid-${n}`,
    guid: `guid-${n}`,
    identifier: `UC-2026-00000${n}`,
    status: 1,
    firstname: 'Marie',
    lastname: `Curie${n}`,
    email: `marie${n}@example.org`,
    event: { ...aTravelClaim().event, number: `26DT0${n}` },
    calculatedTravelCosts: { amount: 180, distance: 327, travelType: 1 },
    calculatedAccommodationCosts: { nights: 2, amount: 112, totalAmount: 224.5 },
    totalAmount: 404.5,
    ...overrides,
  });

function setup(
  page: { data: TravelClaimDto[]; total: number } = {
    data: [row(1), row(2, { status: 2, calculatedAccommodationCosts: null, totalAmount: 180 })],
    total: 2,
  },
) {
  const getList = vi.fn(async () => page);
  renderAdmin({
    element: <ClaimList />,
    path: '/claims',
    resource: 'claims',
    dataProvider: fakeDataProvider({ getList }),
  });
  return getList;
}

describe('ClaimList', () => {
  it("shows 'last, first', the status, the contribution in euro and a Details link to /claim/{guid}", async () => {
    setup();
    // The file's first render loads react-admin's list in jsdom: seconds on a busy machine.
    const first = (await screen.findByText('Curie1, Marie', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(first).getByText('Requested')).toBeInTheDocument();
    expect(within(first).getByText('€404.50')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/claim/guid-1');
    const second = screen.getByText('Curie2, Marie').closest('tr')!;
    expect(within(second).getByText('In approval Run')).toBeInTheDocument();
    expect(within(second).getByText('€180.00')).toBeInTheDocument();
  });

  it('offers the status filter with All, Saved, Requested, In approval Run, Paid, Rejected', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('Curie1, Marie');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Saved',
      'Requested',
      'In approval Run',
      'Paid',
      'Rejected',
    ]);
  });

  it('filters by an e-mail or event number when it is clicked', async () => {
    const user = userEvent.setup();
    const getList = setup();
    await user.click(await screen.findByRole('button', { name: 'marie2@example.org' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'claims',
        expect.objectContaining({ filter: { email: 'marie2@example.org' } }),
      ),
    );
    expect(screen.getByLabelText('E-Mail')).toHaveValue('marie2@example.org');
    await user.click(screen.getAllByRole('button', { name: '26DT01' })[0]);
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'claims',
        expect.objectContaining({ filter: { email: 'marie2@example.org', number: '26DT01' } }),
      ),
    );
  });

  it('badges possible duplicates and filters on them with a box', async () => {
    const user = userEvent.setup();
    const getList = setup({
      data: [row(1, { possibleDuplicate: true }), row(2, { possibleDuplicate: false })],
      total: 2,
    });
    const first = (await screen.findByText('Curie1, Marie')).closest('tr')!;
    expect(within(first).getByTestId('duplicate-badge')).toHaveTextContent('Possible duplicate');
    const second = screen.getByText('Curie2, Marie').closest('tr')!;
    expect(within(second).queryByTestId('duplicate-badge')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Possible duplicates only' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('claims', expect.objectContaining({ filter: { duplicate: true } })),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Possible duplicates only' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('claims', expect.objectContaining({ filter: {} })));
  });

  it('marks a claim the bank returned beside its status, with the reason for hover and screen readers', async () => {
    setup({
      data: [
        row(1, {
          status: 2,
          paymentReturn: {
            returnedOn: '2026-11-27',
            reasonCode: 'AC04',
            reason: 'the account has been closed',
            details: null,
            charges: null,
          },
        }),
        row(2, { status: 2, paymentReturn: null }),
      ],
      total: 2,
    });
    const first = (await screen.findByText('Curie1, Marie')).closest('tr')!;
    const chip = within(first).getByTestId('returned-chip');
    expect(chip).toHaveTextContent('Returned 27 Nov 2026');
    expect(chip).toHaveAttribute('title', 'the account has been closed (AC04)');
    expect(chip).toHaveAccessibleDescription('the account has been closed (AC04)');
    expect(within(screen.getByText('Curie2, Marie').closest('tr')!).queryByTestId('returned-chip')).toBeNull();
  });

  it('sorts by a clicked column header, the other way round on a second click', async () => {
    const user = userEvent.setup();
    const getList = setup();
    await screen.findByText('Curie1, Marie');
    expect(getList).toHaveBeenLastCalledWith(
      'claims',
      expect.objectContaining({ sort: { field: 'submitted', order: 'DESC' } }),
    );
    await user.click(screen.getByRole('button', { name: /participant/i }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'claims',
        expect.objectContaining({ sort: { field: 'lastname', order: 'ASC' } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /participant/i }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'claims',
        expect.objectContaining({ sort: { field: 'lastname', order: 'DESC' } }),
      ),
    );
  });

  it('shows the range and goes to the next page', async () => {
    const user = userEvent.setup();
    const getList = setup({ data: [row(1), row(2)], total: 45 });
    expect(await screen.findByText('1-20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('20');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'claims',
        expect.objectContaining({ pagination: { page: 2, perPage: 20 } }),
      ),
    );
    // The '#' column counts across pages.
    expect(await screen.findByRole('cell', { name: '21' })).toBeInTheDocument();
  });

  it('says when no claim matches the filters and clears them', async () => {
    const user = userEvent.setup();
    const getList = setup({ data: [], total: 0 });
    await user.type(await screen.findByLabelText('E-Mail'), 'nobody@example.org');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'claims',
        expect.objectContaining({ filter: { email: 'nobody@example.org' } }),
      ),
    );
    expect(await screen.findByText(/No Claims found using the current filters/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-Mail')).toHaveValue(''));
  });
});
