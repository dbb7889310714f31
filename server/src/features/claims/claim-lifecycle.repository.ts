import { Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';
import type { EntityManager } from 'typeorm';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ClaimAudit } from './claim-audit.entity.js';
import { Claim } from './claim.entity.js';

export type NewAudit = Pick<ClaimAudit, 'action' | 'description' | 'username'> &
  Partial<Pick<ClaimAudit, 'rejectReason' | 'othertxt'>>;
export type StatusChange = Pick<Claim, 'status'> &
  Partial<Pick<Claim, 'confirmed' | 'rejectReason' | 'othertxt' | 'paidOn'>>;

/** The writes of a claim's lifecycle: its status, its first of two approvals, its history. */
@Injectable()
export class ClaimLifecycleRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  async addAudit(claimId: string, audit: NewAudit): Promise<void> {
    await this.manager.insert(ClaimAudit, { ...audit, claim: { id: claimId } });
  }

  /**
   * Moves the claim from `from` to the change's status, only if it still is in `from`: of two
   * concurrent decisions the second waits for the first's row lock, then finds no row to change.
   */
  async changeStatus(id: string, from: ClaimStatus, change: StatusChange): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set(change)
      .where('id = :id AND status = :from', { id, from })
      .execute();
    return result.affected === 1;
  }

  /** Records the first of two approvals, only if the claim is still Requested and has none. */
  async recordFirstApproval(id: string, approver: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set({ firstApprovedBy: approver })
      .where('id = :id AND status = :requested AND first_approved_by IS NULL', {
        id,
        requested: ClaimStatus.Requested,
      })
      .execute();
    return result.affected === 1;
  }
}
