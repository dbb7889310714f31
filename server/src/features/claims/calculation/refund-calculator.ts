import { Injectable } from '@nestjs/common';
import { COUNTRY_INVALID, TravelType } from '@unit-costs/contract';

import { InvalidInput } from '../../../platform/common/errors/domain-errors.js';
import { allowedNights } from '../../../platform/common/event-calendar.js';
import type { EventFacts, EventFactsLookup, VenueFacts } from '../../events/dto/event-facts.js';
import { EventFactsCache } from '../../events/event-facts.cache.js';
import type { CountryFacts, ReferenceDataLookup } from '../../reference-data/dto/reference-data.lookup.js';
import { ReferenceDataCache } from '../../reference-data/reference-data.cache.js';
import {
  ClaimFormClosed,
  CountryNotIncluded,
  DistanceOutsideBands,
  EventUnknown,
  NoAccommodation,
  TooManyNights,
  VenueMissing,
} from './calculation.errors.js';
import { greatCircleKm } from './great-circle.js';

export interface CalculationInput {
  eventId: number;
  latitude: number;
  longitude: number;
  travelType: TravelType;
  nightsSpend: number;
  countryId: number;
}

/** The refund of one participant, with everything a saved claim keeps as its snapshot. */
export interface Refund {
  event: EventFacts;
  venue: VenueFacts;
  country: CountryFacts;
  travelType: TravelType;
  distanceKm: number;
  distanceBandVersion: number;
  travelAmount: number;
  nights: number;
  /** Per-night rate; null when the event refunds no accommodation. */
  nightlyRate: number | null;
  accommodationTotal: number;
  totalAmount: number;
}

/** Euros to the cent, without binary fractions creeping in (0.1 + 0.2). */
const cents = (euros: number) => Math.round(euros * 100) / 100;

/**
 * The rules of docs/rules.md, "Calculation". Reads reference data and events from the in-memory lookups
 * (kept current across replicas by the change feed), so a calculation makes no database query.
 */
@Injectable()
export class RefundCalculator {
  private readonly referenceData: ReferenceDataLookup;
  private readonly events: EventFactsLookup;

  constructor(referenceData: ReferenceDataCache, events: EventFactsCache) {
    this.referenceData = referenceData;
    this.events = events;
  }

  calculate(input: CalculationInput, now = new Date()): Refund {
    const country = this.referenceData.country(input.countryId);
    if (!country) throw new InvalidInput({ CountryId: [COUNTRY_INVALID] }, { key: 'calculator.invalidCountry' });
    const event = this.events.event(input.eventId);
    if (!event) throw new EventUnknown(input.eventId);
    if (event.offlineDate && event.offlineDate < now) throw new ClaimFormClosed(event.offlineDate);
    const { venue } = event;
    if (!venue) throw new VenueMissing();

    const distanceKm = Math.round(greatCircleKm(input, venue));
    const band = this.referenceData.band(event.distanceBandVersion, distanceKm);
    if (!band) throw new DistanceOutsideBands(distanceKm, event.distanceBandVersion);

    // The refund-rate table lists which countries take part in the project for a venue's country.
    const rate = this.referenceData.refundRate(country.id, venue.country.id);
    if (rate === undefined) throw new CountryNotIncluded(country, venue.country);

    if (!event.accommodationEligible && input.nightsSpend > 0) throw new NoAccommodation();
    const allowed = allowedNights(event);
    if (input.nightsSpend > allowed) throw new TooManyNights(allowed);

    const nightlyRate = event.accommodationEligible ? rate : null;
    const accommodationTotal = cents((nightlyRate ?? 0) * input.nightsSpend);
    return {
      event,
      venue,
      country,
      travelType: input.travelType,
      distanceKm,
      distanceBandVersion: event.distanceBandVersion,
      travelAmount: band.amount,
      nights: input.nightsSpend,
      nightlyRate,
      accommodationTotal,
      totalAmount: cents(band.amount + accommodationTotal),
    };
  }
}
