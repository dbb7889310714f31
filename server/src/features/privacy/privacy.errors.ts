import { Conflict, Forbidden } from '../../platform/common/errors/domain-errors.js';

export class UnderLegalHold extends Conflict {
  constructor(eventNumber: string) {
    super(`Event ${eventNumber} is under a legal hold: nothing of it is anonymised until the hold is lifted.`);
  }
}

export class ClaimStillOpen extends Conflict {
  constructor(identifier: string) {
    super(`Claim ${identifier} is still being decided or paid: decide it before anonymising it.`);
  }
}

export class NoLegalHold extends Conflict {
  constructor(eventNumber: string) {
    super(`Event ${eventNumber} has no legal hold.`);
  }
}

export class StaffHaveNoOwnData extends Forbidden {
  constructor() {
    super('A participant’s own data is for the participant: sign in with your e-mail address and its code.');
  }
}
