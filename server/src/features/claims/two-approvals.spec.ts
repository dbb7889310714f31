import { AuditAction } from '@unit-costs/contract';

import type { Claim } from './claim.entity.js';
import { SecondApproverNeeded } from './claims.errors.js';
import { approvalsOf, approvalStep, FIRST_APPROVAL } from './two-approvals.js';

const claim = (totalAmount: number, firstApprovedBy: string | null = null) =>
  ({
    identifier: 'UC-2026-000042',
    totalAmount,
    firstApprovedBy,
    audits: firstApprovedBy
      ? [{ action: AuditAction.FirstApproval, description: FIRST_APPROVAL, username: 'Test-Approver' }]
      : [],
  }) as unknown as Claim;

describe('two approvals above APPROVAL_SECOND_ABOVE (docs/rules.md, "Four eyes and duplicates")', () => {
  it('needs one approval when no amount is set, or at and below the amount', () => {
    expect(approvalStep(claim(10_000), 'anna', undefined)).toBe('only');
    expect(approvalStep(claim(5000), 'anna', 5000)).toBe('only');
  });

  it('makes the first approval above the amount the first of two, and a colleague’s the second', () => {
    expect(approvalStep(claim(5000.01), 'anna', 5000)).toBe('first');
    expect(approvalStep(claim(5000.01, 'anna'), 'ben', 5000)).toBe('second');
  });

  it('refuses the first approver the second approval', () => {
    expect(() => approvalStep(claim(6000, 'anna'), 'anna', 5000)).toThrow(SecondApproverNeeded);
  });

  it('keeps a started pair of approvals even when the amount is no longer set', () => {
    expect(approvalStep(claim(6000, 'anna'), 'ben', undefined)).toBe('second');
  });

  it('tells the claim page how many approvals it needs and who gave the first', () => {
    expect(approvalsOf(claim(100), 'anna', 5000)).toEqual({ needed: 1, firstBy: null, firstByYou: false });
    expect(approvalsOf(claim(6000), 'anna', 5000)).toEqual({ needed: 2, firstBy: null, firstByYou: false });
    expect(approvalsOf(claim(6000, 'anna'), 'anna', 5000)).toEqual({
      needed: 2,
      firstBy: 'test-approver',
      firstByYou: true,
    });
    expect(approvalsOf(claim(6000, 'anna'), 'ben', 5000).firstByYou).toBe(false);
  });
});
