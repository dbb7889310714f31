import type { EventDto, FeatureDto, GuestSessionDto, TravelClaimDto } from '../api/types';

export function anEvent(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: 11,
    number: '126DT01',
    title: 'Recent Case Law of the Court of Justice in Civil Matters',
    location: {
      locationId: 1,
      name: 'ERA Conference Centre',
      city: 'Trier',
      country: 'Germany',
      countryISO_3166: 'DE',
      osmid: null,
      latitude: 49.7535,
      longitude: 6.6508,
      primary: true,
    },
    startDate: '2026-05-11T07:00:00.000Z',
    endDate: '2026-05-12T15:00:00.000Z',
    offlineDate: null,
    accommodationEligible: true,
    maxNights: 2,
    allowedNights: 2,
    distanceBandVersion: 1,
    languages: [],
    contacts: [
      {
        contactId: 3,
        firstName: 'Anna',
        lastName: 'Schneider',
        displayName: 'Anna Schneider',
        jobTitle: 'Programme Assistant',
        email: 'anna.schneider@academy.example',
        phone: '+49 651 93737-120',
      },
    ],
    locations: [],
    rowVersion: 1,
    ...overrides,
  };
}

export function aFeature(type: string, properties: Partial<FeatureDto['properties']> = {}): FeatureDto {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [13.4, 52.5] },
    properties: {
      osm_id: Math.floor(Math.random() * 1e9),
      osm_type: 'N',
      osm_key: 'place',
      osm_value: type,
      type,
      countrycode: 'DE',
      country: 'Germany',
      ...properties,
    },
  };
}

/** A house result with everything the form needs: taken without the dialog. */
export const completeHouse = aFeature('house', {
  osm_id: 1,
  name: 'Kammergericht',
  street: 'Elßholzstraße',
  housenumber: '30-33',
  postcode: '10781',
  city: 'Berlin',
});

export function aClaim(overrides: Partial<TravelClaimDto> = {}): TravelClaimDto {
  const guid = overrides.guid ?? '6f1c2a9e-2f4b-4c59-9a53-0d2b8f7e1a11';
  return {
    id: guid,
    guid,
    identifier: 'UC-2026-000042',
    status: 0,
    confirmed: false,
    firstname: 'Jane',
    lastname: 'Doe',
    email: 'jane.doe@court.example',
    phone: '+49 30 1234',
    language: 'en',
    submitted: '2026-04-02T10:00:00.000Z',
    institution: {
      name: 'Kammergericht',
      address: {
        street: 'Elßholzstraße 30-33',
        postalCode: '10781',
        city: 'Berlin',
        country: { id: 83, name: 'Germany', iso_3166: 'DE' },
      },
    },
    event: {
      id: 11,
      title: 'Recent Case Law of the Court of Justice in Civil Matters',
      number: '126DT01',
      location: { name: 'ERA Conference Centre', city: 'Trier', country: 'Germany', iso_3166: 'DE' },
      startDate: '2026-03-16T08:00:00.000Z',
      endDate: '2026-03-17T15:00:00.000Z',
      distanceBandVersion: 1,
      ended: true,
      languages: [],
    },
    calculatedTravelCosts: { amount: 275, distance: 573.4, travelType: 1 },
    calculatedAccommodationCosts: { nights: 2, amount: 112, totalAmount: 224 },
    totalAmount: 499,
    elvData: null,
    rejectReason: null,
    othertxt: null,
    rowVersion: 1,
    anonymised: false,
    restricted: false,
    paidAt: null,
    ...overrides,
  };
}

export function aSession(overrides: Partial<GuestSessionDto> = {}): GuestSessionDto {
  return {
    token: 'access-1',
    refreshToken: 'refresh-1',
    refreshTokenExpiryTime: new Date(Date.now() + 86_400_000).toISOString(),
    ...overrides,
  };
}
