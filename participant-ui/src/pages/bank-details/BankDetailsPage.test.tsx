import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@unit-costs/contract';
import { aTravelClaim } from '@unit-costs/contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';

import type { IbanCheckDto, TravelClaimDto } from '../../api/types';
import { saveSession } from '../../auth/session';
import { aSession } from '../../test-support/factories';
import { stubFetch, type MockAnswer, type MockRequest } from '../../test-support/fetch-mock';
import { fill, landing, renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import { BANK_DETAILS_SENT } from '../claim-detail/bank-details-sent';
import BankDetailsPage from './BankDetailsPage';

const SEPA_IBAN = 'DE89 3704 0044 0532 0130 00';
/** In SEPA, outside the EEA: the holder's address is asked. */
const BRITISH_IBAN = 'GB33 BUKB 2020 1555 5555 55';
const OTHER_IBAN = 'TR33 0006 1005 1978 6457 8413 26';

const valid = { isValid: true, errorMessage: null, message: null } as const;
/** The server's answers (test/api/claims/bank-data.spec.ts checks them against the bank directories). */
const checks: Record<string, IbanCheckDto> = {
  DE89370400440532013000: { ...valid, sepa: true, country: 'DE', bic: 'COBADEFFXXX', holderAddressNeeded: false },
  GB33BUKB20201555555555: { ...valid, sepa: true, country: 'GB', bic: null, holderAddressNeeded: true },
  TR330006100519786457841326: { ...valid, sepa: false, country: 'TR', bic: null, holderAddressNeeded: true },
  DE00123: {
    isValid: false,
    sepa: false,
    country: null,
    bic: null,
    holderAddressNeeded: false,
    errorMessage: 'The IBAN is not valid.',
    message: { key: 'refusal.iban.invalid' },
  },
};

interface Answers {
  claim?: TravelClaimDto;
  language?: Language;
  elvdata?: (request: MockRequest) => MockAnswer;
}

function renderBankPage({ claim = aTravelClaim(), elvdata = () => ({ body: claim }), language }: Answers = {}) {
  const api = stubFetch((request) => {
    const { route } = request;
    if (route === `GET /api/travelclaim/${claim.guid}`) return { body: claim };
    if (route === 'GET /api/countries/autocomplete')
      return {
        body: [
          { value: 83, displayValue: 'Germany', iso_3166: 'DE' },
          { value: 235, displayValue: 'United Kingdom', iso_3166: 'GB' },
          { value: 225, displayValue: 'Turkey', iso_3166: 'TR' },
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

const holderAddressFields = () => screen.queryAllByLabelText(new RegExp(`^${en('bankDetails.street')}`));

/** The IBAN typed and left: the form asks the server what the account needs. */
async function enterIban(user: ReturnType<typeof renderBankPage>['user'], iban: string) {
  await fill(user, field(en('bankDetails.iban')), iban);
  await user.tab();
  await screen.findByLabelText(new RegExp(`^${en('bankDetails.bic')}`));
}

/** The address fields of the last address shown (the holder's, below the bank's). */
async function fillLastAddress(user: ReturnType<typeof renderBankPage>['user'], country: string) {
  const last = <T,>(all: T[]) => all[all.length - 1]!;
  await fill(user, last(screen.getAllByLabelText(new RegExp(`^${en('bankDetails.street')}`))), 'Elßholzstraße 30');
  await fill(user, last(screen.getAllByLabelText(new RegExp(`^${en('bankDetails.postalCode')}`))), '10781');
  await fill(user, last(screen.getAllByLabelText(new RegExp(`^${en('bankDetails.city')}`))), 'Berlin');
  await user.selectOptions(last(screen.getAllByLabelText(new RegExp(`^${en('bankDetails.country')}`))), country);
}

describe('/me/claims/{guid}/bankdetails/', () => {
  beforeEach(() => saveSession(aSession()));

  it('requests the contribution with an IBAN of the EEA and the holder’s name only, the BIC filled in', async () => {
    const { user, api, router, claim } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    // The IBAN comes first; nothing else of the bank is asked before it is known.
    expect(screen.getAllByRole('textbox')[0]).toBe(field(en('bankDetails.iban')));
    expect(screen.queryByLabelText(new RegExp(`^${en('bankDetails.bic')}`))).not.toBeInTheDocument();

    await enterIban(user, SEPA_IBAN);
    expect(screen.getByText('SEPA account in Germany: the IBAN is all the bank needs.')).toBeInTheDocument();
    expect(field(en('bankDetails.bic'))).toHaveValue('COBADEFFXXX');
    expect(field(en('bankDetails.bic'))).not.toBeRequired();
    expect(field(en('bankDetails.bankname'))).not.toBeRequired();
    expect(bankAddressHeading()).not.toBeInTheDocument();
    expect(holderAddressFields()).toHaveLength(0);
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
      bankname: '',
      accountHolderName: 'Jane Doe',
      bankAddress: null,
      accountHolderAddress: null,
    });
    expect(api.to('PUT /api/travelclaim')[0].body).toEqual({ guid: claim.guid, status: 1, confirmed: true });
    const order = api.requests.map((request) => request.route).filter((route) => !route.startsWith('GET'));
    expect(order).toEqual(['POST /api/elvdata', 'PUT /api/travelclaim']);
  });

  it('answers a form sent empty with one error per field', async () => {
    const { user, api } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    await user.clear(field(en('bankDetails.accountHolderName')));

    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));

    expect(await screen.findByText("Field 'IBAN' is mandatory.")).toBeInTheDocument();
    expect(screen.getAllByText("Field 'Account holder name' is mandatory.")).toHaveLength(1);
    expect(screen.getAllByText(en('bankDetails.termsRequired'))).toHaveLength(1);
    expect(screen.getAllByText(/is mandatory\.$/)).toHaveLength(2);
    expect(api.to('POST /api/elvdata')).toHaveLength(0);
  });

  it('asks for the holder’s address for a bank in SEPA outside the EEA, not for the bank’s', async () => {
    const { user, api } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    await enterIban(user, BRITISH_IBAN);
    expect(
      screen.getByText(
        'SEPA account in United Kingdom, outside the EEA: the bank also needs the account holder’s address.',
      ),
    ).toBeInTheDocument();
    expect(bankAddressHeading()).not.toBeInTheDocument();
    expect(holderAddressFields()).toHaveLength(1);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));
    expect(await screen.findAllByText("Field 'Street' is mandatory.")).toHaveLength(1);
    expect(api.to('POST /api/elvdata')).toHaveLength(0);

    await fillLastAddress(user, 'Germany');
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));
    await waitFor(() => expect(api.to('POST /api/elvdata')).toHaveLength(1));
    expect(api.to('POST /api/elvdata')[0].body).toMatchObject({
      iban: 'GB33BUKB20201555555555',
      bic: '',
      bankAddress: null,
      accountHolderAddress: { street: 'Elßholzstraße 30', postalCode: '10781', city: 'Berlin', countryId: 83 },
    });
  });

  it('needs the bank, its address and the holder’s for an IBAN outside SEPA, the bank’s country filled in', async () => {
    const { user, api } = renderBankPage();
    await screen.findByRole('heading', { name: en('bankDetails.heading'), level: 1 });
    await enterIban(user, OTHER_IBAN);
    expect(bankAddressHeading()).toBeInTheDocument();
    expect(holderAddressFields()).toHaveLength(2);
    expect(field(en('bankDetails.bic'))).toBeRequired();
    expect(screen.getAllByLabelText(new RegExp(`^${en('bankDetails.country')}`))[0]).toHaveValue('225');

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));
    expect(await screen.findAllByText("Field 'Street' is mandatory.")).toHaveLength(2);
    expect(screen.getByText("Field 'BIC' is mandatory.")).toBeInTheDocument();
    expect(api.to('POST /api/elvdata')).toHaveLength(0);

    await fill(user, field(en('bankDetails.bic')), 'ISBKTRISXXX');
    await fill(user, field(en('bankDetails.bankname')), 'Türkiye İş Bankası');
    await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.street')}`))[0], 'İş Kuleleri');
    await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.postalCode')}`))[0], '34330');
    await fill(user, screen.getAllByLabelText(new RegExp(`^${en('bankDetails.city')}`))[0], 'Istanbul');
    await fillLastAddress(user, 'Germany');
    await user.click(screen.getByRole('button', { name: en('bankDetails.submit') }));

    await waitFor(() => expect(api.to('POST /api/elvdata')).toHaveLength(1));
    expect(api.to('POST /api/elvdata')[0].body).toMatchObject({
      iban: 'TR330006100519786457841326',
      bankAddress: { street: 'İş Kuleleri', postalCode: '34330', city: 'Istanbul', countryId: 225 },
      accountHolderAddress: { city: 'Berlin', countryId: 83 },
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
    await enterIban(user, SEPA_IBAN);
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
    await enterIban(user, BRITISH_IBAN);
    await fillLastAddress(user, 'Germany');
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
    renderBankPage({ claim: aTravelClaim({ status: 1 }) });
    expect(await screen.findByText(en('bankDetails.notSaved'))).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${en('bankDetails.iban')}`))).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: en('bankDetails.summary') });
    expect(within(summary).getByText('Rail Travel')).toBeInTheDocument();
    expect(within(summary).getByText('573 km')).toBeInTheDocument();
    expect(within(summary).getByText('€499.00')).toBeInTheDocument();
  });

  it('opens the form again after the bank returned the payment, to send the bank details anew', async () => {
    const paymentReturn = {
      returnedOn: '2026-11-30',
      reasonCode: 'AC04',
      reason: 'the account is closed',
      details: null,
      charges: null,
    };
    renderBankPage({ claim: aTravelClaim({ status: 1, paymentReturn }) });
    expect(await screen.findByText(en('bankDetails.introAfterReturn'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en('bankDetails.submitAfterReturn') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en('bankDetails.submit') })).not.toBeInTheDocument();
  });

  it("names and orders the countries in the page's language", async () => {
    const { user } = renderBankPage({ language: 'de' });
    await fill(user, await screen.findByLabelText(/^IBAN/), BRITISH_IBAN);
    await user.tab();
    const [holderCountry] = await screen.findAllByRole('combobox', { name: /^Land/ });
    await waitFor(() =>
      expect(
        within(holderCountry)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Bitte wählen Sie ein Land', 'Deutschland', 'Türkei', 'Vereinigtes Königreich']),
    );
  });

  it('says that the contribution waits for the end of the event instead of showing the form', async () => {
    renderBankPage({ claim: aTravelClaim({ event: { ...aTravelClaim().event, ended: false } }) });
    expect(await screen.findByText(en('bankDetails.notEnded'))).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${en('bankDetails.iban')}`))).not.toBeInTheDocument();
  });
});
