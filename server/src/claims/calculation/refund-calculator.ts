import { Injectable } from '@nestjs/common';
import { allowedNights, COUNTRY_INVALID, TravelType } from '@unit-costs/contract';

import type { Event } from '../../events/event.entity.js';
import type { EventLocation } from '../../events/event-location.entity.js';
import type { Country } from '../../reference-data/country.entity.js';
import { InvalidInput } from '../../common/errors/domain-errors.js';
import type { ClaimsRepository } from '../claims.repository.js';
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
  event: Event;
  venue: EventLocation;
  country: Country;
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

/** The rules of docs/rules.md, "Calculation". Reads through the given repository, so a save calculates in its transaction. */
@Injectable()
export class RefundCalculator {
  async calculate(claims: ClaimsRepository, input: CalculationInput, now = new Date()): Promise<Refund> {
    const country = await claims.findCountry(input.countryId);
    if (!country) throw new InvalidInput({ CountryId: [COUNTRY_INVALID] }, COUNTRY_INVALID);
    const event = await claims.findEvent(input.eventId);
    if (!event) throw new EventUnknown(input.eventId);
    if (event.offlineDate && event.offlineDate < now) throw new ClaimFormClosed(event.offlineDate);
    const venue = event.locations.find((location) => location.isPrimary);
    if (!venue) throw new VenueMissing();

    const distanceKm = Math.round(greatCircleKm(input, venue));
    const band = await claims.findBand(event.distanceBandVersion, distanceKm);
    if (!band) throw new DistanceOutsideBands(distanceKm, event.distanceBandVersion);

    // The refund-rate table lists which countries take part in the project for a venue's country.
    const rate = await claims.findRefundRate(country.id, venue.country.id);
    if (!rate) throw new CountryNotIncluded(country.name, venue.country.name);

    if (!event.accommodationEligible && input.nightsSpend > 0) throw new NoAccommodation();
    const allowed = allowedNights(event);
    if (input.nightsSpend > allowed) throw new TooManyNights(allowed);

    const nightlyRate = event.accommodationEligible ? rate.refundRate : null;
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
