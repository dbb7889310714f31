import { QueryFailedError } from 'typeorm';

/** PostgreSQL SQLSTATE codes the services turn into domain errors. */
const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  exclusionViolation: '23P01',
  checkViolation: '23514',
} as const;

type Violation = keyof typeof SQLSTATE;

/** Whether `error` is PostgreSQL refusing a write for `kind`, optionally of one named constraint. */
export function isViolation(error: unknown, kind: Violation, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === SQLSTATE[kind] && (constraint === undefined || driverError.constraint === constraint);
}
