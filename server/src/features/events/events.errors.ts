import { COUNTRY_INVALID } from '@unit-costs/contract';

import { Conflict, NotFound, RuleViolated } from '../../platform/common/errors/domain-errors.js';

export class EventNotFound extends NotFound {
  constructor(id: number) {
    super('Event', id);
  }
}

export class EventNumberTaken extends RuleViolated {
  constructor(number: string) {
    super(`An event with the number '${number}' already exists.`);
  }
}

export class EventChangedMeanwhile extends Conflict {
  constructor() {
    super('The event was changed by someone else. Reload it and try again.');
  }
}

export class DistanceBandVersionUnknown extends RuleViolated {
  constructor(version: number) {
    super(`Distance band version ${version} does not exist.`);
  }
}

/** The spec's text (section 5) for a country code that does not map to exactly one country. */
export class CountryInvalid extends RuleViolated {
  constructor() {
    super(COUNTRY_INVALID);
  }
}

export class EmployeeUnknown extends RuleViolated {
  constructor(id: number) {
    super(`Employee ${id} does not exist.`);
  }
}

export class PrimaryVenueKept extends RuleViolated {
  constructor() {
    super('The primary venue cannot be deleted. Choose another primary venue first.');
  }
}

export class EventHasClaims extends RuleViolated {
  constructor() {
    super('This event has claims and cannot be deleted.');
  }
}
