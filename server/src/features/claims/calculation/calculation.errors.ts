import { IneligibilityReason } from '@unit-costs/contract';

import { DomainError } from '../../../platform/common/errors/domain-errors.js';

/**
 * A calculation the rules refuse. The claim form shows errorMessage when errorCode is 0 (spec section 8),
 * so every refusal answers 400 with errorCode 0 and a sentence the participant can act on, in the
 * participant's language from its `message` key.
 */
export class CalculationRefused extends DomainError {
  readonly status = 400;
  override readonly errorCode = 0;
}

export class EventUnknown extends CalculationRefused {
  constructor(eventId: number) {
    super({ key: 'refusal.eventUnknown', values: { eventId: String(eventId) } });
  }
}

export class ClaimFormClosed extends CalculationRefused {
  constructor(offlineDate: Date) {
    super({ key: 'refusal.claimFormClosed', values: { date: offlineDate.toISOString().slice(0, 10) } });
  }
}

export class VenueMissing extends CalculationRefused {
  constructor() {
    super({ key: 'refusal.venueMissing' });
  }
}

export class DistanceOutsideBands extends CalculationRefused {
  constructor(km: number, version: number) {
    // As text: a number would be grouped ('1,234'), and the English sentence keeps '1234 km'.
    super({ key: 'refusal.distanceOutsideBands', values: { km: String(km), version: String(version) } });
  }
}

/** A country as the refusal names it: by its English name, and by its ISO code for the app to name it in its language. */
interface NamedCountry {
  name: string;
  iso3166: string;
}

export class CountryNotIncluded extends CalculationRefused {
  override readonly extra = { ineligibilityReason: IneligibilityReason.IneligibleCountryNotIncluded };
  constructor(country: NamedCountry, venueCountry: NamedCountry) {
    super({
      key: 'refusal.countryNotIncluded',
      values: {
        country: country.name,
        countryIso: country.iso3166,
        venueCountry: venueCountry.name,
        venueCountryIso: venueCountry.iso3166,
      },
    });
  }
}

export class TooManyNights extends CalculationRefused {
  constructor(allowed: number) {
    super({ key: 'refusal.tooManyNights', values: { allowed } });
  }
}

export class NoAccommodation extends CalculationRefused {
  constructor() {
    super({ key: 'refusal.noAccommodation' });
  }
}
