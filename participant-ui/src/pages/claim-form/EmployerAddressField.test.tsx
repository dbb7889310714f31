import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { aFeature, completeHouse } from '../../test-support/factories';
import { stubFetch, type MockRequest } from '../../test-support/fetch-mock';
import { renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import { EmployerAddressField, type EmployerSelection } from './EmployerAddressField';

const germany = {
  count: 1,
  totalPages: 1,
  next: null,
  previous: null,
  results: [{ id: 83, iso_3166: 'DE', name: 'Germany' }],
};

function server(features = [completeHouse], countries: (request: MockRequest) => unknown = () => germany) {
  return stubFetch((request) => {
    if (request.route === 'GET /api/geocode') return { body: { type: 'FeatureCollection', features } };
    if (request.route === 'GET /api/countries') return { body: countries(request) };
    return { status: 404 };
  });
}

let accepted: EmployerSelection | null = null;

function Host() {
  const [value, setValue] = useState<EmployerSelection | null>(null);
  return (
    <EmployerAddressField
      value={value}
      onChange={(selection) => {
        accepted = selection;
        setValue(selection);
      }}
    />
  );
}

function renderField(language?: 'de' | 'fr') {
  accepted = null;
  return renderPage(<Host />, { language });
}

const addressInput = () => screen.getByRole('combobox', { name: new RegExp(en('calculator.employerAddress')) });

describe('EmployerAddressField', () => {
  it('does not search below 3 characters and searches in English from 3', async () => {
    const api = server();
    const { user } = renderField();

    await user.type(addressInput(), 'Ka');
    expect(await screen.findByText(en('calculator.typeMore'))).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.to('GET /api/geocode')).toHaveLength(0);

    await user.type(addressInput(), 'm');
    await waitFor(() => expect(api.to('GET /api/geocode')).toHaveLength(1));
    const query = api.to('GET /api/geocode')[0].url.searchParams;
    expect(query.get('q')).toBe('Kam');
    expect(query.get('lang')).toBe('en');
  });

  it("asks in English, as the spec's call says, and names the countries in the page's language", async () => {
    const wien = aFeature('city', { name: 'Wien', city: 'Wien', country: 'Austria', countrycode: 'AT' });
    const api = server([wien]);
    const { user } = renderField('de');

    await user.type(screen.getByRole('combobox', { name: /^Adresse des Arbeitgebers/ }), 'Wien');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Wien, Österreich']);
    expect(api.to('GET /api/geocode').at(-1)!.url.searchParams.get('lang')).toBe('en');
  });

  it('clears the suggestions of an earlier text the moment the text changes', async () => {
    const krakow = aFeature('city', { name: 'Kraków', city: 'Kraków', country: 'Poland', countrycode: 'PL' });
    let answer: (() => void) | undefined;
    stubFetch(async (request) => {
      if (request.route !== 'GET /api/geocode') return { status: 404 };
      // The second search is held until the test has looked at the list.
      if (request.url.searchParams.get('q') !== 'Kra') await new Promise<void>((resolve) => (answer = resolve));
      return { body: { type: 'FeatureCollection', features: [krakow] } };
    });
    const { user } = renderField();

    await user.type(addressInput(), 'Kra');
    expect(await screen.findByRole('option', { name: 'Kraków, Poland' })).toBeInTheDocument();
    await user.clear(addressInput());
    await user.type(addressInput(), 'Αθή');
    expect(screen.queryByRole('option', { name: 'Kraków, Poland' })).not.toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
  });

  it('offers only locality, street, city and house results', async () => {
    server([
      aFeature('house', { name: 'Kammergericht', city: 'Berlin' }),
      aFeature('street', { name: 'Kammerweg', city: 'Bonn' }),
      aFeature('locality', { name: 'Kammerforst', city: 'Tann' }),
      aFeature('city', { name: 'Kamenz' }),
      aFeature('county', { name: 'Kammer County' }),
      aFeature('state', { name: 'Kamchatka' }),
      aFeature('country', { name: 'Kamerun' }),
    ]);
    const { user } = renderField();

    await user.type(addressInput(), 'Kam');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Kammergericht, Berlin, Germany',
      'Kammerweg, Bonn, Germany',
      'Kammerforst, Tann, Germany',
      'Kamenz, Germany',
    ]);
  });

  it('takes a complete house result directly, without the dialog', async () => {
    const api = server();
    const { user } = renderField();

    await user.type(addressInput(), 'Kammergericht');
    await user.click(await screen.findByRole('option', { name: /Kammergericht/ }));

    await waitFor(() => expect(accepted).not.toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('GET /api/countries')[0].url.searchParams.get('iso_3166')).toBe('DE');
    expect(accepted!.address).toEqual({
      institution: 'Kammergericht',
      street: 'Elßholzstraße 30-33',
      postalCode: '10781',
      city: 'Berlin',
      countryCode: 'DE',
      countryName: 'Germany',
      countryId: 83,
      latitude: 52.5,
      longitude: 13.4,
    });
    const employer = screen.getByRole('group', { name: en('calculator.selectedEmployer') });
    expect(within(employer).getByText('Elßholzstraße 30-33')).toBeInTheDocument();
  });

  it('completes an incomplete result in the dialog, with the supplied fields locked', async () => {
    server([aFeature('street', { name: 'Kornmarkt', postcode: '54290', city: 'Trier', osm_id: 7 })]);
    const { user } = renderField();

    await user.type(addressInput(), 'Kornmarkt');
    await user.click(await screen.findByRole('option', { name: /Kornmarkt/ }));

    const dialog = await screen.findByRole('dialog', { name: en('addressModal.title') });
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
    expect(field(en('addressModal.street'))).toHaveValue('Kornmarkt');
    expect(field(en('addressModal.street'))).toHaveAttribute('readonly');
    expect(field(en('addressModal.postalCode'))).toHaveAttribute('readonly');
    expect(field(en('addressModal.city'))).toHaveValue('Trier');
    expect(field(en('addressModal.city'))).toHaveAttribute('readonly');
    expect(field(en('addressModal.country'))).toHaveValue('Germany');
    expect(field(en('addressModal.country'))).toHaveAttribute('readonly');
    expect(field(en('addressModal.institution'))).not.toHaveAttribute('readonly');
    expect(accepted).toBeNull();

    await user.type(field(en('addressModal.institution')), 'Landgericht Trier');
    await user.click(within(dialog).getByRole('button', { name: en('addressModal.apply') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accepted!.address).toMatchObject({
      institution: 'Landgericht Trier',
      street: 'Kornmarkt',
      postalCode: '54290',
      city: 'Trier',
      countryId: 83,
    });
  });

  it('opens the dialog for a house result that lacks its name', async () => {
    server([aFeature('house', { ...completeHouse.properties, name: undefined })]);
    const { user } = renderField();

    await user.type(addressInput(), 'Elßholz');
    await user.click(await screen.findByRole('option', { name: /Elßholzstraße/ }));

    expect(await screen.findByRole('dialog', { name: en('addressModal.title') })).toBeInTheDocument();
  });

  it('refuses an address whose country code does not map to exactly one country', async () => {
    server([completeHouse], () => ({ count: 0, totalPages: 0, next: null, previous: null, results: [] }));
    const { user } = renderField();

    await user.type(addressInput(), 'Kammergericht');
    await user.click(await screen.findByRole('option', { name: /Kammergericht/ }));

    expect(await screen.findByText(en('calculator.invalidCountry'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accepted).toBeNull();
  });

  describe('entered by hand', () => {
    const trier = aFeature('city', { name: 'Trier', city: 'Trier', postcode: '54290', osm_id: 2821164 });

    function handServer(found: boolean) {
      return stubFetch((request) => {
        if (request.route === 'GET /api/geocode') return { body: { type: 'FeatureCollection', features: [] } };
        if (request.route === 'GET /api/countries/autocomplete') {
          return {
            body: [
              { value: 83, displayValue: 'Germany', iso_3166: 'DE' },
              { value: 12, displayValue: 'Austria', iso_3166: 'AT' },
            ],
          };
        }
        if (request.route === 'GET /api/countries/83') return { body: { id: 83, iso_3166: 'DE', name: 'Germany' } };
        if (request.route === 'GET /api/geocode/place') {
          return { body: { type: 'FeatureCollection', features: found ? [trier] : [] } };
        }
        return { status: 404 };
      });
    }

    async function enterByHand(user: ReturnType<typeof renderField>['user'], postalCode: string) {
      await user.click(screen.getByRole('button', { name: en('calculator.enterByHand') }));
      const dialog = await screen.findByRole('dialog', { name: en('addressModal.byHandTitle') });
      const fill = async (label: string, text: string) => {
        await user.click(within(dialog).getByLabelText(new RegExp(`^${label}`)));
        await user.paste(text);
      };
      await fill(en('addressModal.institution'), 'Landgericht Trier');
      await fill(en('addressModal.street'), 'Justizstraße 2');
      await fill(en('addressModal.postalCode'), postalCode);
      await fill(en('addressModal.city'), 'Trier');
      await user.selectOptions(within(dialog).getByLabelText(new RegExp(`^${en('addressModal.country')}`)), 'Germany');
      await user.click(within(dialog).getByRole('button', { name: en('addressModal.apply') }));
      return dialog;
    }

    it('offers hand entry when the search finds nothing', async () => {
      handServer(true);
      const { user } = renderField();

      await user.type(addressInput(), 'Justiz');
      expect(await screen.findByText(en('calculator.noSuggestions'))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: en('calculator.enterByHand') })).toBeInTheDocument();
    });

    it('places the address by its postcode and keeps what was typed', async () => {
      const api = handServer(true);
      const { user } = renderField();

      await enterByHand(user, '54290');

      await waitFor(() => expect(accepted).not.toBeNull());
      const query = api.to('GET /api/geocode/place')[0].url.searchParams;
      expect(Object.fromEntries(query)).toEqual({ countrycode: 'DE', postcode: '54290', city: 'Trier' });
      expect(accepted!.address).toEqual({
        institution: 'Landgericht Trier',
        street: 'Justizstraße 2',
        postalCode: '54290',
        city: 'Trier',
        countryCode: 'DE',
        countryName: 'Germany',
        countryId: 83,
        latitude: 52.5,
        longitude: 13.4,
      });
      expect(accepted!.byHand).toBe(true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('says what to do when the country knows neither the postcode nor the city, and accepts nothing', async () => {
      handServer(false);
      const { user } = renderField();

      const dialog = await enterByHand(user, '99999');

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        en('addressModal.placeNotFound', { country: 'Germany' }),
      );
      expect(accepted).toBeNull();
    });

    it('names a missing country like any missing field', async () => {
      handServer(true);
      const { user } = renderField();

      await user.click(screen.getByRole('button', { name: en('calculator.enterByHand') }));
      const dialog = await screen.findByRole('dialog', { name: en('addressModal.byHandTitle') });
      await user.click(within(dialog).getByRole('button', { name: en('addressModal.apply') }));

      expect(within(dialog).getByText(en('addressModal.countryRequired'))).toBeInTheDocument();
      expect(within(dialog).getByText(en('addressModal.postalCodeMandatory'))).toBeInTheDocument();
    });
  });
});
