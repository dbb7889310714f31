import { CLAIM_STATUS_LABELS, type ClaimStatus, COUNTRY_INVALID } from '@unit-costs/contract';

import { Forbidden, InvalidInput, RuleViolated } from '../../../platform/common/errors/domain-errors.js';

/** The spec's text (section 5) for a country that does not exist. */

export class BankDataGuestsOnly extends Forbidden {
  constructor() {
    super('Bank details are entered by the participant, signed in with the e-mail address of the claim.');
  }
}

export class BankDataClosed extends RuleViolated {
  constructor(status: ClaimStatus) {
    super(
      `Bank details can only be entered while the claim is Saved; this claim is ${CLAIM_STATUS_LABELS[status] ?? 'in another state'}.`,
    );
  }
}

/** `fields`: the error keys of the addresses whose country does not exist ('BankAddress.Country', ...). */
export class BankDataCountryInvalid extends InvalidInput {
  constructor(fields: string[]) {
    super(Object.fromEntries(fields.map((field) => [field, [COUNTRY_INVALID]])));
  }
}
