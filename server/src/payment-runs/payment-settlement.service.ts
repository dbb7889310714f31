import { Injectable } from '@nestjs/common';
import { AuditAction, paymentReturnReason } from '@unit-costs/contract';

import { ClaimsService } from '../claims/claims.service.js';
import { PaymentRunsRepository, type LockedTransfer } from './payment-runs.repository.js';

export type { LockedTransfer };

/** A transfer the bank has answered for: which claim, in which run. */
export interface SettledTransfer {
  runId: string;
  runNumber: string;
  claimId: string;
}

/**
 * What the bank's answer does to a run's claims (docs/rules.md, "Payments"), whether staff confirm
 * the run or a statement says so; also how a bank statement finds the transfers it names. Runs inside the caller's unit of work: each claim's change, its
 * history row and its participant's mail (outbox) commit together.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly runs: PaymentRunsRepository,
    private readonly claims: ClaimsService,
  ) {}

  /**
   * The transfers of these EndToEndIds, with their run's number and their claim's identifier, locked
   * until the caller's unit of work ends (a statement's entries change them one after another).
   */
  lockTransfers(endToEndIds: string[]): Promise<LockedTransfer[]> {
    return this.runs.lockTransfers(endToEndIds);
  }

  /** The EndToEndIds of the run whose SEPA file had this message id (its number). */
  endToEndIdsOfRun(number: string): Promise<string[]> {
    return this.runs.endToEndIdsOfRun(number);
  }

  /** The transfers were executed on `date`: their claims are Paid, and their participants mailed. */
  async paid(transfers: SettledTransfer[], date: string, username: string, source: string): Promise<void> {
    for (const [runId, group] of byRun(transfers)) {
      const claimIds = group.map((transfer) => transfer.claimId);
      await this.runs.settleTransfers(runId, claimIds, { outcome: 'paid', settledOn: date, reasonCode: null });
      await this.runs.markPaid(claimIds);
      await this.runs.addAudits(claimIds, {
        action: AuditAction.Paid,
        description: `Paid (${group[0].runNumber}, executed on ${date}, ${source})`,
        username,
      });
      await this.claims.notifyPaid(claimIds, { date, runNumber: group[0].runNumber });
    }
  }

  /**
   * The bank returned or rejected the transfer: the claim waits In approval Run again, its account
   * is marked returned (the participant enters new details), its history says why, its participant is told.
   */
  async returned(transfer: SettledTransfer, reasonCode: string | null, date: string, username: string): Promise<void> {
    await this.runs.settleTransfers(transfer.runId, [transfer.claimId], {
      outcome: 'returned',
      settledOn: date,
      reasonCode,
    });
    await this.runs.releaseFromRun([transfer.claimId]);
    await this.runs.markAccountReturned(transfer.claimId, date, reasonCode);
    await this.runs.addAudits([transfer.claimId], {
      action: AuditAction.PaymentReturned,
      description: `Payment returned by the bank (${transfer.runNumber}${reasonCode ? `, ${reasonCode}` : ''}): ${paymentReturnReason(reasonCode)}`,
      username,
    });
    await this.claims.notifyPaymentReturned(transfer.claimId, {
      date,
      runNumber: transfer.runNumber,
      reason: paymentReturnReason(reasonCode),
    });
  }

  /** An open run whose every transfer the bank has answered for is executed, on the last day it answered. */
  async closeIfAnswered(runId: string, username: string): Promise<void> {
    if ((await this.runs.pendingTransfers(runId)).length > 0) return;
    const executedOn = await this.runs.lastSettledOn(runId);
    await this.runs.closeOpenRun(runId, { state: 'executed', executedOn, closedBy: username, closedByStatement: true });
  }
}

function byRun(transfers: SettledTransfer[]): Map<string, SettledTransfer[]> {
  const groups = new Map<string, SettledTransfer[]>();
  for (const transfer of transfers) groups.set(transfer.runId, [...(groups.get(transfer.runId) ?? []), transfer]);
  return groups;
}
