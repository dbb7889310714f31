import { screen, within } from '@testing-library/react';
import { ClaimStatus, type Language, RejectReason } from '@unit-costs/contract';
import { aTravelClaim } from '@unit-costs/contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TravelClaimDto } from '../../api/types';
import { saveSession } from '../../auth/session';
import { anEvent, aSession } from '../../test-support/factories';
import { notFound, stubFetch } from '../../test-support/fetch-mock';
import { renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import { ACADEMY } from '../../texts';
import { BANK_DETAILS_SENT } from './bank-details-sent';
import ClaimDetailPage from './ClaimDetailPage';

function renderDetail(claim: TravelClaimDto | null, state?: unknown, language?: Language) {
  const guid = claim?.guid ?? 'missing';
  stubFetch(({ route }) => (claim && route === `GET /api/travelclaim/${guid}` ? { body: claim } : notFound));
  return renderPage(<ClaimDetailPage />, { path: '/me/claims/:guid', at: `/me/claims/${guid}`, state, language });
}

const requestButton = () => screen.queryByRole('link', { name: en('claimDetail.requestContribution') });

describe('/me/claims/{guid}', () => {
  beforeEach(() => saveSession(aSession()));

  it('shows status, total, participant, contact data, employer and event', async () => {
    renderDetail(aTravelClaim());
    expect(await screen.findByRole('heading', { name: aTravelClaim().event.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByTestId('claim-total')).toHaveTextContent('€499.00');
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('jane.doe@court.example')).toBeInTheDocument();
    expect(screen.getByText('+49 30 1234')).toBeInTheDocument();
    expect(screen.getByText('Elßholzstraße 30-33, 10781 Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByText('126DT01')).toBeInTheDocument();
    expect(screen.getByText('UC-2026-000042')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.queryByRole('region', { name: en('claimDetail.bankData') })).not.toBeInTheDocument();
  });

  it("names the event by its title and the countries in the page's language", async () => {
    const claim = aTravelClaim({
      event: {
        ...aTravelClaim().event,
        languages: [
          { language: 'de', title: 'Aktuelle Rechtsprechung des Gerichtshofs in Zivilsachen' },
          { language: 'fr', title: 'La jurisprudence récente de la Cour de justice en matière civile' },
        ],
      },
    });
    renderDetail(claim, undefined, 'fr');
    const title = 'La jurisprudence récente de la Cour de justice en matière civile';
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Elßholzstraße 30-33, 10781 Berlin, Allemagne')).toBeInTheDocument();
    expect(screen.getByText('ERA Conference Centre, Trier, Allemagne')).toBeInTheDocument();
    expect(screen.getAllByText(title)).toHaveLength(2);
    expect(screen.queryByText(aTravelClaim().event.title)).not.toBeInTheDocument();
  });

  it("offers 'Request contribution' for a saved claim of an ended event", async () => {
    const claim = aTravelClaim();
    renderDetail(claim);
    await screen.findByRole('heading', { level: 1 });
    expect(requestButton()).toHaveAttribute('href', `/me/claims/${claim.guid}/bankdetails`);
  });

  it('does not offer it before the event has ended', async () => {
    renderDetail(aTravelClaim({ event: { ...aTravelClaim().event, ended: false } }));
    await screen.findByRole('heading', { level: 1 });
    expect(requestButton()).not.toBeInTheDocument();
    expect(screen.getByText(en('claimDetail.requestAfterEvent'))).toBeInTheDocument();
  });

  it('does not offer it once the claim is requested, and shows the bank data', async () => {
    const bankAddress = null;
    renderDetail(
      aTravelClaim({
        status: 1,
        elvData: {
          iban: 'DE89 **** **** **** **30 00',
          sepa: true,
          bic: 'COBADEFFXXX',
          bankname: 'Commerzbank',
          accountHolderName: 'Jane Doe',
          bankAddress,
          accountHolderAddress: {
            street: 'Elßholzstraße 30',
            postalCode: '10781',
            city: 'Berlin',
            country: { id: 83, name: 'Germany', iso_3166: 'DE' },
          },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(requestButton()).not.toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: en('claimDetail.bankData') });
    expect(within(bank).getByText('DE89 **** **** **** **30 00')).toBeInTheDocument();
    expect(within(bank).getByText('Commerzbank')).toBeInTheDocument();
    expect(within(bank).queryByText(en('claimDetail.bankAddress'))).not.toBeInTheDocument();
  });

  it("says so when the claim does not exist or is somebody else's", async () => {
    renderDetail(null);
    expect(await screen.findByRole('heading', { name: en('notFound.claimHeading') })).toBeInTheDocument();
  });

  it('says when a Paid claim was paid and to which account (masked)', async () => {
    renderDetail(
      aTravelClaim({
        status: 3,
        paidOn: '2026-11-23',
        elvData: {
          iban: 'BE68 **** **** 7034',
          sepa: true,
          bic: '',
          bankname: '',
          accountHolderName: 'Jane Doe',
          bankAddress: null,
          accountHolderAddress: aTravelClaim().institution.address,
        },
      }),
    );
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    // No BIC and no bank name were given: no empty rows for them.
    expect(screen.queryByText(en('claimDetail.bic'))).toBeNull();
    expect(screen.queryByText(en('claimDetail.bankName'))).toBeNull();
    expect(
      screen.getByText(
        'Your contribution was paid on 23 November 2026 to the account BE68 **** **** 7034. Depending on your bank it arrives within one to three business days.',
      ),
    ).toBeInTheDocument();
    expect(requestButton()).not.toBeInTheDocument();
  });

  it("asks the participant to check the account holder's name when the payee's bank found no match", async () => {
    renderDetail(
      aTravelClaim({ status: ClaimStatus.ApprovalRun, payeeCheck: { outcome: 'noMatch', nameHeldByBank: null } }),
    );
    expect(
      await screen.findByText(
        'The payee’s bank reports that the account holder’s name does not match the account. Please check the account holder’s name: it must be written exactly as your bank has it.',
      ),
    ).toBeInTheDocument();
  });

  it("tells the participant the name the payee's bank holds when it is only close to theirs", async () => {
    renderDetail(
      aTravelClaim({
        status: ClaimStatus.ApprovalRun,
        payeeCheck: { outcome: 'closeMatch', nameHeldByBank: 'Marie Sklodowska-Curie' },
      }),
    );
    expect(
      await screen.findByText(
        'The payee’s bank holds the account holder’s name as “Marie Sklodowska-Curie”, close to the name you gave.',
      ),
    ).toBeInTheDocument();
  });

  it('says on which day the bank sent a payment back and why, and offers to enter the bank details again', async () => {
    renderDetail(
      aTravelClaim({
        status: ClaimStatus.ApprovalRun,
        paymentReturn: {
          returnedOn: '2026-11-30',
          reasonCode: 'AC04',
          reason: 'the account has been closed',
          details: 'Konto saldiert',
          charges: null,
        },
      }),
    );
    expect(
      await screen.findByText(
        'Your bank sent the payment back on 30 November 2026 because the account has been closed (the bank’s note: “Konto saldiert”). Please enter your bank details again: the refund is then paid in the next payment run.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('claimDetail.enterBankDetailsAgain') })).toBeInTheDocument();
  });

  it("words the bank's return in German without English: the reason's code in German words", async () => {
    renderDetail(
      aTravelClaim({
        status: ClaimStatus.ApprovalRun,
        paymentReturn: {
          returnedOn: '2026-11-30',
          reasonCode: 'AC04',
          reason: 'the account has been closed',
          details: null,
          charges: null,
        },
      }),
      undefined,
      'de',
    );
    expect(
      await screen.findByText(
        'Ihre Bank hat die Zahlung am 30. November 2026 zurückgeschickt, weil das Konto aufgelöst wurde. Bitte geben Sie Ihre Bankverbindung erneut ein: Die Erstattung wird dann im nächsten Zahlungslauf gezahlt.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the account has been closed/)).not.toBeInTheDocument();
  });

  it('shows a rejected claim its reason and the seminar contact to write to', async () => {
    const claim = aTravelClaim({
      status: ClaimStatus.Rejected,
      rejectReason: RejectReason.Other,
      othertxt: 'Not registered',
    });
    const contact = anEvent().contacts[0];
    renderDetail({ ...claim, event: { ...claim.event, contacts: [contact] } });

    const notice = await screen.findByRole('region', { name: en('claimDetail.rejectedTitle') });
    expect(notice).toHaveTextContent(`${en('claimDetail.rejectedReason')} Not registered`);
    expect(within(notice).getByRole('link', { name: en('eventDetails.getInContact') })).toHaveAttribute(
      'href',
      `mailto:${contact.email}?subject=${encodeURIComponent(en('eventDetails.mailSubject', { seminarNumber: claim.event.number }))}`,
    );
  });

  it("names a listed reason and, for an event without contacts, the academy's address", async () => {
    renderDetail(aTravelClaim({ status: ClaimStatus.Rejected, rejectReason: RejectReason.RegistrationFeeNotPaid }));

    const notice = await screen.findByRole('region', { name: en('claimDetail.rejectedTitle') });
    expect(notice).toHaveTextContent(`${en('claimDetail.rejectedReason')} Registration Fee not paid`);
    expect(within(notice).getByRole('link', { name: ACADEMY.infoMail })).toHaveAttribute(
      'href',
      `mailto:${ACADEMY.infoMail}`,
    );
  });

  it('shows no rejection notice for a claim that is not rejected', async () => {
    renderDetail(aTravelClaim());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: en('claimDetail.rejectedTitle') })).not.toBeInTheDocument();
  });

  it('confirms on arrival from the bank form that the bank details were sent and mailed', async () => {
    renderDetail(aTravelClaim({ status: ClaimStatus.Requested }), BANK_DETAILS_SENT);
    const title = await screen.findByText(en('claimDetail.bankDetailsSentTitle'));
    const confirmation = title.closest('[role="status"]');
    expect(confirmation).toHaveTextContent(en('claimDetail.bankDetailsSent', { email: 'jane.doe@court.example' }));
  });

  it('shows no confirmation on a visit of its own', async () => {
    renderDetail(aTravelClaim({ status: ClaimStatus.Requested }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(en('claimDetail.bankDetailsSentTitle'))).not.toBeInTheDocument();
  });
});
