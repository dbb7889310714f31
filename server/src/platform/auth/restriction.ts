import type { Principal } from './principal.js';
import { hasAnyRole, StaffRole } from './roles.js';

/**
 * The one rule of a claim restricted at its owner's request (GDPR Art. 18, docs/decisions.md,
 * "Personal data"): kept because the law says so, seen only by Admins (and the audit pack, the records
 * the law keeps it for). Its owner is not asked about here: they see it as their own claim, by the
 * guest rule of ClaimViews.loadVisible. Every path that shows a claim or its person to staff asks here:
 * to anyone else the claim does not exist (404), and rows that must keep its figures (payment runs,
 * attendees, signature sheets, another claim's duplicates) show RESTRICTED_PERSON instead of the person.
 * No mail about it goes out.
 */
export function maySeeRestricted(principal: Principal | null | undefined): boolean {
  return principal?.kind === 'staff' && hasAnyRole(principal.roles, [StaffRole.Admin]);
}

/** Whether `principal` must not see the person of a claim restricted at `restrictedAt` (null: not restricted). */
export function hidesPerson(restrictedAt: Date | null, principal: Principal | null | undefined): boolean {
  return restrictedAt !== null && !maySeeRestricted(principal);
}

/** What a row that keeps a restricted claim's figures shows instead of the person. */
export const RESTRICTED_PERSON = 'restricted';
