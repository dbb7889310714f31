import type { TravelClaimDto } from '../api.generated.js';

/**
 * A claim as the API answers it, for both apps' component tests (`@unit-costs/contract/testing`):
 * Jane Doe of the Kammergericht, Saved, for the seminar 126DT01 in Trier; each test overrides what it
 * is about. Never imported by the apps' own code.
 */
export function aTravelClaim(overrides: Partial<TravelClaimDto> = {}): TravelClaimDto {
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
    paidOn: null,
    ...overrides,
  };
}
