import { paymentReturnReason } from '@unit-costs/contract';

import type { BankAccount } from '../claims/bank-data/bank-data.service.js';
import { maskedIban } from '../claims/bank-data/iban.js';
import type { PaymentRunClaimDto, PaymentRunDto } from './dto/payment-run.dto.js';
import type { PaymentRun } from './payment-run.entity.js';
import type { RunClaim, RunTransfer } from './payment-runs.repository.js';

export function toPaymentRunDto(run: PaymentRun): PaymentRunDto {
  return {
    id: run.id,
    number: run.number,
    createdAt: run.createdAt.toISOString(),
    createdBy: run.createdBy,
    executionDate: run.executionDate,
    claimCount: run.claimCount,
    totalAmount: run.totalAmount,
    state: run.state,
    executedOn: run.executedOn,
    closedBy: run.closedBy,
    closedAt: run.closedAt?.toISOString() ?? null,
    closedByStatement: run.closedByStatement,
  };
}

/** A claim a run would take, its account masked; `account` undefined only if its bank data vanished. */
export function toPaymentRunClaimDto(claim: RunClaim, account: BankAccount | undefined): PaymentRunClaimDto {
  return {
    guid: claim.id,
    identifier: claim.identifier,
    name: `${claim.firstname} ${claim.lastname}`,
    iban: account ? maskedIban(account.iban) : '',
    amount: claim.totalAmount,
    eventNumber: claim.event.number,
  };
}

/** A claim of a run: the transfer as sent, and what became of it. */
export function toPaymentRunTransferDto(transfer: RunTransfer, account: BankAccount | undefined): PaymentRunClaimDto {
  return {
    ...toPaymentRunClaimDto(transfer, account),
    amount: transfer.amount,
    endToEndId: transfer.endToEndId,
    outcome: transfer.outcome,
    settledOn: transfer.settledOn,
    reasonCode: transfer.reasonCode,
    reason: transfer.outcome === 'returned' ? paymentReturnReason(transfer.reasonCode) : null,
  };
}

/** Euros added up in whole cents, so that a long run's total has no floating-point residue. */
export function sumOfAmounts(amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
