import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aTravelClaim } from '@unit-costs/contract/testing';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../auth/session';
import { anEvent, aSession, completeHouse } from '../../test-support/factories';
import { stubFetch, type MockHandler } from '../../test-support/fetch-mock';
import { fill, landing, renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import ClaimFormPage from './ClaimFormPage';

const page = (results: unknown[]) => ({ totalPages: 1, count: results.length, next: null, previous: null, results });

const demoServer: MockHandler = ({ route, url }) => {
  switch (route) {
    case 'GET /api/events':
      // The server matches event numbers without regard to case.
      return { body: page(url.searchParams.get('number')?.toUpperCase() === '126DT01' ? [anEvent()] : []) };
    case 'GET /api/geocode':
      return { body: { type: 'FeatureCollection', features: [completeHouse] } };
    case 'GET /api/countries':
      return { body: page([{ id: 83, iso_3166: 'DE', name: 'Germany' }]) };
    case 'POST /api/travelclaim/calculate':
      return {
        body: {
          tAmount: 530,
          distance: 573.6,
          travelType: 0,
          nights: 2,
          aAmount: 112,
          aAmountTotal: 224,
          totalAmount: 754,
        },
      };
    case 'POST /api/travelclaim/':
      return { body: aTravelClaim() };
    default:
      return { status: 404 };
  }
};

function renderClaimForm(number: string, server: MockHandler = demoServer) {
  const api = stubFetch(server);
  const view = renderPage(<ClaimFormPage />, {
    path: '/claims/create/:eventNumber',
    at: `/claims/create/${number}`,
    routes: [landing('/claims/completed')],
  });
  return { ...view, api };
}

/**
 * The save form, once the page has put the reader on the result (the view changes, then focus moves on
 * the next frame): typing before then would go to the heading, as a loaded machine showed.
 */
async function saveForm(): Promise<HTMLElement> {
  const save = await screen.findByRole('region', { name: en('saveClaim.heading') });
  await waitFor(() => expect(screen.getByRole('heading', { name: en('refund.heading') })).toHaveFocus());
  return save;
}

describe('/claims/create/{eventNumber}', () => {
  it('shows a loading placeholder, then the calculator and the event details', async () => {
    renderClaimForm('126DT01');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: en('calculator.heading') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: anEvent().title })).toBeInTheDocument();
  });

  it('opens the event of a claim link typed in lower case', async () => {
    renderClaimForm('126dt01');
    expect(await screen.findByRole('heading', { name: en('calculator.heading') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: anEvent().title })).toBeInTheDocument();
  });

  it('says clearly that an unknown event number does not exist', async () => {
    renderClaimForm('999XX99');
    expect(await screen.findByRole('heading', { name: en('notFound.eventHeading') })).toBeInTheDocument();
    expect(screen.getByText(en('notFound.eventText', { number: '999XX99' }))).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows contact cards with the mail link and a photo falling back to the default avatar', async () => {
    renderClaimForm('126DT01');
    const mail = await screen.findByRole('link', { name: en('eventDetails.getInContact') });
    expect(mail).toHaveAttribute(
      'href',
      `mailto:anna.schneider@academy.example?subject=${encodeURIComponent("New enquiry about the conference '126DT01'.")}`,
    );
    const photo = screen.getByRole('img', { name: en('eventDetails.photoOf', { name: 'Anna Schneider' }) });
    expect(photo).toHaveAttribute('src', '/employees/Schneider_2021.jpg');
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toMatch(/\/default-avatar\.png$/);
  });

  it('calculates, shows the expected refund with its details, goes back to edit, and saves the claim', async () => {
    const { user, api, router } = renderClaimForm('126DT01');

    await user.type(
      await screen.findByRole('combobox', { name: new RegExp(en('calculator.employerAddress')) }),
      'Kammer',
    );
    await user.click(await screen.findByRole('option', { name: /Kammergericht/ }));
    await screen.findByRole('group', { name: en('calculator.selectedEmployer') });
    await user.selectOptions(screen.getByLabelText(en('calculator.nightsSpent')), '2 nights');
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));

    const refund = await screen.findByRole('region', { name: en('refund.heading') });
    expect(within(refund).getByTestId('refund-total')).toHaveTextContent('€754.00');
    const toggle = within(refund).getByRole('button', { name: en('refund.showDetails') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(refund).getByRole('button', { name: en('refund.hideDetails') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(refund).getByText('574 km')).toBeVisible();
    expect(within(refund).getByText('€530.00')).toBeVisible();
    expect(within(refund).getByText('€224.00')).toBeVisible();

    await user.click(within(refund).getByRole('button', { name: en('refund.edit') }));
    expect(await screen.findByRole('heading', { name: en('calculator.heading') })).toBeInTheDocument();
    expect(screen.getByLabelText(en('calculator.nightsSpent'))).toHaveValue('2');
    expect(screen.getByRole('group', { name: en('calculator.selectedEmployer') })).toHaveTextContent('Kammergericht');
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));

    const save = await saveForm();
    await user.click(within(save).getByRole('button', { name: en('saveClaim.save') }));
    expect(within(save).getByText("Field 'First name' is mandatory.")).toBeInTheDocument();
    expect(api.to('POST /api/travelclaim/')).toHaveLength(0);

    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.firstname')}`)), 'Jane');
    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.lastname')}`)), 'Doe');
    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.phone')}`)), '+49 30 1234');
    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.email')}`)), 'jane.doe@court.example');
    await user.click(within(save).getByRole('button', { name: en('saveClaim.save') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/claims/completed'));
    expect(api.to('POST /api/travelclaim/')[0].body).toEqual({
      eventId: 11,
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane.doe@court.example',
      phone: '+49 30 1234',
      institution: 'Kammergericht',
      street: 'Elßholzstraße 30-33',
      postalCode: '10781',
      city: 'Berlin',
      countryId: 83,
      latitude: 52.5,
      longitude: 13.4,
      travelType: 0,
      nightsSpend: 2,
      language: 'en',
    });
  });

  /** Picks the employer, calculates and answers the save form. */
  async function calculateToSaveForm(user: ReturnType<typeof renderClaimForm>['user']) {
    await user.type(
      await screen.findByRole('combobox', { name: new RegExp(en('calculator.employerAddress')) }),
      'Kammer',
    );
    await user.click(await screen.findByRole('option', { name: /Kammergericht/ }));
    await screen.findByRole('group', { name: en('calculator.selectedEmployer') });
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));
    return saveForm();
  }
  const field = (save: HTMLElement, label: string) => within(save).getByLabelText(new RegExp(`^${label}`));

  /** The demo server, answering GET /api/me/contact with `contact`. */
  const withContact =
    (contact: Record<string, string | null>): MockHandler =>
    (request) =>
      request.route === 'GET /api/me/contact' ? { body: contact } : demoServer(request);

  it('fills in name, e-mail and phone of a signed-in participant from their last claim, asked with their token', async () => {
    saveSession(aSession({ token: 'token-of-jane' }));
    const contact = { firstname: 'Jane', lastname: 'Doe', email: 'jane.doe@court.example', phone: '+32 2 555 01 23' };
    const { user, api } = renderClaimForm('126DT01', withContact(contact));

    const save = await calculateToSaveForm(user);
    await waitFor(() => expect(field(save, en('saveClaim.firstname'))).toHaveValue('Jane'));
    expect(field(save, en('saveClaim.lastname'))).toHaveValue('Doe');
    expect(field(save, en('saveClaim.email'))).toHaveValue('jane.doe@court.example');
    expect(field(save, en('saveClaim.phone'))).toHaveValue('+32 2 555 01 23');
    expect(within(save).getByText(en('saveClaim.prefilled'))).toBeInTheDocument();
    expect(api.to('GET /api/me/contact').map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer token-of-jane',
    ]);
  });

  it('fills in only the address of a signed-in participant without an earlier claim', async () => {
    saveSession(aSession());
    const contact = { firstname: null, lastname: null, email: 'new.guest@court.example', phone: null };
    const { user } = renderClaimForm('126DT01', withContact(contact));

    const save = await calculateToSaveForm(user);
    await waitFor(() => expect(field(save, en('saveClaim.email'))).toHaveValue('new.guest@court.example'));
    expect(field(save, en('saveClaim.firstname'))).toHaveValue('');
    expect(within(save).queryByText(en('saveClaim.prefilled'))).not.toBeInTheDocument();
  });

  it('asks for no one’s data without a session', async () => {
    const contact = { firstname: 'Jane', lastname: 'Doe', email: 'jane.doe@court.example', phone: '+32 2 555 01 23' };
    const { user, api } = renderClaimForm('126DT01', withContact(contact));

    const save = await calculateToSaveForm(user);
    for (const label of [
      en('saveClaim.firstname'),
      en('saveClaim.lastname'),
      en('saveClaim.email'),
      en('saveClaim.phone'),
    ]) {
      expect(field(save, label)).toHaveValue('');
    }
    expect(api.to('GET /api/me/contact')).toHaveLength(0);
  });

  it("shows the save error's text and its field errors", async () => {
    const api = stubFetch((request) =>
      request.route === 'POST /api/travelclaim/'
        ? {
            status: 400,
            body: {
              errorMessage: 'This address cannot receive mail.',
              errors: { Email: ['This address cannot receive mail.'], Street: ['The street is too long.'] },
            },
          }
        : demoServer(request),
    );
    const { user } = renderPage(<ClaimFormPage />, {
      path: '/claims/create/:eventNumber',
      at: '/claims/create/126DT01',
    });

    await user.type(
      await screen.findByRole('combobox', { name: new RegExp(en('calculator.employerAddress')) }),
      'Kammer',
    );
    await user.click(await screen.findByRole('option', { name: /Kammergericht/ }));
    await screen.findByRole('group', { name: en('calculator.selectedEmployer') });
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));
    const save = await saveForm();
    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.firstname')}`)), 'Jane');
    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.lastname')}`)), 'Doe');
    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.phone')}`)), '1234');
    await fill(user, within(save).getByLabelText(new RegExp(`^${en('saveClaim.email')}`)), 'jane@nowhere.example');
    await user.click(within(save).getByRole('button', { name: en('saveClaim.save') }));

    expect(await within(save).findByRole('alert')).toHaveTextContent('The street is too long.');
    expect(within(save).getByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(api.to('POST /api/travelclaim/')).toHaveLength(1);

    // A retry of the same submission carries its key again; a changed claim is a new submission.
    await user.click(within(save).getByRole('button', { name: en('saveClaim.save') }));
    await waitFor(() => expect(api.to('POST /api/travelclaim/')).toHaveLength(2));
    await within(save).findByRole('button', { name: en('saveClaim.save') }); // the retry has been answered
    const email = within(save).getByLabelText(new RegExp(`^${en('saveClaim.email')}`));
    await user.clear(email);
    await fill(user, email, 'jane@court.example');
    await user.click(within(save).getByRole('button', { name: en('saveClaim.save') }));
    await waitFor(() => expect(api.to('POST /api/travelclaim/')).toHaveLength(3));
    const [first, retry, changed] = api.to('POST /api/travelclaim/').map((r) => r.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(changed).toMatch(/^[0-9a-f]{32}$/);
    expect(changed).not.toBe(first);
  });
});
