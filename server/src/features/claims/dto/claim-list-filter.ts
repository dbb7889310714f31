import { ClaimStatus } from '@unit-costs/contract';

import type { StaffPrincipal } from '../../../platform/auth/principal.js';
import { maySeeRestricted } from '../../../platform/auth/restriction.js';
import { InvalidInput } from '../../../platform/common/errors/domain-errors.js';
import { textFilter } from '../../../platform/common/lists/list-filters.js';
import type { ListQueryOptions } from '../../../platform/common/lists/list-query.js';
import { ATTENDANCE_FILTERS, type AttendanceFilter } from '../../attendance/claim-attendance.reader.js';
import type { ClaimListFilter } from '../claims.repository.js';

/** The plain query parameters that filter the staff's claim list in page style. */
export const CLAIM_LIST_OPTIONS: ListQueryOptions = {
  filters: ['status', 'email', 'number', 'duplicate', 'attendance'],
};

const STATUSES = Object.values(ClaimStatus).filter((value): value is ClaimStatus => typeof value === 'number');

/** `status` of a list request: one of the status codes, or blank for all. */
export function statusFilter(filter: Record<string, unknown>): ClaimStatus | undefined {
  const text = textFilter(filter, 'status');
  if (text === undefined) return undefined;
  const status = Number(text);
  if (!STATUSES.includes(status)) {
    throw new InvalidInput({ Status: [`'status' must be one of ${STATUSES.join(', ')}.`] });
  }
  return status;
}

/** `duplicate` of a list request: `true` for the possible duplicates only, `false` for the others, blank for all. */
function duplicateFilter(filter: Record<string, unknown>): boolean | undefined {
  // react-admin's `filter` object carries a JSON boolean; a page-style parameter its text.
  const value = Object.hasOwn(filter, 'duplicate') ? filter.duplicate : undefined;
  if (typeof value === 'boolean') return value;
  const text = textFilter(filter, 'duplicate');
  if (text === undefined) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new InvalidInput({ Duplicate: ["'duplicate' must be true or false."] });
}

/** `attendance` of a list request: one of the attendance filters, or blank for all. */
function attendanceFilter(filter: Record<string, unknown>): AttendanceFilter | undefined {
  const text = textFilter(filter, 'attendance');
  if (text === undefined) return undefined;
  const known = ATTENDANCE_FILTERS.find((name) => name === text);
  if (!known) throw new InvalidInput({ Attendance: [`'attendance' must be one of ${ATTENDANCE_FILTERS.join(', ')}.`] });
  return known;
}

/**
 * The staff's filters of a claim request: page-style parameters or react-admin's `filter` object.
 * Claims restricted at their owner's request are for Admins only (restriction.ts).
 */
export function staffClaimFilter(filter: Record<string, unknown>, staff: StaffPrincipal): ClaimListFilter {
  return {
    status: statusFilter(filter),
    email: textFilter(filter, 'email'),
    number: textFilter(filter, 'number'),
    duplicate: duplicateFilter(filter),
    attendance: attendanceFilter(filter),
    withoutRestricted: !maySeeRestricted(staff),
  };
}
