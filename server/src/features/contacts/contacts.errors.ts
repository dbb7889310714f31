import { RuleViolated } from '../../platform/common/errors/domain-errors.js';

export class EmployeeEmailTaken extends RuleViolated {
  constructor(email: string) {
    super(`An employee with the e-mail '${email}' already exists.`);
  }
}
