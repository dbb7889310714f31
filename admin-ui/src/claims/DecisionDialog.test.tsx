import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslate } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { TravelClaimDto } from '../types';
import { DecisionDialog } from './DecisionDialog';
import { decisionWarnings, type Decision, type DecisionWarning } from './decisionWarnings';

const CLAIM = {
  id: 'c1',
  guid: 'c1',
  identifier: 'UC-2026-000042',
  firstname: 'Marie',
  lastname: 'Curie',
  email: 'marie.curie@example.org',
  totalAmount: 499,
} as TravelClaimDto;

type Duplicate = NonNullable<TravelClaimDto['duplicates']>[number];
const OVERLAPPING: Duplicate = {
  guid: 'c2',
  identifier: 'UC-2026-000041',
  eventNumber: '126DT02',
  status: 1,
  sameEvent: false,
  matchedBy: ['email', 'nameAndEmployer'],
};
const SAME_EVENT: Duplicate = {
  guid: 'c3',
  identifier: 'UC-2026-000040',
  eventNumber: '126DT01',
  status: 0,
  sameEvent: true,
  matchedBy: ['iban'],
};

/** The dialog for `claim` with the warnings decisionWarnings gives it, plus `extra` ones. */
function Harness({
  claim,
  decision,
  extra = [],
  onConfirm,
}: {
  claim: TravelClaimDto;
  decision: Decision;
  extra?: DecisionWarning[];
  onConfirm(): void;
}) {
  const translate = useTranslate();
  return (
    <DecisionDialog
      open
      claim={claim}
      action="Approve"
      question="Approve the refund of €499.00 to Marie Curie?"
      color="success"
      warnings={[...decisionWarnings(claim, decision, translate), ...extra]}
      problems={[]}
      refusal={[]}
      pending={false}
      onConfirm={onConfirm}
      onClose={() => undefined}
    />
  );
}

function show(props: Omit<Parameters<typeof Harness>[0], 'onConfirm'>) {
  const onConfirm = vi.fn();
  renderAdmin({
    element: <Harness {...props} onConfirm={onConfirm} />,
    path: '/',
    resource: 'claims',
    dataProvider: fakeDataProvider({}),
  });
  return onConfirm;
}

describe('DecisionDialog', () => {
  it('restates the participant, the amount and the transaction number, and confirms at once without warnings', async () => {
    const user = userEvent.setup();
    const onConfirm = show({ claim: CLAIM, decision: 'approve' });
    const dialog = screen.getByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('Marie Curie (marie.curie@example.org)');
    expect(dialog).toHaveTextContent('€499.00');
    expect(dialog).toHaveTextContent('UC-2026-000042');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks the approver to confirm a possible duplicate before approving, naming what it shares', async () => {
    const user = userEvent.setup();
    const onConfirm = show({ claim: { ...CLAIM, duplicates: [OVERLAPPING, SAME_EVENT] }, decision: 'approve' });
    const warning = screen.getByTestId('warning-possible-duplicate');
    expect(warning).toHaveTextContent(
      'This may be a second claim of the same person: UC-2026-000041 (same e-mail address, same name and employer; overlapping event 126DT02), UC-2026-000040 (same IBAN; same event 126DT01). A person is refunded once for the same days.',
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.click(
      within(warning).getByRole('checkbox', { name: 'I have checked that this claim is not a duplicate.' }),
    );
    expect(approve).toBeEnabled();
    await user.click(approve);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does not warn of duplicates when declining', () => {
    const translate = ((key: string) => key) as Parameters<typeof decisionWarnings>[2];
    expect(decisionWarnings({ ...CLAIM, duplicates: [OVERLAPPING, SAME_EVENT] }, 'decline', translate)).toEqual([]);
  });

  it('lists any further warning as one more item, each to be ticked when it asks', async () => {
    const user = userEvent.setup();
    const notCheckedIn = { id: 'not-checked-in', text: 'Not checked in on day 2.', acknowledge: 'Approve anyway' };
    const onConfirm = show({
      claim: { ...CLAIM, duplicates: [OVERLAPPING] },
      decision: 'approve',
      extra: [notCheckedIn],
    });
    const approve = screen.getByRole('button', { name: 'Approve' });
    await user.click(screen.getByRole('checkbox', { name: 'I have checked that this claim is not a duplicate.' }));
    expect(approve).toBeDisabled();
    expect(screen.getByTestId('warning-not-checked-in')).toHaveTextContent('Not checked in on day 2.');
    await user.click(screen.getByRole('checkbox', { name: 'Approve anyway' }));
    await user.click(approve);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks to confirm a claim whose participant was not checked in, naming the matching decline reason', async () => {
    const user = userEvent.setup();
    const attendance = { registered: true, feePaid: true, checkedInDays: [], signedSheetsUploaded: true };
    const onConfirm = show({ claim: { ...CLAIM, attendance }, decision: 'approve' });
    expect(screen.getByTestId('warning-not-checked-in')).toHaveTextContent(
      "was not checked in on any day of the event. If they did not take part, decline with the reason 'Check-in lists not signed'.",
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the participation.' }));
    await user.click(approve);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('warns of an unpaid fee and of someone missing from uploaded sheets, not of an event that keeps no attendance', () => {
    const translate = ((key: string) => key) as Parameters<typeof decisionWarnings>[2];
    const present = { registered: true, feePaid: true, checkedInDays: ['2026-10-06'], signedSheetsUploaded: true };
    expect(decisionWarnings({ ...CLAIM, attendance: present }, 'approve', translate)).toEqual([]);
    const unpaid = decisionWarnings({ ...CLAIM, attendance: { ...present, feePaid: false } }, 'approve', translate);
    expect(unpaid.map((warning) => warning.id)).toEqual(['fee-not-paid']);
    // Its box names what was checked, not the participation the attendance warning asks about.
    expect(unpaid[0].acknowledge).toBe('console.claims.warnings.feeChecked');
    const unknown = { registered: false, feePaid: false, checkedInDays: [], signedSheetsUploaded: false };
    expect(decisionWarnings({ ...CLAIM, attendance: unknown }, 'approve', translate)).toEqual([]);
    const missing = decisionWarnings(
      { ...CLAIM, attendance: { ...unknown, signedSheetsUploaded: true } },
      'approve',
      translate,
    );
    expect(missing.map((warning) => warning.id)).toEqual(['not-checked-in']);
    expect(decisionWarnings({ ...CLAIM, attendance: { ...present, checkedInDays: [] } }, 'decline', translate)).toEqual(
      [],
    );
  });
});
