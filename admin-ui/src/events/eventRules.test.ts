import { describe, expect, it } from 'vitest';

import { coreDataRules, maxNightsLabel, problemsOf, venueFromFeature, venueRules } from './eventRules';

describe('Max Night rule', () => {
  it('shows the number when above 0', () => {
    expect(maxNightsLabel(3, false)).toBe('3');
    expect(maxNightsLabel(1, true)).toBe('1');
  });

  it("shows 'Calculated' when not above 0 and accommodation is eligible", () => {
    expect(maxNightsLabel(0, true)).toBe('Calculated');
    expect(maxNightsLabel(-1, true)).toBe('Calculated');
    expect(maxNightsLabel(undefined, true)).toBe('Calculated');
  });

  it("shows 'No Applicable' otherwise", () => {
    expect(maxNightsLabel(0, false)).toBe('No Applicable');
    expect(maxNightsLabel(-1, false)).toBe('No Applicable');
  });
});

describe('event field rules', () => {
  it("names every missing core field in the spec's words, by the label the form shows", () => {
    expect(problemsOf(coreDataRules, { number: ' ', distanceBandVersion: -1, maxNights: 2 })).toEqual([
      "Field 'Number' is mandatory.",
      "Field 'Title' is mandatory.",
      "Field 'Seminar Start Date' is mandatory.",
      "Field 'Seminar End Date' is mandatory.",
      "Field 'Distance Band Version' is mandatory.",
    ]);
  });

  it('refuses an end before the start and fewer than -1 nights', () => {
    const values = {
      number: '1',
      title: 't',
      startDate: '2026-05-02T08:00:00Z',
      endDate: '2026-05-01T08:00:00Z',
      distanceBandVersion: 1,
      maxNights: -2,
    };
    expect(problemsOf(coreDataRules, values)).toEqual([
      'The end date must not be before the start date.',
      "Field 'MaxNights' must be a whole number of at least -1.",
    ]);
    expect(problemsOf(coreDataRules, { ...values, endDate: values.startDate, maxNights: -1 })).toEqual([]);
  });

  it('needs a venue picked from the suggestions', () => {
    expect(problemsOf(venueRules, { venueName: 'Hall' })).toEqual([
      "Field 'City' is required.",
      "Field 'Country' is required.",
    ]);
  });

  it('reads a suggestion as a venue', () => {
    expect(
      venueFromFeature({
        type: 'Feature',
        properties: {
          type: 'city',
          name: 'Trier',
          country: 'Germany',
          countrycode: 'de',
          osm_id: 5,
          osm_type: 'R',
          osm_key: 'place',
          osm_value: 'city',
        },
        geometry: { type: 'Point', coordinates: [6.64, 49.75] },
      }),
    ).toEqual({
      osmid: 5,
      name: 'Trier',
      city: 'Trier',
      countryISO_3166: 'DE',
      countryName: 'Germany',
      latitude: 49.75,
      longitude: 6.64,
    });
  });
});
