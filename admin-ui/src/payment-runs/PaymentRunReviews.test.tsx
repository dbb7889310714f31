import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { BankEntryReviewDto, PaymentRunDto } from '../types';
import { PaymentRunReviews } from './PaymentRunReviews';

const review = (change: Partial<BankEntryReviewDto> = {}): BankEntryReviewDto => ({
  id: 'r-1',
  claimGuid: 'g-1',
  identifier: 'UC-2026-000007',
  endToEndId: 'UC-2026-000007',
  kind: 'payment',
  reason: 'booked 532.00 EUR, the transfer is 523.00 EUR',
  amount: 532,
  currency: 'EUR',
  bookedOn: '2026-11-27',
  charges: null,
  returnReasonCode: null,
  returnReason: null,
  statementId: 'NTF-1',
  uploadedBy: 'anna.approver',
  createdAt: '2026-11-27T10:00:00Z',
  decision: null,
  decidedBy: null,
  decidedAt: null,
  note: null,
  ownClaim: false,
  ...change,
});

const run = (reviews: BankEntryReviewDto[]) => ({ id: 'run-1', number: 'PR-2026-0003', reviews }) as PaymentRunDto;

function setup(reviews: BankEntryReviewDto[], roles = ['Approver']) {
  const dataProvider = fakeDataProvider({ decideReview: vi.fn(async () => run(reviews)) });
  renderAdmin({
    element: <PaymentRunReviews run={run(reviews)} />,
    path: '/paymentruns/:id/show',
    url: '/paymentruns/run-1/show',
    resource: 'paymentruns',
    dataProvider,
    authProvider: fakeAuthProvider(roles),
  });
  return dataProvider;
}

describe('PaymentRunReviews', () => {
  it('lists what the bank booked and why it was not applied, and records it as paid with a note', async () => {
    const user = userEvent.setup();
    const dataProvider = setup([review()]);
    const section = await screen.findByRole('region', { name: 'Bank entries to review (1 open)' });
    expect(within(section).getByText('532.00 EUR, 27 Nov 2026')).toBeInTheDocument();
    expect(within(section).getByText('booked 532.00 EUR, the transfer is 523.00 EUR')).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Record as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record UC-2026-000007 as paid?' });
    const record = within(dialog).getByRole('button', { name: 'Record as paid' });
    expect(record).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Note \(why you record it\)/), 'The bank corrected its statement.');
    await user.click(record);
    await waitFor(() =>
      expect(dataProvider.decideReview).toHaveBeenCalledWith('run-1', 'r-1', {
        decision: 'record',
        note: 'The bank corrected its statement.',
        executedOn: undefined,
      }),
    );
  });

  it('offers nothing on a claim of the reader’s own address, and shows decisions with name and note', async () => {
    setup([
      review({ ownClaim: true }),
      review({
        id: 'r-2',
        identifier: 'UC-2026-000008',
        decision: 'left',
        decidedBy: 'bert.admin',
        decidedAt: '2026-11-28T09:00:00Z',
        note: 'A test booking of the bank.',
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Bank entries to review (1 open)' });
    expect(within(section).getByText('Your own claim: another Approver or Admin reviews it.')).toBeInTheDocument();
    expect(
      within(section).getByText('Left by bert.admin on 28 Nov 2026. A test booking of the bank.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
