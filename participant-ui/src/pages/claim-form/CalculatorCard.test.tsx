import { screen, waitFor, within } from '@testing-library/react';
import { type Language, translate } from '@unit-costs/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { CalculationResultDto, EventDto } from '../../api/types';
import { aFeature, anEvent } from '../../test-support/factories';
import { stubFetch, type MockAnswer } from '../../test-support/fetch-mock';
import { renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import { CalculatorCard, INITIAL_VALUES, type CalculatorValues } from './CalculatorCard';

const trier: CalculatorValues['employer'] = {
  address: {
    institution: 'Landgericht Trier',
    street: 'Justizstraße 2',
    postalCode: '54290',
    city: 'Trier',
    countryCode: 'DE',
    countryName: 'Germany',
    countryId: 83,
    latitude: 49.75,
    longitude: 6.64,
  },
  locked: ['city'],
};

const result: CalculationResultDto = {
  tAmount: 180,
  distance: 12.4,
  travelType: 1,
  nights: 1,
  aAmount: 112,
  aAmountTotal: 112,
  totalAmount: 292,
};

function renderCalculator(
  event: EventDto,
  initial: CalculatorValues = INITIAL_VALUES,
  answer: MockAnswer = { body: result },
  language: Language = 'en',
) {
  const api = stubFetch((request) => (request.route === 'POST /api/travelclaim/calculate' ? answer : { status: 404 }));
  const onCalculated = vi.fn();
  function Host() {
    const [values, setValues] = useState(initial);
    return <CalculatorCard event={event} values={values} onValuesChange={setValues} onCalculated={onCalculated} />;
  }
  return { ...renderPage(<Host />, { language }), api, onCalculated };
}

/** Calculates (employer in Trier) in `language` against a refusal with its English text and catalogue key; the alert shown. */
async function refusedIn(
  language: Language,
  errorMessage: string,
  message: { key: string; values?: Record<string, string | number> },
): Promise<HTMLElement> {
  const { user } = renderCalculator(
    anEvent(),
    { ...INITIAL_VALUES, employer: trier },
    { status: 400, body: { errorCode: 0, errorMessage, message } },
    language,
  );
  await user.click(screen.getByRole('button', { name: translate(language, 'calculator.calculate') }));
  return screen.findByRole('alert');
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CalculatorCard', () => {
  it('offers the travel types of the spec', () => {
    renderCalculator(anEvent());
    expect(optionTexts(screen.getByLabelText(en('calculator.travelType')))).toEqual([
      'Plane or combined',
      'Land Travel',
    ]);
  });

  it('offers 0 to maxNights nights when maxNights is set', () => {
    renderCalculator(anEvent({ maxNights: 2, allowedNights: 2 }));
    expect(optionTexts(screen.getByLabelText(en('calculator.nightsSpent')))).toEqual([
      '0 nights',
      '1 night',
      '2 nights',
    ]);
  });

  it('offers 0 to the number of event days when maxNights is not set', () => {
    // The server counts the days (5) and sends them as allowedNights.
    renderCalculator(
      anEvent({ maxNights: -1, startDate: '2026-07-06T07:00:00Z', endDate: '2026-07-10T15:00:00Z', allowedNights: 5 }),
    );
    expect(optionTexts(screen.getByLabelText(en('calculator.nightsSpent')))).toHaveLength(6);
  });

  it('hides the nights when the event does not refund accommodation', () => {
    renderCalculator(anEvent({ accommodationEligible: false, allowedNights: 0 }));
    expect(screen.queryByLabelText(en('calculator.nightsSpent'))).not.toBeInTheDocument();
  });

  it("clears the address field's error as soon as a new address is typed", async () => {
    const { user } = renderCalculator(anEvent());
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));
    const field = screen.getByRole('combobox', { name: new RegExp(en('calculator.employerAddress')) });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));

    await user.type(field, 'T');

    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(en('calculator.requiredFields'))).not.toBeInTheDocument();
  });

  it('shows no error when a picked place is completed and applied, before Calculate is pressed', async () => {
    const api = stubFetch((request) => {
      if (request.route === 'GET /api/geocode') {
        return { body: { type: 'FeatureCollection', features: [aFeature('city', { name: 'Trier', city: 'Trier' })] } };
      }
      if (request.route === 'GET /api/countries') {
        return {
          body: {
            count: 1,
            totalPages: 1,
            next: null,
            previous: null,
            results: [{ id: 83, iso_3166: 'DE', name: 'Germany' }],
          },
        };
      }
      return { status: 404 };
    });
    function Host() {
      const [values, setValues] = useState(INITIAL_VALUES);
      return <CalculatorCard event={anEvent()} values={values} onValuesChange={setValues} onCalculated={vi.fn()} />;
    }
    const { user } = renderPage(<Host />);

    await user.type(screen.getByRole('combobox', { name: new RegExp(en('calculator.employerAddress')) }), 'Tri');
    await user.click(await screen.findByRole('option', { name: /Trier/ }));
    const dialog = await screen.findByRole('dialog', { name: en('addressModal.title') });
    for (const [label, text] of [
      [en('addressModal.institution'), 'Landgericht Trier'],
      [en('addressModal.street'), 'Justizstraße 2'],
      [en('addressModal.postalCode'), '54290'],
    ]) {
      await user.click(within(dialog).getByLabelText(new RegExp(`^${label}`)));
      await user.paste(text);
    }
    // Enter in the dialog submits the dialog's form only, not the calculator's around it.
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: en('calculator.selectedEmployer') })).toHaveTextContent(
      'Landgericht Trier',
    );
    expect(screen.queryByText(en('calculator.requiredFields'))).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to('POST /api/travelclaim/calculate')).toHaveLength(0);
  });

  it('asks for the address before calculating', async () => {
    const { user, api } = renderCalculator(anEvent());
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));
    expect(screen.getByText(en('calculator.requiredFields'))).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('calculates with the field names of the spec (and their camel-case twins)', async () => {
    const { user, api, onCalculated } = renderCalculator(anEvent({ id: 11 }), { ...INITIAL_VALUES, employer: trier });

    await user.selectOptions(screen.getByLabelText(en('calculator.travelType')), 'Land Travel');
    await user.selectOptions(screen.getByLabelText(en('calculator.nightsSpent')), '1 night');
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));

    await waitFor(() => expect(onCalculated).toHaveBeenCalled());
    expect(onCalculated.mock.calls[0][0]).toEqual(result);
    expect(api.to('POST /api/travelclaim/calculate')[0].body).toEqual({
      eventId: 11,
      latitude: 49.75,
      longitude: 6.64,
      traveltype: 1,
      travelType: 1,
      countryid: 83,
      countryId: 83,
      nightsspend: 1,
      nightsSpend: 1,
      institution: 'Landgericht Trier',
    });
  });

  it("shows the server's text for a refusal with errorCode 0", async () => {
    const refusal = "No refund rate is set for participants from 'Iceland'.";
    const { user } = renderCalculator(
      anEvent(),
      { ...INITIAL_VALUES, employer: trier },
      {
        status: 400,
        body: { errorCode: 0, errorMessage: refusal, ineligibilityReason: 3 },
      },
    );
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows a refusal the server sent with its key in the chosen language (French)', async () => {
    const alert = await refusedIn('fr', 'At most 2 nights can be refunded for this event.', {
      key: 'refusal.tooManyNights',
      values: { allowed: 2 },
    });
    expect(alert).toHaveTextContent('Au plus 2 nuits peuvent être remboursées pour cet événement.');
  });

  it('names the countries of a refusal in the chosen language (German)', async () => {
    const values = { country: 'France', countryIso: 'FR', venueCountry: 'Germany', venueCountryIso: 'DE' };
    const alert = await refusedIn(
      'de',
      'Ineligible: France is not included in the project for events in Germany, so no refund can be claimed.',
      { key: 'refusal.countryNotIncluded', values },
    );
    expect(alert).toHaveTextContent(
      translate('de', 'refusal.countryNotIncluded', { country: 'Frankreich', venueCountry: 'Deutschland' }),
    );
  });

  it("shows the server's English text for a key this app does not know", async () => {
    const alert = await refusedIn('fr', 'A newer refusal.', { key: 'refusal.fromTheFuture' });
    expect(alert).toHaveTextContent('A newer refusal.');
  });

  it("shows 'Please fill out all required fields.' for any other 400", async () => {
    const { user } = renderCalculator(
      anEvent(),
      { ...INITIAL_VALUES, employer: trier },
      {
        status: 400,
        body: { errorMessage: 'Validation failed', errors: { Latitude: ['missing'] } },
      },
    );
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en('calculator.requiredFields'));
  });

  it('shows the unknown error for a server failure', async () => {
    const { user } = renderCalculator(anEvent(), { ...INITIAL_VALUES, employer: trier }, { status: 500 });
    await user.click(screen.getByRole('button', { name: en('calculator.calculate') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en('common.unknownError'));
  });
});
