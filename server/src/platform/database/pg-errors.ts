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

/**
 * SQLSTATE classes and codes of a database that is gone or going: connection exceptions (08), a backend
 * ended by the server or an operator (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now),
 * and no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a connection that could not be made or broke. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection that ended under it (these errors carry no code). */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Query runner already released)/;

/**
 * Whether `error` (or what it wraps: TypeORM's driverError, a cause) is the database being unreachable
 * rather than refusing a statement: the request may succeed when tried again shortly (503, not 500).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Not `instanceof Error`: a socket's error comes from Node's own realm, which under a test runner's VM is another.
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, driverError, cause } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
