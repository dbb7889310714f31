import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { ContactDto, FeatureDto } from '../types';
import { EventCreateWizard } from './EventCreateWizard';

const WHOOPS = 'Whoops! There were some problems with your input.';

const anna: ContactDto = {
  id: 3,
  firstname: 'Anna',
  lastname: 'Schneider',
  email: 'anna.schneider@academy.example',
  jobTitle: 'Programme Assistant',
  phone: null,
  contactType: 0,
};
const markus: ContactDto = { ...anna, id: 5, firstname: 'Markus', lastname: 'Weber', email: 'm.weber@x.org' };

const trier: FeatureDto = {
  type: 'Feature',
  properties: {
    type: 'city',
    name: 'Trier',
    country: 'Germany',
    countrycode: 'DE',
    osm_id: 62422,
    osm_type: 'R',
    osm_key: 'place',
    osm_value: 'city',
  },
  geometry: { type: 'Point', coordinates: [6.64, 49.75] },
};

function EventPage() {
  return <div>Event page {useParams().id}</div>;
}

function setup() {
  const dataProvider = fakeDataProvider({
    distanceBandSets: vi.fn(async () => [{ version: 1, values: [] }]),
    searchContacts: vi.fn(async (email: string) => [anna, markus].filter((c) => c.email.includes(email))),
    geocode: vi.fn(async () => [trier]),
    rateCoverage: vi.fn(async () => ({ countryISO_3166: 'DE', country: 'Germany', sourceCountries: 27 })),
    create: vi.fn(async (_resource, params) => ({ data: { ...params.data, id: 42 } })),
  });
  renderAdmin({
    element: <EventCreateWizard />,
    path: '/events/create',
    resource: 'events',
    dataProvider,
    routes: { '/event/:id': <EventPage />, '/events': <div>Event list</div> },
  });
  return dataProvider;
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const step = (n: number) => screen.getByTestId(`wizard-step-${n}`);

async function fillCoreData() {
  fireEvent.change(screen.getByLabelText('Number'), { target: { value: '126DT09' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Data Protection Law' } });
  fireEvent.change(screen.getByLabelText('Seminar Start Date'), { target: { value: '2026-05-04T09:00' } });
  fireEvent.change(screen.getByLabelText('Seminar End Date'), { target: { value: '2026-05-05T17:00' } });
}

async function pickTrier(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(step(2)).getByLabelText('Search for a venue (institution or city)'), 'Tri');
  await user.click(await within(step(2)).findByRole('button', { name: /Trier/ }));
}

describe('EventCreateWizard', () => {
  it('starts with the defaults: band version 1, not eligible, 2 nights', async () => {
    setup();
    expect(await screen.findByLabelText('Max. Nights')).toHaveValue(2);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Distance Band Version' })).toHaveTextContent('1'));
  });

  it('lists the missing core data in the Whoops box and stays on step 1', async () => {
    setup();
    await screen.findByLabelText('Number');
    next();
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(WHOOPS);
    for (const field of ['Number', 'Title', 'Seminar Start Date', 'Seminar End Date']) {
      expect(within(box).getByText(`Field '${field}' is mandatory.`)).toBeInTheDocument();
    }
    expect(step(1)).toBeVisible();
    expect(step(2)).not.toBeVisible();

    // A field's error goes as soon as the field is filled, the others' stay until theirs are.
    fireEvent.change(screen.getByLabelText(/^Number/), { target: { value: 'UC-2026-01' } });
    await waitFor(() => expect(within(box).queryByText("Field 'Number' is mandatory.")).toBeNull());
    expect(within(box).getByText("Field 'Title' is mandatory.")).toBeInTheDocument();
  });

  it("counts 'Please select version' as a missing distance band version", async () => {
    const user = userEvent.setup();
    setup();
    await fillCoreData();
    await user.click(screen.getByRole('combobox', { name: 'Distance Band Version' }));
    await user.click(within(await screen.findByRole('listbox')).getByText('Please select version'));
    next();
    const box = await screen.findByRole('alert');
    expect(within(box).getByText("Field 'Distance Band Version' is mandatory.")).toBeInTheDocument();
    expect(within(box).queryByText("Field 'Number' is mandatory.")).toBeNull();
  });

  it('needs a venue from the suggestions on step 2; Previous clears the errors', async () => {
    setup();
    await fillCoreData();
    next();
    await waitFor(() => expect(step(2)).toBeVisible());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(within(step(2)).getByLabelText('Venue Name'), { target: { value: 'Somewhere' } });
    next();
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(WHOOPS);
    expect(within(box).getByText("Field 'City' is required.")).toBeInTheDocument();
    expect(within(box).getByText("Field 'Country' is required.")).toBeInTheDocument();
    expect(within(box).queryByText("Field 'Venue Name' is required.")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(step(1)).toBeVisible();
  });

  it("names an empty venue name too, and drops the step's errors once a venue is picked", async () => {
    const user = userEvent.setup();
    setup();
    await fillCoreData();
    next();
    await waitFor(() => expect(step(2)).toBeVisible());
    next();
    const box = await screen.findByRole('alert');
    expect(within(box).getByText("Field 'Venue Name' is required.")).toBeInTheDocument();
    expect(within(step(2)).getAllByText("Field 'City' is required.").length).toBeGreaterThan(0);

    await pickTrier(user);

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(within(step(2)).queryByText(/is required\./)).toBeNull();
  });

  it('goes through all four steps and creates the event with the spec payload', async () => {
    const user = userEvent.setup();
    const dataProvider = setup();
    await fillCoreData();
    next();
    await waitFor(() => expect(step(2)).toBeVisible());
    await pickTrier(user);
    expect(within(step(2)).getByLabelText('City')).toHaveValue('Trier');
    expect(within(step(2)).getByLabelText('Country')).toHaveValue('Germany (DE)');
    // The venue's country has refund rates: the step says from how many countries.
    await within(step(2)).findByText('27 countries have a refund rate to Germany.');
    next();
    await waitFor(() => expect(step(3)).toBeVisible());

    // Step 3: Next stays disabled until someone is picked.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(await within(step(3)).findByRole('checkbox', { name: 'Select Anna Schneider' }));
    await user.click(within(step(3)).getByRole('checkbox', { name: 'Select Markus Weber' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    next();

    // Step 4: the summary, Max Night as the number, employees as removable badges.
    await waitFor(() => expect(step(4)).toBeVisible());
    expect(screen.getByTestId('summary-max-nights')).toHaveTextContent('2');
    expect(within(step(4)).getByText('Germany (DE)')).toBeInTheDocument();
    await user.click(within(step(4)).getByRole('button', { name: 'Markus Weber' }));
    expect(within(step(4)).queryByText('Markus Weber')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm and Create' }));
    expect(await screen.findByText('Event page 42')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'events',
      expect.objectContaining({
        data: {
          number: '126DT09',
          title: 'Data Protection Law',
          startDate: '2026-05-04T07:00:00.000Z',
          endDate: '2026-05-05T15:00:00.000Z',
          offlineDate: null,
          distanceBandVersion: 1,
          accommodationEligible: false,
          maxNights: 2,
          location: {
            osmid: 62422,
            name: 'Trier',
            city: 'Trier',
            countryISO_3166: 'DE',
            latitude: 49.75,
            longitude: 6.64,
          },
          contacts: [3],
        },
      }),
    );
  });

  it("shows 'Calculated' or 'No Applicable' when Max. Nights is not above 0; Skip clears the picks", async () => {
    const user = userEvent.setup();
    setup();
    await fillCoreData();
    fireEvent.change(screen.getByLabelText('Max. Nights'), { target: { value: '0' } });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    next();
    await waitFor(() => expect(step(2)).toBeVisible());
    await pickTrier(user);
    next();
    await waitFor(() => expect(step(3)).toBeVisible());
    await user.click(await within(step(3)).findByRole('checkbox', { name: 'Select Anna Schneider' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(step(4)).toBeVisible());
    expect(screen.getByTestId('summary-max-nights')).toHaveTextContent('Calculated');
    expect(within(step(4)).getByText('No employees selected.')).toBeInTheDocument();

    // The edit link goes back to step 1.
    await user.click(within(step(4)).getByRole('button', { name: 'Edit Core Data' }));
    await waitFor(() => expect(step(1)).toBeVisible());
    await user.click(screen.getByRole('radio', { name: 'No' }));
    next();
    await waitFor(() => expect(step(2)).toBeVisible());
    next();
    await waitFor(() => expect(step(3)).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(step(4)).toBeVisible());
    expect(screen.getByTestId('summary-max-nights')).toHaveTextContent('No Applicable');
  });

  it('searches employees by e-mail once typing has paused for a second', async () => {
    const user = userEvent.setup();
    const dataProvider = setup();
    await fillCoreData();
    next();
    await waitFor(() => expect(step(2)).toBeVisible());
    await pickTrier(user);
    next();
    await waitFor(() => expect(step(3)).toBeVisible());
    await within(step(3)).findByText('Markus Weber');
    await user.type(within(step(3)).getByLabelText('Search for employee by email'), 'anna');
    expect(dataProvider.searchContacts).not.toHaveBeenCalledWith('anna');
    await waitFor(() => expect(dataProvider.searchContacts).toHaveBeenCalledWith('anna'), { timeout: 2500 });
    await waitFor(() => expect(within(step(3)).queryByText('Markus Weber')).toBeNull());
    expect(dataProvider.searchContacts).not.toHaveBeenCalledWith('ann');
  });

  it('closes back to the event list', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Event list')).toBeInTheDocument();
  });
});
