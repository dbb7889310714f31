import { IneligibilityReason, TravelType } from '@unit-costs/contract';

import { InvalidInput } from '../../../platform/common/errors/domain-errors.js';
import type { EventFacts } from '../../events/dto/event-facts.js';
import type { EventFactsCache } from '../../events/event-facts.cache.js';
import type { BandFacts, CountryFacts } from '../../reference-data/dto/reference-data.lookup.js';
import type { ReferenceDataCache } from '../../reference-data/reference-data.cache.js';
import {
  ClaimFormClosed,
  CountryNotIncluded,
  DistanceOutsideBands,
  EventUnknown,
  NoAccommodation,
  TooManyNights,
  VenueMissing,
} from './calculation.errors.js';
import { RefundCalculator, type CalculationInput } from './refund-calculator.js';

// The rules of docs/rules.md, "Calculation", on reference data and an event held in memory.
const germany: CountryFacts = { id: 1, iso3166: 'DE', name: 'Germany' };
const portugal: CountryFacts = { id: 2, iso3166: 'PT', name: 'Portugal' };
const iceland: CountryFacts = { id: 3, iso3166: 'IS', name: 'Iceland' };
const countries = [germany, portugal, iceland];

// Trier (the venue) and Lisbon: 1,750 km apart on a great circle.
const TRIER = { latitude: 49.7499, longitude: 6.6371 };
const LISBON = { latitude: 38.7075, longitude: -9.1364 };

const bands: BandFacts[] = [
  { version: 1, minValue: 0, maxValue: 99, amount: 20 },
  { version: 1, minValue: 100, maxValue: 1999, amount: 275 },
  { version: 2, minValue: 0, maxValue: 2999, amount: 360.1 },
];
/** Nightly rates by participant's country, then venue's. */
const rates = new Map([
  [`${germany.id}>${germany.id}`, 95],
  [`${portugal.id}>${germany.id}`, 70.35],
]);

const seminar: EventFacts = {
  id: 7,
  number: '226DT02',
  title: 'EU competition law',
  // Monday 08:00 to Wednesday 16:00 in Trier: three days.
  startDate: new Date('2026-05-04T06:00:00Z'),
  endDate: new Date('2026-05-06T14:00:00Z'),
  offlineDate: null,
  accommodationEligible: true,
  maxNights: 2,
  distanceBandVersion: 1,
  languages: [],
  venue: { name: 'ERA Conference Centre', city: 'Trier', ...TRIER, country: germany },
};

function calculator(event: EventFacts = seminar): RefundCalculator {
  const referenceData = {
    country: (id: number) => countries.find((country) => country.id === id),
    band: (version: number, km: number) =>
      bands.find((band) => band.version === version && band.minValue <= km && km <= band.maxValue),
    refundRate: (from: number, to: number) => rates.get(`${from}>${to}`),
  };
  const events = { event: (id: number) => (id === event.id ? event : undefined) };
  return new RefundCalculator(referenceData as unknown as ReferenceDataCache, events as unknown as EventFactsCache);
}

const fromLisbon: CalculationInput = {
  eventId: seminar.id,
  ...LISBON,
  travelType: TravelType.PlaneOrCombined,
  nightsSpend: 2,
  countryId: portugal.id,
};
const now = new Date('2026-04-01T10:00:00Z');

describe('RefundCalculator', () => {
  it('refunds travel from the distance band and each night at the rate of the two countries', () => {
    const refund = calculator().calculate(fromLisbon, now);
    expect(refund.distanceKm).toBe(1750);
    expect(refund.distanceBandVersion).toBe(1);
    expect(refund.travelAmount).toBe(275);
    expect(refund.nightlyRate).toBe(70.35);
    expect(refund.nights).toBe(2);
    expect(refund.accommodationTotal).toBe(140.7);
    expect(refund.totalAmount).toBe(415.7);
    expect(refund.country).toBe(portugal);
    expect(refund.venue.country).toBe(germany);
  });

  it('takes the band containing the whole kilometres, both ends inclusive', () => {
    const nearby = { ...fromLisbon, countryId: germany.id, latitude: 49.7499, longitude: 6.6371 };
    expect(calculator().calculate(nearby, now).travelAmount).toBe(20); // 0 km
    // 99.6 km north of the venue, rounded to whole kilometres: the second band's first value.
    const hundred = { ...nearby, latitude: TRIER.latitude + 99.6 / 111.195 };
    const refund = calculator().calculate(hundred, now);
    expect(refund.distanceKm).toBe(100);
    expect(refund.travelAmount).toBe(275);
  });

  it("reads the bands of the event's version", () => {
    const refund = calculator({ ...seminar, distanceBandVersion: 2 }).calculate(fromLisbon, now);
    expect(refund.distanceBandVersion).toBe(2);
    expect(refund.travelAmount).toBe(360.1);
    expect(refund.totalAmount).toBe(500.8);
  });

  it('rounds the amounts to the cent without binary fractions', () => {
    // 3 x 70.35 is 211.04999999999998 in binary floating point.
    const threeNights = calculator({ ...seminar, maxNights: 3 }).calculate({ ...fromLisbon, nightsSpend: 3 }, now);
    expect(threeNights.accommodationTotal).toBe(211.05);
    expect(threeNights.totalAmount).toBe(486.05);
    // 0.1 + 2 x 0.1 is 0.30000000000000004.
    bands.push({ version: 3, minValue: 0, maxValue: 2999, amount: 0.1 });
    rates.set(`${germany.id}>${germany.id}`, 0.1);
    try {
      const nearby = { ...fromLisbon, ...TRIER, countryId: germany.id, nightsSpend: 2 };
      const refund = calculator({ ...seminar, distanceBandVersion: 3 }).calculate(nearby, now);
      expect(refund.accommodationTotal).toBe(0.2);
      expect(refund.totalAmount).toBe(0.3);
    } finally {
      bands.pop();
      rates.set(`${germany.id}>${germany.id}`, 95);
    }
  });

  it('refunds no nights and has no rate when the event refunds no accommodation', () => {
    const refund = calculator({ ...seminar, accommodationEligible: false }).calculate(
      { ...fromLisbon, nightsSpend: 0 },
      now,
    );
    expect(refund.nightlyRate).toBeNull();
    expect(refund.accommodationTotal).toBe(0);
    expect(refund.totalAmount).toBe(275);
    expect(() =>
      calculator({ ...seminar, accommodationEligible: false }).calculate({ ...fromLisbon, nightsSpend: 1 }, now),
    ).toThrow(NoAccommodation);
  });

  it('allows maxNights, or as many nights as the event has days when maxNights is not positive', () => {
    expect(() => calculator().calculate({ ...fromLisbon, nightsSpend: 3 }, now)).toThrow(new TooManyNights(2).message);
    const byDays = calculator({ ...seminar, maxNights: 0 });
    expect(byDays.calculate({ ...fromLisbon, nightsSpend: 3 }, now).nights).toBe(3);
    expect(() => byDays.calculate({ ...fromLisbon, nightsSpend: 4 }, now)).toThrow(TooManyNights);
  });

  it('refuses a participant whose country is not included for the venue country, naming both', () => {
    const refusal = (() => {
      try {
        calculator().calculate({ ...fromLisbon, countryId: iceland.id }, now);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(CountryNotIncluded);
    expect((refusal as CountryNotIncluded).message).toBe(
      'Ineligible: Iceland is not included in the project for events in Germany, so no refund can be claimed.',
    );
    expect((refusal as CountryNotIncluded).extra).toEqual({
      ineligibilityReason: IneligibilityReason.IneligibleCountryNotIncluded,
    });
  });

  it('refuses an unknown country as invalid input, and an unknown event', () => {
    expect(() => calculator().calculate({ ...fromLisbon, countryId: 99 }, now)).toThrow(InvalidInput);
    expect(() => calculator().calculate({ ...fromLisbon, eventId: 99 }, now)).toThrow(EventUnknown);
  });

  it('refuses a distance outside every band of the version', () => {
    const farAway = { ...fromLisbon, latitude: -33.9, longitude: 18.4 }; // Cape Town
    expect(() => calculator().calculate(farAway, now)).toThrow(DistanceOutsideBands);
  });

  it('refuses an event without a venue, and one whose claim form has closed', () => {
    expect(() => calculator({ ...seminar, venue: null }).calculate(fromLisbon, now)).toThrow(VenueMissing);
    const closed = { ...seminar, offlineDate: new Date('2026-03-31T22:00:00Z') };
    expect(() => calculator(closed).calculate(fromLisbon, now)).toThrow(ClaimFormClosed);
    const open = { ...seminar, offlineDate: new Date('2026-04-01T10:00:01Z') };
    expect(calculator(open).calculate(fromLisbon, now).totalAmount).toBe(415.7);
  });
});
