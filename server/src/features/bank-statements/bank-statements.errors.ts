import { RuleViolated } from '../../platform/common/errors/domain-errors.js';

/** 422: the whole file is about an account the runs do not pay from; nothing was changed. */
export class StatementOfAnotherAccount extends RuleViolated {
  constructor(account: string, ours: string[]) {
    const runs = ours.length > 0 ? ours.join(' or ') : 'no account (PAYMENT_DEBTOR_IBAN is not set)';
    super(
      `This statement is about account ${account}, but the payment runs pay from ${runs}: nothing was changed. Please upload the statement of the academy's account.`,
    );
  }
}
