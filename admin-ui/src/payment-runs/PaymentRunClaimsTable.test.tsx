import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { PaymentRunClaimDto } from '../types';
import { PaymentRunClaimsTable } from './PaymentRunClaimsTable';

const transfer = (change: Partial<PaymentRunClaimDto>): PaymentRunClaimDto => ({
  guid: 'g-1',
  identifier: 'UC-2026-000007',
  name: 'Eleni Papadopoulou',
  iban: 'GR16 **** **** **** **** **** 695',
  amount: 523,
  eventNumber: '226DT02',
  endToEndId: 'UC-2026-000007',
  outcome: 'pending',
  ...change,
});

describe('PaymentRunClaimsTable', () => {
  it("shows each transfer's name check from the payee's bank, with the name it holds on a close match", async () => {
    renderAdmin({
      element: (
        <PaymentRunClaimsTable
          claims={[
            transfer({ payeeCheck: 'closeMatch', payeeCheckName: 'Eleni Papadopoulou-Nikolaou' }),
            transfer({ guid: 'g-2', identifier: 'UC-2026-000008', payeeCheck: 'noMatch' }),
            transfer({ guid: 'g-3', identifier: 'UC-2026-000009' }),
          ]}
        />
      ),
      path: '/paymentruns/:id/show',
      url: '/paymentruns/run-1/show',
      resource: 'paymentruns',
      dataProvider: fakeDataProvider({}),
      authProvider: fakeAuthProvider(['Approver']),
    });
    const rows = await screen.findAllByRole('row');
    const rowOf = (identifier: string) => rows.find((row) => within(row).queryByText(identifier))!;
    expect(rowOf('UC-2026-000007')).toHaveTextContent(
      "Name check: close to the account holder's name (Eleni Papadopoulou-Nikolaou)",
    );
    expect(rowOf('UC-2026-000008')).toHaveTextContent("Name check: the name does not match the account holder's");
    expect(rowOf('UC-2026-000009')).not.toHaveTextContent('Name check');
  });
});
