import { IneligibilityReason } from '@unit-costs/contract';

import { DomainError } from '../../common/errors/domain-errors.js';

/**
 * A calculation the rules refuse. The claim form shows errorMessage when errorCode is 0 (spec section 8),
 * so every refusal answers 400 with errorCode 0 and a sentence the participant can act on.
 */
export class CalculationRefused extends DomainError {
  readonly status = 400;
  override readonly errorCode = 0;
}

export class EventUnknown extends CalculationRefused {
  constructor(eventId: number) {
    super(`Event ${eventId} does not exist. Please open the claim form from the event's link again.`);
  }
}

export class ClaimFormClosed extends CalculationRefused {
  constructor(offlineDate: Date) {
    super(`The claim form of this event closed on ${offlineDate.toISOString().slice(0, 10)}.`);
  }
}

export class VenueMissing extends CalculationRefused {
  constructor() {
    super('This event has no venue yet, so no distance can be calculated. Please contact the organisers.');
  }
}

export class DistanceOutsideBands extends CalculationRefused {
  constructor(km: number, version: number) {
    super(
      `No travel amount is defined for ${km} km (distance bands version ${version}). Please contact the organisers.`,
    );
  }
}

export class CountryNotIncluded extends CalculationRefused {
  override readonly extra = { ineligibilityReason: IneligibilityReason.IneligibleCountryNotIncluded };
  constructor(country: string, venueCountry: string) {
    super(
      `Ineligible: ${country} is not included in the project for events in ${venueCountry}, so no refund can be claimed.`,
    );
  }
}

export class TooManyNights extends CalculationRefused {
  constructor(allowed: number) {
    super(`At most ${allowed} ${allowed === 1 ? 'night' : 'nights'} can be refunded for this event.`);
  }
}

export class NoAccommodation extends CalculationRefused {
  constructor() {
    super('This event does not refund accommodation. Please choose 0 nights.');
  }
}
