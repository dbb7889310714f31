import { Injectable } from '@nestjs/common';
import { type AuditAction, ClaimStatus } from '@unit-costs/contract';
import { In, type EntityManager } from 'typeorm';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ClaimAudit } from './claim-audit.entity.js';
import { Claim } from './claim.entity.js';

/** The claim rows a payment changes: its place in a run, its status and paid date, its history. */
@Injectable()
export class ClaimPaymentsRepository {
  constructor(private readonly db: TransactionHost) {}

  private get manager(): EntityManager {
    return this.db.manager;
  }

  /** Puts the claims in the run; only those still In approval Run and in no run. Answers how many moved. */
  async putInRun(runId: string, claimIds: string[]): Promise<number> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set({ paymentRun: { id: runId } })
      .where('id IN (:...claimIds) AND status = :from AND payment_run_id IS NULL', {
        claimIds,
        from: ClaimStatus.ApprovalRun,
      })
      .execute();
    return result.affected ?? 0;
  }

  /** The claims leave their run, still In approval Run (a cancelled run). */
  async takeOutOfRun(claimIds: string[]): Promise<void> {
    await this.manager.update(Claim, { id: In(claimIds), status: ClaimStatus.ApprovalRun }, { paymentRun: null });
  }

  /**
   * Moves the claims from one of `from` to `to` with what goes with it; only those still in one of
   * `from`. Answers the ids that moved.
   */
  async move(
    claimIds: string[],
    from: readonly ClaimStatus[],
    change: Pick<Claim, 'status' | 'paidOn'> & { paymentRun?: null },
  ): Promise<string[]> {
    if (claimIds.length === 0) return [];
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set(change)
      .where('id IN (:...claimIds) AND status IN (:...from)', { claimIds, from })
      .returning(['id'])
      .execute();
    return (result.raw as { id: string }[]).map((row) => row.id);
  }

  /** The claims' statuses now (inside the unit of work that locked them). */
  async statuses(claimIds: string[]): Promise<Map<string, ClaimStatus>> {
    if (claimIds.length === 0) return new Map();
    const rows = await this.manager.find(Claim, { select: { id: true, status: true }, where: { id: In(claimIds) } });
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  /** The claims' addresses, to tell a staff member's own claims. */
  async emails(claimIds: string[]): Promise<Map<string, string>> {
    if (claimIds.length === 0) return new Map();
    const rows = await this.manager.find(Claim, { select: { id: true, email: true }, where: { id: In(claimIds) } });
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  async addAudits(claimIds: string[], audit: { action: AuditAction; description: string; username: string }) {
    if (claimIds.length === 0) return;
    await this.manager.insert(
      ClaimAudit,
      claimIds.map((id) => ({ ...audit, claim: { id } })),
    );
  }
}
