import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Language } from '@unit-costs/contract';

import type { IbanCheckDto, TravelClaimDto } from '../../api/types';
import { saveSession } from '../../auth/session';
import { aClaim, aSession } from '../../test-support/factories';
import { stubFetch, type MockAnswer, type MockRequest } from '../../test-support/fetch-mock';
import { fill, landing, renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import { BANK_DETAILS_SENT } from '../claim-detail/bank-details-sent';
import BankDetailsPage from './BankDetailsPage';

const SEPA_IBAN = 'DE89 3704 0044 0532 0130 00';
const OTHER_IBAN = 'GB33 BUKB 2020 1555 5555 55';

const checks: Record<string, IbanCheckDto> = {
  DE89370400440532013000: { isValid: true, sepa: true, errorMessage: null, message: null },
  GB33BUKB20201555555555: { isValid: true, sepa: false, errorMessage: null, message: null },
  DE00123: {
    isValid: false,
    sepa: false,
    errorMessage: 'The IBAN is not valid.',
    message: { key: 'refusal.iban.invalid' },
  },
};

interface Answers {
  claim?: TravelClaimDto;
  language?: Language;
  elvdata?: (request: MockRequest) => MockAnswer;
}

function renderBankPage({ claim = aClaim(), elvdata = () => ({ body: claim }), language }: Answers = {}) {
  const api = stubFetch((request) => {
    const { route } = request;
    if (route === `GET /api/travelclaim/${claim.guid}`) return { body: claim };
    if (route === 'GET /api/countries/autocomplete')
      return {
        body: [
          { value: 83, displayValue: 'Germany', iso_3166: 'DE' },
          { value: 235, displayValue: 'United Kingdom', iso_3166: 'GB' },
        ],
      };
    if (route.startsWith('GET /api/elvdata/validate/'))
      return { body: checks[decodeURIComponent(route.split('/').pop()!)] };
    if (route === 'POST /api/elvdata') return elvdata(request);
    if (route === 'PUT /api/travelclaim') return { body: { ...claim, status: 1, confirmed: true } };
    return { status: 404 };
  });
  const view = renderPage(<BankDetailsPage />, {
    path: '/me/claims/:guid/bankdetails',
    at: `/me/claims/${claim.guid}/bankdetails`,
    routes: [landing('/me/claims/:guid')],
    language,
  });
  return { ...view, api, claim };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const bankAddressHeading = () => screen.queryByRole('heading', { name: en('bankDetails.bankAddress') });

async function fillHolder(user: ReturnType<typeof renderBankPage>['user']) {
  const holder = screen.getAllByLabelText(new RegExp(`^${en('bankDetails.street')}`))[0];
  await fill(user, holder, 'Elßholzstraße 30');
  await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.postalCode')}`))[0], '10781');
  await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.city')}`))[0], 'Berlin');
  await user.selectOptions(screen.getAllByLabelText(new RegExp(`^${en('bankDetails.country')}`))[0], 'Germany');
  await fill(user, field(en('bankDetails.bic')), 'COBADEFFXXX');
  await fill(user, field(en('bankDetails.bankname')), 'Commerzbank');
}

describe('/me/claims/{guid}/bankdetails/', () => {
  beforeEach(() => saveSession(aSession()));

  it('requests the contribution with a SEPA IBAN: no bank address, then the claim is requested', async () => {
    const { user, api, router, claim } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    expect(bankAddressHeading()).toBeInTheDocument();

    await fillHolder(user);
    await fill(user, field(en('bankDetails.iban')), SEPA_IBAN);
    await user.tab();
    await waitFor(() => expect(bankAddressHeading()).not.toBeInTheDocument());
    expect(api.to('GET /api/elvdata/validate/DE89370400440532013000')).toHaveLength(1);
    expect(api.to('GET /api/elvdata/validate/DE89370400440532013000')[0].headers.get('Authorization')).toBe(
      'Bearer access-1',
    );

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/me/claims/${claim.guid}`));
    // The claim page confirms what was sent (ClaimDetailPage.test.tsx).
    expect(router.state.location.state).toEqual(BANK_DETAILS_SENT);
    expect(api.to('POST /api/elvdata')[0].body).toEqual({
      claimId: claim.guid,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankname: 'Commerzbank',
      accountHolderName: 'Jane Doe',
      bankAddress: null,
      accountHolderAddress: { street: 'Elßholzstraße 30', postalCode: '10781', city: 'Berlin', countryId: 83 },
    });
    expect(api.to('PUT /api/travelclaim')[0].body).toEqual({ guid: claim.guid, status: 1, confirmed: true });
    const order = api.requests.map((request) => request.route).filter((route) => !route.startsWith('GET'));
    expect(order).toEqual(['POST /api/elvdata', 'PUT /api/travelclaim']);
  });

  it("drops BIC's mandatory error once a SEPA IBAN makes BIC optional", async () => {
    const { user } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });

    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));
    expect(await screen.findByText("Field 'BIC' is mandatory.")).toBeInTheDocument();

    await fill(user, field(en('bankDetails.iban')), SEPA_IBAN);
    await user.tab();

    await waitFor(() => expect(screen.queryByText("Field 'BIC' is mandatory.")).not.toBeInTheDocument());
    expect(field(en('bankDetails.bic'))).not.toBeRequired();
    expect(screen.queryByText("Field 'Bankname' is mandatory.")).not.toBeInTheDocument();
    // The account holder's fields stay required and keep theirs until they are filled.
    expect(screen.getAllByText("Field 'Street' is mandatory.")).toHaveLength(1);
  });

  it('needs the bank address for an IBAN outside SEPA', async () => {
    const { user, api } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    await fillHolder(user);
    await fill(user, field(en('bankDetails.iban')), OTHER_IBAN);
    await user.tab();
    await waitFor(() => expect(api.to('GET /api/elvdata/validate/GB33BUKB20201555555555')).toHaveLength(1));
    expect(bankAddressHeading()).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));
    expect(await screen.findAllByText("Field 'Street' is mandatory.")).toHaveLength(1);
    expect(api.to('POST /api/elvdata')).toHaveLength(0);

    await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.street')}`))[1], '1 Churchill Place');
    await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.postalCode')}`))[1], 'E14 5HP');
    await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.city')}`))[1], 'London');
    await user.selectOptions(
      screen.getAllByLabelText(new RegExp(`^${en('bankDetails.country')}`))[1],
      'United Kingdom',
    );
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));

    await waitFor(() => expect(api.to('POST /api/elvdata')).toHaveLength(1));
    expect(api.to('POST /api/elvdata')[0].body).toMatchObject({
      iban: 'GB33BUKB20201555555555',
      bankAddress: { street: '1 Churchill Place', postalCode: 'E14 5HP', city: 'London', countryId: 235 },
    });
  });

  it("shows the IBAN check's message on the field", async () => {
    const { user } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    await fill(user, field(en('bankDetails.iban')), 'DE00 123');
    await user.tab();
    expect(await screen.findByText('The IBAN is not valid.')).toBeInTheDocument();
  });

  it('requires the terms to be accepted', async () => {
    const { user, api } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    await fillHolder(user);
    await fill(user, field(en('bankDetails.iban')), SEPA_IBAN);
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));
    expect(
      await screen.findByText('Please indicate that you have read and agree to the Terms and Conditions'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/elvdata')).toHaveLength(0);
  });

  it("puts the server's field errors on their fields and shows a 422's text", async () => {
    let attempt = 0;
    const { user, api } = renderBankPage({
      elvdata: () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                errorMessage: 'Please check your input.',
                errors: { BIC: ['The BIC does not belong to the IBAN.'], 'AccountHolderAddress.City': ['Too long.'] },
              },
            }
          : { status: 422, body: { errorMessage: 'Bank details can no longer be changed for this claim.' } },
    });
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    await fillHolder(user);
    await fill(user, field(en('bankDetails.iban')), SEPA_IBAN);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));

    expect(await screen.findByText('The BIC does not belong to the IBAN.')).toBeInTheDocument();
    expect(field(en('bankDetails.bic'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too long.')).toBeInTheDocument();
    expect(screen.getAllByLabelText(new RegExp(`^${en('bankDetails.city')}`))[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.to('PUT /api/travelclaim')).toHaveLength(0);
    // The fields show the errors; their summary is not repeated above the button.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank details can no longer be changed for this claim.');
    expect(api.to('PUT /api/travelclaim')).toHaveLength(0);
  });

  it('shows the form only for a saved claim, and the unit costs with rail travel beside it', async () => {
    renderBankPage({ claim: aClaim({ status: 1 }) });
    expect(await screen.findByText(en('bankDetails.notSaved'))).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${en('bankDetails.iban')}`))).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: en('bankDetails.summary') });
    expect(within(summary).getByText('Rail Travel')).toBeInTheDocument();
    expect(within(summary).getByText('573 km')).toBeInTheDocument();
    expect(within(summary).getByText('€499.00')).toBeInTheDocument();
  });

  it('opens the form again after the bank returned the payment, to send the bank details anew', async () => {
    const paymentReturn = { returnedOn: '2026-11-30', reasonCode: 'AC04', reason: 'the account is closed' };
    renderBankPage({ claim: aClaim({ status: 1, paymentReturn }) });
    expect(await screen.findByText(en('bankDetails.introAfterReturn'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en('bankDetails.submitAfterReturn') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en('bankDetails.submit') })).not.toBeInTheDocument();
  });

  it("names and orders the countries in the page's language", async () => {
    renderBankPage({ language: 'de' });
    const [holderCountry] = await screen.findAllByRole('combobox', { name: /^Land/ });
    await waitFor(() =>
      expect(
        within(holderCountry)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Bitte wählen Sie ein Land', 'Deutschland', 'Vereinigtes Königreich']),
    );
  });

  it('says that the contribution waits for the end of the event instead of showing the form', async () => {
    renderBankPage({ claim: aClaim({ event: { ...aClaim().event, ended: false } }) });
    expect(await screen.findByText(en('bankDetails.notEnded'))).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${en('bankDetails.iban')}`))).not.toBeInTheDocument();
  });
});
