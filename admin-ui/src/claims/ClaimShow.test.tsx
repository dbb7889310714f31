import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTravelClaim } from '@unit-costs/contract/testing';
import { describe, expect, it, vi } from 'vitest';

import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { TravelClaimDto } from '../types';
import { ClaimShow } from './ClaimShow';

const GUID = '6f1c2a9e-2f4b-4a51-9d7c-0b1e6a3c5d70';

/** Marie Curie's claim, Requested, with its history. */
function claim(overrides: Partial<TravelClaimDto> = {}): TravelClaimDto {
  return aTravelClaim({
    id: GUID,
    guid: GUID,
    status: 1,
    confirmed: true,
    firstname: 'Marie',
    lastname: 'Curie',
    email: 'marie.curie@example.org',
    phone: '+33 1 23 45 67',
    language: 'fr',
    submitted: '2026-03-02T09:15:00Z',
    institution: {
      name: 'Tribunal de Paris',
      address: {
        street: 'Parvis du Tribunal 1',
        postalCode: '75017',
        city: 'Paris',
        country: { id: 75, name: 'France', iso_3166: 'FR' },
      },
    },
    event: {
      ...aTravelClaim().event,
      id: 1,
      title: 'Recent Case Law',
      startDate: '2026-10-14T08:00:00Z',
      endDate: '2026-10-15T17:00:00Z',
      ended: false,
    },
    calculatedTravelCosts: { amount: 275, distance: 512.4, travelType: 0 },
    audits: [
      { action: 4, description: 'Claim saved', timestamp: '2026-03-02T09:15:00Z', username: 'Marie.Curie@Example.org' },
      { action: 0, description: 'Contribution requested', timestamp: '2026-03-03T10:00:00Z', username: 'MARIE' },
    ],
    ...overrides,
  });
}

const BRUSSELS = {
  street: 'Rue Haute 12',
  postalCode: '1000',
  city: 'Brussels',
  country: { id: 21, name: 'Belgium', iso_3166: 'BE' },
};

/** A masked account in SEPA (paid by a payment run) or outside it (marked as paid by hand). */
function account(sepa: boolean): NonNullable<TravelClaimDto['elvData']> {
  return {
    iban: sepa ? 'DE89 **** **** **** **30 00' : 'BR18 **** **** **** **** **** *93C1',
    bic: sepa ? 'COBADEFFXXX' : 'BRASBRRJBHE',
    bankname: sepa ? 'Commerzbank' : 'Banco do Brasil',
    accountHolderName: 'Marie Curie',
    bankAddress: null,
    accountHolderAddress: BRUSSELS,
    sepa,
  };
}

function setup(record: TravelClaimDto, roles: string[], methods: Parameters<typeof fakeDataProvider>[0] = {}) {
  const authProvider = fakeAuthProvider(roles);
  const getPermissions = vi.fn(authProvider.getPermissions!);
  const dataProvider = fakeDataProvider({
    getOne: vi.fn(async () => ({ data: record })),
    update: vi.fn(async (_resource, params) => ({ data: { ...record, ...params.data } })),
    resendClaimSummary: vi.fn(async () => record),
    ...methods,
  });
  renderAdmin({
    element: <ClaimShow />,
    path: '/claim/:id',
    url: `/claim/${GUID}`,
    resource: 'claims',
    dataProvider,
    authProvider: { ...authProvider, getPermissions },
  });
  return Object.assign(dataProvider, { permissionsAsked: getPermissions });
}

const buttons = () => ({
  approve: screen.queryByRole('button', { name: 'Approve' }),
  decline: screen.queryByRole('button', { name: 'Decline' }),
});

describe('ClaimShow', () => {
  it('shows the claim under the title with its badges and amounts', async () => {
    setup(claim(), ['Staff']);
    expect(await screen.findByRole('heading', { name: 'Unit Costs Claim Form' })).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.getByTestId('total-reimbursement')).toHaveTextContent('€499.00');
    expect(screen.getByTestId('travel-badge')).toHaveTextContent('512 km · €275.00');
    expect(within(screen.getByTestId('travel-badge')).getByTestId('plane-icon')).toBeInTheDocument();
    expect(screen.getByTestId('accommodation-badge')).toHaveTextContent('2 nights · €224.00');
    expect(screen.getByText('Tribunal de Paris')).toBeInTheDocument();
    expect(screen.getByText('ERA Conference Centre, Trier, Germany')).toBeInTheDocument();
  });

  it('shows the land transport icon for travel type 1 and no accommodation badge without one', async () => {
    setup(
      claim({
        calculatedTravelCosts: { amount: 23, distance: 40, travelType: 1 },
        calculatedAccommodationCosts: null,
      }),
      ['Staff'],
    );
    expect(await screen.findByTestId('land-icon')).toBeInTheDocument();
    expect(screen.queryByTestId('plane-icon')).toBeNull();
    expect(screen.queryByTestId('accommodation-badge')).toBeNull();
  });

  it.each([
    ['Approver', ['Approver'], 1, true],
    ['Admin', ['Admin'], 1, true],
    ['Staff', ['Staff'], 1, false],
    ['no role', [], 1, false],
    ['Admin on a Saved claim', ['Admin'], 0, false],
    ['Admin on an approved claim', ['Admin'], 2, false],
    ['Approver on a rejected claim', ['Approver'], 5, false],
  ])('Approve and Decline for %s', async (_case, roles, status, visible) => {
    const { permissionsAsked } = setup(claim({ status: status as TravelClaimDto['status'] }), roles);
    await screen.findByRole('button', { name: 'Resend Claim' });
    // Permissions load beside the record: wait until they are in before judging an absence.
    await waitFor(() => expect(permissionsAsked).toHaveBeenCalled());
    await waitFor(() => expect(Boolean(buttons().approve)).toBe(visible));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Boolean(buttons().approve)).toBe(visible);
    expect(Boolean(buttons().decline)).toBe(visible);
  });

  it('approves after a dialog restating the amount and the participant: status In approval Run, confirmed', async () => {
    const dataProvider = setup(claim(), ['Approver']);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(within(dialog).getByTestId('decision-question')).toHaveTextContent(
      'Approve the refund of €499.00 to Marie Curie?',
    );
    expect(dataProvider.update).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'claims',
        expect.objectContaining({ id: GUID, data: { guid: GUID, status: 2, confirmed: true } }),
      ),
    );
  });

  it('says which of two approvals a large claim gets, and leaves the second to a colleague', async () => {
    const dataProvider = setup(claim({ approvals: { needed: 2, firstBy: null, firstByYou: false } }), ['Approver'], {
      update: vi.fn(async () => ({ data: claim({ approvals: { needed: 2, firstBy: 'anna', firstByYou: true } }) })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(within(dialog).getByTestId('warning-first-of-two-approvals')).toHaveTextContent(
      'This claim needs two approvals by different people. Yours is the first',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    // The answer is the claim still Requested, with the viewer's first approval.
    expect(await screen.findByTestId('second-approval')).toHaveTextContent(
      'You gave the first of the two approvals this claim needs.',
    );
    await waitFor(() => expect(buttons().approve).toBeNull());
  });

  it.each([
    [
      false,
      'anna gave the first of the two approvals this claim needs. Another Approver or Admin must give the second.',
    ],
    [true, 'You gave the first of the two approvals this claim needs. Another Approver or Admin must give the second.'],
  ])(
    'shows who gave the first approval (the viewer: %s) and offers Approve only to someone else',
    async (mine, note) => {
      setup(claim({ approvals: { needed: 2, firstBy: 'anna', firstByYou: mine } }), ['Approver']);
      expect(await screen.findByTestId('second-approval')).toHaveTextContent(note);
      await screen.findByRole('button', { name: 'Decline' });
      expect(Boolean(buttons().approve)).toBe(!mine);
    },
  );

  it("declines with reason 'Other' only with a text", async () => {
    const user = userEvent.setup();
    const dataProvider = setup(claim(), ['Admin']);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('decision-question')).toHaveTextContent(
      'Decline the refund of €499.00 to Marie Curie?',
    );
    for (const reason of [
      'Check-in lists not signed',
      'Registration Fee not paid',
      'Ineligible (EU employee)',
      'Ineligible (Country not included in the project)',
      'Other',
    ]) {
      expect(within(dialog).getByRole('radio', { name: reason })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Other reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please give another reason for the refusal.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Other reason'), 'Attended online only');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'claims',
        expect.objectContaining({
          data: { guid: GUID, status: 5, rejectReason: 4, othertxt: 'Attended online only' },
        }),
      ),
    );
    // Typing letter by letter through the dialog takes ~20 s on a loaded machine.
  }, 60_000);

  it('declines with a listed reason without text', async () => {
    const user = userEvent.setup();
    const dataProvider = setup(claim(), ['Approver']);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Registration Fee not paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'claims',
        expect.objectContaining({ data: { guid: GUID, status: 5, rejectReason: 1, othertxt: null } }),
      ),
    );
  });

  it.each([
    ['Approver', ['Approver'], 2, false, true],
    ['Admin', ['Admin'], 2, false, true],
    ['Staff', ['Staff'], 2, false, false],
    ['Approver on a Requested claim', ['Approver'], 1, false, false],
    ['Approver on a Paid claim', ['Approver'], 3, false, false],
    ['Approver on a SEPA account (a payment run pays it)', ['Approver'], 2, true, false],
  ])('Mark as paid for %s', async (_case, roles, status, sepa, visible) => {
    const record = claim({ status: status as TravelClaimDto['status'], elvData: account(sepa) });
    const { permissionsAsked } = setup(record, roles);
    await screen.findByRole('button', { name: 'Resend Claim' });
    await waitFor(() => expect(permissionsAsked).toHaveBeenCalled());
    await waitFor(() => expect(Boolean(screen.queryByRole('button', { name: 'Mark as paid' }))).toBe(visible));
  });

  it('marks an approved claim as paid only after the confirmation', async () => {
    const user = userEvent.setup();
    const dataProvider = setup(claim({ status: 2, elvData: account(false) }), ['Approver']);
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark this claim as paid?')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'claims',
        expect.objectContaining({ id: GUID, data: { guid: GUID, status: 3 } }),
      ),
    );
  });

  it('links a Paid claim to the payment run it was paid in, or says it was paid by hand', async () => {
    const run = { id: '0b6a1f1e-8d7c-4c55-9f20-3b1d2e4f5a60', number: 'PR-2026-0007', executionDate: '2026-11-23' };
    setup(claim({ status: 3, paidOn: '2026-11-23', paymentRun: run }), ['Staff']);
    const link = await screen.findByRole('link', { name: 'PR-2026-0007' });
    expect(link).toHaveAttribute('href', `/paymentruns/${run.id}/show`);
    expect(screen.getByText('23 Nov 2026')).toBeInTheDocument();
  });

  it('says when a claim was marked as paid outside a payment run', async () => {
    setup(claim({ status: 3, paidOn: '2026-11-23', paymentRun: null }), ['Staff']);
    expect(await screen.findByText('Marked as paid (outside a payment run)')).toBeInTheDocument();
  });

  it('resends the summary to the recipient the user names', async () => {
    const user = userEvent.setup();
    const dataProvider = setup(claim(), ['Staff']);
    await user.click(await screen.findByRole('button', { name: 'Resend Claim' }));
    const dialog = await screen.findByRole('dialog');
    const recipient = within(dialog).getByLabelText('Recipient');
    expect(recipient).toHaveValue('marie.curie@example.org');
    await user.clear(recipient);
    await user.type(recipient, 'office@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dataProvider.resendClaimSummary).toHaveBeenCalledWith(GUID, 'office@example.org'));
  });

  it('lists the history with lower-cased usernames, the transaction number and reject reasons', async () => {
    setup(
      claim({
        status: 5,
        rejectReason: 4,
        othertxt: 'Attended online only',
        audits: [
          { action: 4, description: 'Claim saved', timestamp: '2026-03-02T09:15:00Z', username: 'Marie@X.org' },
          { action: 2, description: 'Claim rejected', timestamp: '2026-03-04T11:00:00Z', username: 'Approver.One' },
        ],
      }),
      ['Admin'],
    );
    const log = await screen.findByRole('region', { name: 'History Log' });
    expect(log).toHaveTextContent('UC-2026-000042');
    const rows = within(log).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TimestampDescriptionUsername',
      expect.stringMatching(/^2 Mar 2026, 10:15Claim savedmarie@x\.org$/),
      expect.stringMatching(/^4 Mar 2026, 12:00Claim rejectedapprover\.one$/),
      'Reject Reason: Attended online only',
    ]);
  });

  it('shows the travel type in words, the duplicates with a badge, and why the approver may not decide', async () => {
    const other = '0c3e5d7f-1a2b-4c3d-8e9f-a0b1c2d3e4f5';
    setup(
      claim({
        possibleDuplicate: true,
        duplicates: [
          {
            guid: other,
            identifier: 'UC-2026-000041',
            eventNumber: '126DT01',
            status: 1,
            sameEvent: true,
            matchedBy: ['iban', 'nameAndEmployer'],
          },
          // Restricted at its owner's request: the server names no guid or number to a non-Admin.
          {
            guid: null,
            identifier: 'restricted',
            eventNumber: '126DT02',
            status: 2,
            sameEvent: false,
            matchedBy: ['email'],
          },
        ],
        ownClaim: true,
      }),
      ['Approver'],
    );
    expect((await screen.findByText('Travel type')).nextSibling).toHaveTextContent('Plane or combined');
    expect(screen.getByTestId('duplicate-badge')).toHaveTextContent('Possible duplicate');
    const duplicates = screen.getByTestId('duplicates');
    expect(within(duplicates).getByRole('link', { name: 'UC-2026-000041' })).toHaveAttribute('href', `/claim/${other}`);
    expect(duplicates).toHaveTextContent('126DT01 · same event · same IBAN, same name and employer');
    expect(within(duplicates).getAllByRole('link')).toHaveLength(1);
    expect(duplicates).toHaveTextContent('restricted');
    expect(duplicates).toHaveTextContent('126DT02 · overlapping event · same e-mail address');
    expect(screen.getByTestId('own-claim')).toHaveTextContent(
      'This claim was made with your own e-mail address: another Approver or Admin must approve, decline or pay it.',
    );
  });

  it("shows the server's four-eyes refusal in the dialog, in words", async () => {
    const user = userEvent.setup();
    const refusal = 'You cannot approve claim UC-2026-000042: it was made with your own e-mail address.';
    setup(claim(), ['Approver'], {
      update: vi.fn(async () => {
        throw Object.assign(new Error(refusal), { status: 403, body: { errorMessage: refusal } });
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByText('The decision was refused.')).toBeInTheDocument();
  });

  it('shows the bank data masked, and in full to an approver who asks', async () => {
    const user = userEvent.setup();
    const elvData = account(true);
    const claimBankData = vi.fn(async () => ({ ...elvData, iban: 'DE89 3704 0044 0532 0130 00' }));
    setup(claim({ elvData }), ['Approver'], { claimBankData });
    expect(await screen.findByTestId('iban')).toHaveTextContent('DE89 **** **** **** **30 00');
    expect(screen.getByText('Rue Haute 12, 1000 Brussels, Belgium')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Show full IBAN' }));
    await waitFor(() => expect(screen.getByTestId('iban')).toHaveTextContent('DE89 3704 0044 0532 0130 00'));
    expect(claimBankData).toHaveBeenCalledWith(GUID);
    expect(screen.getByText('Shown in full; this view is recorded.')).toBeInTheDocument();
  });

  it("shows the payee's bank's name check under the account holder, with the name that bank holds", async () => {
    setup(
      claim({
        elvData: account(true),
        payeeCheck: { outcome: 'closeMatch', nameHeldByBank: 'Marie Sklodowska-Curie' },
      }),
      ['Staff'],
    );
    expect(await screen.findByTestId('payee-check')).toHaveTextContent(
      "Name check: close to the account holder's name (Marie Sklodowska-Curie)",
    );
  });

  it('offers plain staff no way to show the IBAN in full', async () => {
    const { permissionsAsked } = setup(claim({ elvData: null }), ['Staff']);
    expect(await screen.findByText('No bank data yet.')).toBeInTheDocument();
    await waitFor(() => expect(permissionsAsked).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Show full IBAN' })).toBeNull();
  });
  it('approves a possible duplicate only once the box is ticked, and tells the server so', async () => {
    const user = userEvent.setup();
    const duplicate = {
      guid: '0c3e5d7f-1a2b-4c3d-8e9f-a0b1c2d3e4f5',
      identifier: 'UC-2026-000041',
      eventNumber: '126DT02',
      status: 1 as const,
      sameEvent: false,
      matchedBy: ['iban' as const],
    };
    const dataProvider = setup(claim({ possibleDuplicate: true, duplicates: [duplicate] }), ['Approver']);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(within(dialog).getByTestId('warning-possible-duplicate')).toHaveTextContent(
      'This may be a second claim of the same person: UC-2026-000041 (same IBAN; overlapping event 126DT02).',
    );
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I have checked that this claim is not a duplicate.' }),
    );
    await user.click(approve);
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'claims',
        expect.objectContaining({ data: { guid: GUID, status: 2, confirmed: true, confirmDuplicate: true } }),
      ),
    );
  });

  it("shows the bank's return of the transfer at the top, with its date and reason, and offers no Mark as paid", async () => {
    setup(
      claim({
        status: 2,
        elvData: account(true),
        paymentReturn: {
          returnedOn: '2026-11-27',
          reasonCode: 'AC04',
          reason: 'the account has been closed',
          details: null,
          charges: null,
        },
      }),
      ['Approver'],
    );
    const alert = await screen.findByTestId('payment-return');
    expect(alert).toHaveTextContent(
      'The bank returned the transfer on 27 Nov 2026: the account has been closed (AC04). The participant has been asked for new bank details; no payment run takes the claim until they are entered.',
    );
    // Above the title: the first thing on the page.
    expect(alert.compareDocumentPosition(screen.getByRole('heading', { name: 'Unit Costs Claim Form' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await screen.findByRole('button', { name: 'Resend Claim' });
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
  });
});
