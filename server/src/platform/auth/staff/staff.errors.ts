import { Conflict, RuleViolated } from '../../common/errors/domain-errors.js';

export class StaffUsernameTaken extends RuleViolated {
  constructor(username: string) {
    super(`A staff account named '${username}' already exists.`);
  }
}

/** The one rule that keeps the console manageable: someone can always manage staff accounts. */
export class LastAdmin extends Conflict {
  constructor(username: string, change: 'disable' | 'demote' | 'delete') {
    const verb = { disable: 'disabled', demote: 'demoted', delete: 'deleted' }[change];
    super(`At least one enabled Admin must remain: '${username}' is the last one and cannot be ${verb}.`);
  }
}

export class NotOwnAccount extends RuleViolated {
  constructor(change: 'disable' | 'delete') {
    super(`You cannot ${change} your own account; another Admin can.`);
  }
}

export class ManagedInEntra extends RuleViolated {
  constructor(what: 'roles' | 'password') {
    super(
      what === 'roles'
        ? 'The roles of Entra ID people are given in Entra ID (the app roles of this application).'
        : 'Entra ID people sign in with Microsoft: they have no password here.',
    );
  }
}
