import { AuditAction, ClaimStatus } from '@unit-costs/contract';

import { StaffRole } from '../auth/roles.js';
import { findTransition, transitionsInto, TRANSITIONS } from './claim-transitions.js';

const DECIDERS = { roles: [StaffRole.Approver, StaffRole.Admin] };

describe('claim transitions (docs/rules.md, "Lifecycle")', () => {
  it('lets the owner request a saved claim, and nobody else', () => {
    expect(findTransition(ClaimStatus.Saved, ClaimStatus.Requested)).toEqual({
      from: ClaimStatus.Saved,
      to: ClaimStatus.Requested,
      by: { owner: true },
      audit: AuditAction.Requested,
      description: 'Contribution requested',
    });
  });

  it('lets Approvers and Admins approve or decline a requested claim', () => {
    expect(findTransition(ClaimStatus.Requested, ClaimStatus.ApprovalRun)).toMatchObject({
      by: DECIDERS,
      audit: AuditAction.Approved,
      description: 'Claim approved',
    });
    expect(findTransition(ClaimStatus.Requested, ClaimStatus.Rejected)).toMatchObject({
      by: DECIDERS,
      audit: AuditAction.Rejected,
      description: 'Claim rejected',
    });
  });

  it('lets Approvers and Admins mark an approved claim as paid by hand', () => {
    expect(findTransition(ClaimStatus.ApprovalRun, ClaimStatus.Paid)).toMatchObject({
      by: DECIDERS,
      audit: AuditAction.Paid,
      description: 'Marked as paid',
    });
  });

  it('has no other move: no skipping, no way back, nothing out of Paid or Rejected', () => {
    const statuses = Object.values(ClaimStatus).filter((value): value is ClaimStatus => typeof value === 'number');
    const allowed = new Set(['0>1', '1>2', '1>5', '2>3']);
    for (const from of statuses) {
      for (const to of statuses) {
        expect([`${from}>${to}`, findTransition(from, to) !== undefined]).toEqual([
          `${from}>${to}`,
          allowed.has(`${from}>${to}`),
        ]);
      }
    }
    expect(TRANSITIONS).toHaveLength(allowed.size);
  });

  it('names the moves into a status, whatever the claim is in', () => {
    expect(transitionsInto(ClaimStatus.Requested).map((t) => t.from)).toEqual([ClaimStatus.Saved]);
    expect(transitionsInto(ClaimStatus.Paid).map((t) => t.from)).toEqual([ClaimStatus.ApprovalRun]);
    expect(transitionsInto(ClaimStatus.Saved)).toEqual([]);
    expect(transitionsInto(ClaimStatus.Unknown)).toEqual([]);
  });
});
