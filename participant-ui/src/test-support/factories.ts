import type { EventDto, FeatureDto, GuestSessionDto } from '../api/types';

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

export function aSession(overrides: Partial<GuestSessionDto> = {}): GuestSessionDto {
  return {
    token: 'access-1',
    refreshToken: 'refresh-1',
    refreshTokenExpiryTime: new Date(Date.now() + 86_400_000).toISOString(),
    ...overrides,
  };
}
