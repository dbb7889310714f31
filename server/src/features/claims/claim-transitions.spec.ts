import { AuditAction, ClaimStatus } from '@unit-costs/contract';
import { readFileSync } from 'node:fs';

import { StaffRole } from '../../platform/auth/roles.js';
import { findTransition, namedTransition, transitionTable, transitionsInto, TRANSITIONS } from './claim-transitions.js';

const DECIDERS = { roles: [StaffRole.Approver, StaffRole.Admin] };

describe('claim transitions (docs/rules.md, "Lifecycle")', () => {
  it('lets the owner request a saved claim, and nobody else', () => {
    expect(findTransition(ClaimStatus.Saved, ClaimStatus.Requested)).toMatchObject({
      from: [ClaimStatus.Saved],
      to: ClaimStatus.Requested,
      by: { owner: true },
      via: 'claim',
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
      name: 'Marked paid by hand',
      by: DECIDERS,
      audit: AuditAction.Paid,
      description: 'Marked as paid',
    });
  });

  it('has no other move by a request: no skipping, no way back, nothing out of Paid or Rejected', () => {
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
    expect(TRANSITIONS.filter((transition) => transition.via === 'claim')).toHaveLength(allowed.size);
  });

  it('names the moves into a status a request may make, whatever the claim is in', () => {
    expect(transitionsInto(ClaimStatus.Requested).map((t) => t.from)).toEqual([[ClaimStatus.Saved]]);
    expect(transitionsInto(ClaimStatus.Paid).map((t) => t.name)).toEqual(['Marked paid by hand']);
    expect(transitionsInto(ClaimStatus.Saved)).toEqual([]);
    expect(transitionsInto(ClaimStatus.Unknown)).toEqual([]);
  });

  it('lists every way the bank’s answers move a claim, each by its own name', () => {
    expect(
      TRANSITIONS.filter((transition) => transition.via !== 'claim').map((t) => [t.name, t.from, t.to, t.audit]),
    ).toEqual([
      ['Paid by confirmation', [ClaimStatus.ApprovalRun], ClaimStatus.Paid, AuditAction.Paid],
      ['Paid by statement', [ClaimStatus.ApprovalRun], ClaimStatus.Paid, AuditAction.Paid],
      ['Paid after review', [ClaimStatus.ApprovalRun], ClaimStatus.Paid, AuditAction.Paid],
      ['Returned', [ClaimStatus.Paid, ClaimStatus.ApprovalRun], ClaimStatus.ApprovalRun, AuditAction.PaymentReturned],
      [
        'Returned after review',
        [ClaimStatus.Paid, ClaimStatus.ApprovalRun],
        ClaimStatus.ApprovalRun,
        AuditAction.PaymentReturned,
      ],
      ['Rejected by the bank', [ClaimStatus.ApprovalRun], ClaimStatus.ApprovalRun, AuditAction.PaymentReturned],
    ]);
    expect(namedTransition('Rejected by the bank').description).toBe('Payment rejected by the bank');
  });

  it('is the table docs/rules.md and docs/architecture.md show', () => {
    for (const page of ['rules.md', 'architecture.md']) {
      const text = readFileSync(new URL(`../../../../docs/${page}`, import.meta.url), 'utf8');
      expect([page, text.includes(transitionTable())]).toEqual([page, true]);
    }
  });
});
