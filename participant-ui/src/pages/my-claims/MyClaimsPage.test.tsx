import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@unit-costs/contract';
import { aTravelClaim } from '@unit-costs/contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';

import { saveSession } from '../../auth/session';
import { aSession } from '../../test-support/factories';
import { stubFetch, type MockAnswer } from '../../test-support/fetch-mock';
import { renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import MyClaimsPage from './MyClaimsPage';

function renderList(answer: (page: number) => MockAnswer | Promise<MockAnswer>, language?: Language) {
  const api = stubFetch(({ route, url }) =>
    route === 'GET /api/travelclaim' ? answer(Number(url.searchParams.get('page'))) : { status: 404 },
  );
  return { ...renderPage(<MyClaimsPage />, { path: '/me/claims', language }), api };
}

describe('/me/claims', () => {
  beforeEach(() => saveSession(aSession()));

  it('shows 3 placeholder cards while loading', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    renderList(() => new Promise<MockAnswer>((resolve) => (answer = resolve)));
    expect(screen.getAllByTestId('claim-card-skeleton')).toHaveLength(3);
    answer({ status: 204 });
    expect(await screen.findByText(en('myClaims.empty'))).toBeInTheDocument();
    expect(screen.queryByTestId('claim-card-skeleton')).not.toBeInTheDocument();
  });

  it("names each card by the event's title in the page's language where the event has one", async () => {
    const german = aTravelClaim({
      event: {
        ...aTravelClaim().event,
        languages: [{ language: 'de', title: 'Aktuelle Rechtsprechung des Gerichtshofs in Zivilsachen' }],
      },
    });
    const untranslated = aTravelClaim({
      guid: 'b2',
      event: { ...aTravelClaim().event, title: 'Summer Course', languages: [] },
    });
    renderList(
      () => ({ body: { totalPages: 1, count: 2, next: null, previous: null, results: [german, untranslated] } }),
      'de',
    );
    const card = await screen.findByRole('article', {
      name: 'Aktuelle Rechtsprechung des Gerichtshofs in Zivilsachen',
    });
    expect(within(card).getByText('ERA Conference Centre, Trier, Deutschland')).toBeInTheDocument();
    expect(within(card).getByText('499,00 €')).toBeInTheDocument();
    // 'Details' and 'Request the payment' of this card name it by its German title.
    const links = within(card).getAllByRole('link', {
      name: /Aktuelle Rechtsprechung des Gerichtshofs in Zivilsachen/,
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/me/claims/${german.guid}`,
      `/me/claims/${german.guid}/bankdetails`,
    ]);
    expect(screen.getByRole('article', { name: 'Summer Course' })).toBeInTheDocument();
  });

  it('says on the card that the bank sent the payment back, with the way to new bank details', async () => {
    const returned = aTravelClaim({
      status: 2,
      event: { ...aTravelClaim().event, title: 'Summer Course', languages: [] },
      paymentReturn: {
        returnedOn: '2026-11-30',
        reasonCode: 'AC04',
        reason: 'the account has been closed',
        details: null,
        charges: null,
      },
    });
    renderList(() => ({ body: { totalPages: 1, count: 1, next: null, previous: null, results: [returned] } }), 'fr');
    const card = await screen.findByRole('article', { name: 'Summer Course' });
    expect(
      within(card).getByText(
        'Votre banque a renvoyé le paiement le 30 novembre 2026. Veuillez saisir à nouveau vos coordonnées bancaires.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Saisir à nouveau les coordonnées bancaires pour Summer Course' }),
    ).toHaveAttribute('href', `/me/claims/${returned.guid}/bankdetails`);
  });

  it('shows each claim as a card', async () => {
    const second = aTravelClaim({
      guid: 'b2',
      status: 3,
      paidOn: '2026-11-23',
      event: { ...aTravelClaim().event, title: 'Summer Course on European Criminal Law' },
      calculatedAccommodationCosts: null,
      totalAmount: 120.5,
    });
    renderList(() => ({
      body: { totalPages: 1, count: 2, next: null, previous: null, results: [aTravelClaim(), second] },
    }));

    const first = await screen.findByRole('article', { name: aTravelClaim().event.title });
    expect(within(first).getByText('Saved')).toBeInTheDocument();
    expect(within(first).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(first).getByText('jane.doe@court.example')).toBeInTheDocument();
    expect(within(first).getByText('Kammergericht')).toBeInTheDocument();
    expect(within(first).getByText('ERA Conference Centre, Trier, Germany')).toBeInTheDocument();
    expect(within(first).getByText('573 km')).toBeInTheDocument();
    expect(within(first).getByText('2 nights')).toBeInTheDocument();
    expect(within(first).getByText('€499.00')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: en('myClaims.detailsOf', { title: aTravelClaim().event.title }) }),
    ).toHaveAttribute('href', `/me/claims/${aTravelClaim().guid}`);

    const paid = screen.getByRole('article', { name: 'Summer Course on European Criminal Law' });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Paid on 23 November 2026')).toBeInTheDocument();
    expect(within(paid).queryByText(/nights?$/)).not.toBeInTheDocument();
    expect(within(paid).getByText('€120.50')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: en('myClaims.pages') })).not.toBeInTheDocument();
  });

  it('invites to request the payment on a saved claim whose seminar has ended, and only there', async () => {
    const upcoming = aTravelClaim({
      guid: 'c3',
      event: { ...aTravelClaim().event, title: 'Autumn Seminar', ended: false },
    });
    const requested = aTravelClaim({
      guid: 'c4',
      status: 1,
      event: { ...aTravelClaim().event, title: 'Winter Seminar' },
    });
    renderList(() => ({
      body: { totalPages: 1, count: 3, next: null, previous: null, results: [aTravelClaim(), upcoming, requested] },
    }));

    const ended = await screen.findByRole('article', { name: aTravelClaim().event.title });
    expect(within(ended).getByText(en('myClaims.requestInvite'))).toBeInTheDocument();
    expect(
      within(ended).getByRole('link', {
        name: en('myClaims.requestContributionFor', { title: aTravelClaim().event.title }),
      }),
    ).toHaveAttribute('href', `/me/claims/${aTravelClaim().guid}/bankdetails`);
    for (const title of ['Autumn Seminar', 'Winter Seminar']) {
      const card = screen.getByRole('article', { name: title });
      expect(within(card).queryByText(en('myClaims.requestInvite'))).not.toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: /^Request contribution/ })).not.toBeInTheDocument();
    }
  });

  it('pages through the claims (the API counts pages from 0)', async () => {
    const { user, api } = renderList((page) => ({
      body: {
        totalPages: 2,
        count: 21,
        next: page === 0 ? 1 : null,
        previous: page === 1 ? 0 : null,
        results: [
          aTravelClaim({ guid: `g${page}`, event: { ...aTravelClaim().event, title: `Seminar on page ${page}` } }),
        ],
      },
    }));
    expect(await screen.findByRole('article', { name: 'Seminar on page 0' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: en('myClaims.pages') });
    await user.click(within(pages).getByRole('button', { name: /page 2/i }));
    expect(await screen.findByRole('article', { name: 'Seminar on page 1' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests.map((request) => request.url.search)).toEqual(['?page=0', '?page=1']));
  });
});
