/** Staff roles (docs/rules.md, "Roles"). Approver includes Staff; Admin includes everything. */
export enum StaffRole {
  Staff = 'Staff',
  Approver = 'Approver',
  Admin = 'Admin',
}

export const STAFF_ROLES = Object.values(StaffRole);

const IMPLIED: Record<StaffRole, StaffRole[]> = {
  [StaffRole.Staff]: [StaffRole.Staff],
  [StaffRole.Approver]: [StaffRole.Staff, StaffRole.Approver],
  [StaffRole.Admin]: [StaffRole.Staff, StaffRole.Approver, StaffRole.Admin],
};

/** Whether someone holding `held` may do what needs any of `required`. */
export function hasAnyRole(held: readonly string[], required: readonly StaffRole[]): boolean {
  const effective = new Set(held.filter((r): r is StaffRole => Object.hasOwn(IMPLIED, r)).flatMap((r) => IMPLIED[r]));
  return required.some((role) => effective.has(role));
}
