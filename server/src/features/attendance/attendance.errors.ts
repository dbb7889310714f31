import { NotFound, RuleViolated } from '../../platform/common/errors/domain-errors.js';

export class AttendeeNotFound extends NotFound {
  constructor(id: number) {
    super('Attendee', id);
  }
}

export class AttendeeEmailTaken extends RuleViolated {
  constructor(email: string) {
    super(`${email} is registered for this event already.`);
  }
}

export class NotAnEventDay extends RuleViolated {
  constructor(day: string, first: string, last: string) {
    super(`${day} is not a day of the event (${first} to ${last}).`);
  }
}

export class CountryUnknown extends RuleViolated {
  constructor(id: number) {
    super(`Country ${id} does not exist.`);
  }
}

export class ScanNotFound extends NotFound {
  constructor(id: number) {
    super('Scan', id);
  }
}
