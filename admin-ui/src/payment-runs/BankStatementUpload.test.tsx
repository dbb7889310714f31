import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { StatementImportDto } from '../types';
import { BankStatementUpload } from './BankStatementUpload';

const RESULT: StatementImportDto = {
  format: 'camt.054',
  messageId: 'NTF-7',
  matched: [
    {
      endToEndId: 'UC-2026-000001',
      identifier: 'UC-2026-000001',
      claimGuid: 'g-1',
      runNumber: 'PR-2026-0001',
      date: '2026-11-26',
      reasonCode: null,
      reason: null,
    },
  ],
  alreadyPaid: [],
  returned: [
    {
      endToEndId: 'UC-2026-000002',
      identifier: 'UC-2026-000002',
      claimGuid: 'g-2',
      runNumber: 'PR-2026-0001',
      date: '2026-11-26',
      reasonCode: 'AC04',
      reason: 'the account has been closed',
    },
  ],
  alreadyReturned: [],
  unknown: [
    {
      endToEndId: null,
      identifier: null,
      claimGuid: null,
      runNumber: null,
      date: '2026-11-26',
      reasonCode: null,
      reason: 'its payment run PR-2026-0000 was cancelled',
    },
  ],
  mismatched: [
    {
      endToEndId: 'UC-2026-000003',
      identifier: 'UC-2026-000003',
      claimGuid: 'g-3',
      runNumber: 'PR-2026-0001',
      date: '2026-11-26',
      reasonCode: null,
      reason: 'booked 532.00 EUR, the transfer is 523.00 EUR',
      amount: 532,
      currency: 'EUR',
    },
  ],
  statuses: [],
  skipped: { pending: 2, informationOnly: 0, creditsWithoutReturn: 5, otherReferences: 31 },
};

function setup(importBankStatement: (file: File) => Promise<StatementImportDto>, roles = ['Approver']) {
  const dataProvider = fakeDataProvider({ importBankStatement: vi.fn(importBankStatement) });
  renderAdmin({
    element: <BankStatementUpload />,
    path: '/paymentruns/:id/show',
    url: '/paymentruns/run-1/show',
    resource: 'paymentruns',
    dataProvider,
    authProvider: fakeAuthProvider(roles),
  });
  return dataProvider;
}

const statement = new File(['<Document/>'], 'camt054.xml', { type: 'application/xml' });

async function upload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload bank statement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload bank statement' });
  expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  await user.upload(within(dialog).getByLabelText('Choose statement file', { selector: 'input' }), statement);
  expect(within(dialog).getByText('Chosen: camt054.xml')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return dialog;
}

describe('BankStatementUpload', () => {
  it('uploads the chosen file and lists what was paid, what came back and why, and unknown references', async () => {
    const user = userEvent.setup();
    const dataProvider = setup(async () => RESULT);
    const dialog = await upload(user);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'camt.054 NTF-7: paid 1, returned 1, for review 1, statuses 0, already paid 0, returns already recorded 0, unknown references 1.',
    );
    expect(dataProvider.importBankStatement).toHaveBeenCalledWith(statement);
    const paid = within(dialog).getByRole('region', { name: 'Paid now (1)' });
    expect(within(paid).getByRole('link', { name: 'UC-2026-000001' })).toHaveAttribute('href', '/claim/g-1');
    const returned = within(dialog).getByRole('region', { name: 'Returned by the bank (1)' });
    expect(within(returned).getByText('AC04: the account has been closed')).toBeInTheDocument();
    const unknown = within(dialog).getByRole('region', {
      name: 'Unknown references, or of a cancelled run: nothing changed (1)',
    });
    expect(within(unknown).getByText('its payment run PR-2026-0000 was cancelled')).toBeInTheDocument();
    const review = within(dialog).getByRole('region', {
      name: "Disagree with their transfer: nothing changed, kept on the run's page for review (1)",
    });
    expect(within(review).getByText('532.00 EUR')).toBeInTheDocument();
    expect(within(review).getByText('booked 532.00 EUR, the transfer is 523.00 EUR')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Not about our transfers: 2 pending, 0 information only, 5 credits that are no return, 31 with other references.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: /^Already paid/ })).toBeNull();
  });

  it("shows the server's refusal of a file in its words, and lets another file be tried", async () => {
    const user = userEvent.setup();
    const refusal = 'The file is not a camt.053, camt.054 or pain.002 message.';
    setup(async () => {
      throw new HttpError(refusal, 400, { errorMessage: refusal });
    });
    const dialog = await upload(user);
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled());
  });

  it('is not offered to Staff, who may not record payments', async () => {
    setup(async () => RESULT, ['Staff']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload bank statement' })).toBeNull());
  });
});
