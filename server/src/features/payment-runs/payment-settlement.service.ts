import { Injectable } from '@nestjs/common';
import type { PayeeCheck } from '@unit-costs/contract';

import type { Principal } from '../../platform/auth/principal.js';
import { ClaimPayments, type PaymentChange, type PaymentReturn } from '../claims/claim-payments.service.js';
import { BankEntryReviewsRepository, type NewReview } from './bank-entry-reviews.repository.js';
import type { PaymentRun } from './payment-run.entity.js';
import { PaymentRunsRepository, type LockedTransfer, type TransferReferences } from './payment-runs.repository.js';

export type { LockedTransfer, NewReview, TransferReferences };
/** The payment block's id in a run's file, which a bank booking the block as one entry names. */
export { paymentBlockId } from './sepa-file.js';

/** How the bank executed transfers: on which day, who recorded it and how (for the claims' history). */
export interface Execution {
  executedOn: string;
  username: string;
  source: string;
}

/**
 * What the bank's answer does to a run's transfers (docs/rules.md, "Payments"), whether staff confirm
 * the run, a bank file says so or a person records a reviewed entry: the transfer's outcome here, the
 * claim's through ClaimPayments. Runs inside the caller's unit of work.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly runs: PaymentRunsRepository,
    private readonly reviews: BankEntryReviewsRepository,
    private readonly claimPayments: ClaimPayments,
  ) {}

  /** The transfers a bank file names, with their runs, locked until the caller's unit of work ends. */
  lockTransfers(references: TransferReferences): Promise<LockedTransfer[]> {
    return this.runs.lockTransfers(references);
  }

  /** The transfers were executed: paid, their claims Paid on that day, their participants mailed. */
  async paid(
    change: Extract<PaymentChange, `Paid ${string}`>,
    run: Pick<PaymentRun, 'id' | 'number'>,
    claimIds: string[],
    execution: Execution,
  ): Promise<void> {
    await this.runs.settleTransfers(run.id, claimIds, {
      outcome: 'paid',
      settledOn: execution.executedOn,
      reasonCode: null,
    });
    await this.claimPayments.paid(change, claimIds, { runNumber: run.number, ...execution });
  }

  /** The bank returned or rejected the transfer: recorded with its reason and charges; its claim waits for new details. */
  async returned(
    change: Exclude<PaymentChange, `Paid ${string}`>,
    transfer: LockedTransfer,
    paymentReturn: Omit<PaymentReturn, 'runNumber'>,
  ): Promise<void> {
    await this.runs.settleTransfers(transfer.runId, [transfer.claimId], {
      outcome: 'returned',
      settledOn: paymentReturn.date,
      reasonCode: paymentReturn.reasonCode,
      returnCharges: paymentReturn.charges,
      returnDetails: paymentReturn.details,
    });
    await this.claimPayments.returned(change, transfer.claimId, { ...paymentReturn, runNumber: transfer.run.number });
  }

  /** A pain.002 status that makes nothing Paid (accepted, pending, ...), shown on the run. */
  async recordBankStatus(transfers: LockedTransfer[], status: string, date: string): Promise<void> {
    for (const transfer of transfers) {
      await this.runs.settleTransfers(transfer.runId, [transfer.claimId], { bankStatus: status, bankStatusOn: date });
    }
  }

  /** The payee's bank's answer to the name check, shown on the run and the claim. */
  async recordPayeeCheck(transfer: LockedTransfer, check: PayeeCheck, nameHeldByBank: string | null): Promise<void> {
    await this.runs.settleTransfers(transfer.runId, [transfer.claimId], {
      payeeCheck: check,
      payeeCheckName: nameHeldByBank,
    });
    await this.claimPayments.payeeChecked(transfer.claimId, check, nameHeldByBank);
  }

  /** Keeps a disagreeing entry on its run for review; answers false when the same entry is kept already. */
  keepForReview(review: NewReview): Promise<boolean> {
    return this.reviews.add(review);
  }

  /** Of these claims, those of the staff member's own address: a bank file never settles them for them. */
  ownClaims(claimIds: string[], principal: Principal): Promise<Set<string>> {
    return this.claimPayments.ownClaims(claimIds, principal);
  }

  /** An open run whose every transfer the bank has answered for is executed, on the last day it answered. */
  async closeIfAnswered(runId: string, username: string): Promise<void> {
    if ((await this.runs.pendingTransfers(runId)).length > 0) return;
    const executedOn = await this.runs.lastSettledOn(runId);
    await this.runs.closeOpenRun(runId, { state: 'executed', executedOn, closedBy: username, closedByStatement: true });
  }
}
