import { QueryFailedError } from 'typeorm';

/**
 * PostgreSQL SQLSTATE codes the services turn into domain errors. A reference to a row being deleted is
 * reported as 23503 (foreign_key_violation) by PostgreSQL 15 to 17 and as 23001 (restrict_violation) by
 * PostgreSQL 18 for an ON DELETE RESTRICT key.
 */
const SQLSTATES = {
  uniqueViolation: ['23505'],
  foreignKeyViolation: ['23503', '23001'],
  exclusionViolation: ['23P01'],
  checkViolation: ['23514'],
} as const satisfies Record<string, readonly string[]>;

type Violation = keyof typeof SQLSTATES;

/** Whether `error` is PostgreSQL refusing a write for `kind`, optionally of one named constraint. */
export function isViolation(error: unknown, kind: Violation, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  const codes: readonly string[] = SQLSTATES[kind];
  return (
    driverError.code !== undefined &&
    codes.includes(driverError.code) &&
    (constraint === undefined || driverError.constraint === constraint)
  );
}
