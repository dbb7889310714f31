import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { PendingPaymentsDto } from '../types';
import { PaymentRunCreate } from './PaymentRunCreate';

const WAITING: PendingPaymentsDto = {
  claimCount: 3,
  totalAmount: 883.25,
  outsideSepa: 1,
  executionDate: '2026-11-30',
  claims: [
    {
      guid: 'g-1',
      identifier: 'UC-2026-000001',
      name: 'Jane Doe',
      iban: 'BE68 **** **** 7034',
      amount: 278.35,
      eventNumber: '126DT01',
    },
    {
      guid: 'g-2',
      identifier: 'UC-2026-000002',
      name: 'João Silva',
      iban: 'PT50 **** *015 4',
      amount: 446.1,
      eventNumber: '126DT01',
    },
    {
      guid: 'g-3',
      identifier: 'UC-2026-000003',
      name: 'Anna Berg',
      iban: 'DE89 **** 3000',
      amount: 158.8,
      eventNumber: '226DT02',
    },
  ],
};

function setup(pending: PendingPaymentsDto = WAITING) {
  const dataProvider = fakeDataProvider({
    pendingPayments: vi.fn(async () => pending),
    createPaymentRun: vi.fn(async (claims: string[], executionDate: string) => ({
      id: 'run-1',
      number: 'PR-2026-0001',
      createdAt: '2026-11-23T09:00:00Z',
      createdBy: 'approver',
      executionDate,
      claimCount: claims.length,
      totalAmount: 0,
      state: 'created' as const,
      executedOn: null,
      closedBy: null,
      closedAt: null,
      closedByStatement: false,
    })),
  });
  renderAdmin({
    element: <PaymentRunCreate />,
    path: '/paymentruns/create',
    resource: 'paymentruns',
    dataProvider,
    authProvider: fakeAuthProvider(['Approver']),
    routes: { '/paymentruns/:id/show': <p>Run page</p> },
  });
  return dataProvider;
}

describe('PaymentRunCreate', () => {
  it('lists every waiting claim ticked, with its amount and the total, and the claims outside SEPA', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'New payment run' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('€446.10')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'UC-2026-000002' })).toHaveAttribute('href', '/claim/g-2');
    for (const box of within(table).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3 claims selected, total €883.25');
    expect(screen.getByText(/1 approved claim has an account outside SEPA/)).toBeInTheDocument();
  });

  it('sends only the ticked claims, for the execution date chosen, after the confirmation', async () => {
    const user = userEvent.setup();
    const dataProvider = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Pay UC-2026-000002' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 claims selected, total €437.15');
    const date = screen.getByLabelText('Execution date');
    expect(date).toHaveValue('2026-11-30');
    await user.clear(date);
    await user.type(date, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Create payment run' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('A run of 2 claims (€437.15) to be executed on');
    expect(dialog).toHaveTextContent('once the bank has executed them');
    expect(dataProvider.createPaymentRun).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Create payment run' }));
    await waitFor(() => expect(dataProvider.createPaymentRun).toHaveBeenCalledWith(['g-1', 'g-3'], '2026-12-01'));
    expect(await screen.findByText('Run page')).toBeInTheDocument();
  });

  it('cannot create a run with nothing ticked', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all claims' }));
    expect(screen.getByRole('status')).toHaveTextContent('0 claims selected, total €0.00');
    expect(screen.getByRole('button', { name: 'Create payment run' })).toBeDisabled();
  });

  it('says so when no claim is waiting', async () => {
    setup({ claimCount: 0, totalAmount: 0, claims: [], outsideSepa: 0, executionDate: '2026-11-30' });
    expect(await screen.findByText('No approved claims are waiting for payment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create payment run' })).toBeNull();
  });
});
