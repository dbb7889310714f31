import { bankStatusWords, returnReasonInWords } from '@unit-costs/contract';

import type { Principal } from '../../platform/auth/principal.js';
import { hidesPerson, RESTRICTED_PERSON } from '../../platform/auth/restriction.js';
import { maskedIban } from '../../platform/common/banking/iban.js';
import type { BankAccount } from '../claims/bank-data/bank-data.service.js';
import type { BankEntryReview } from './bank-entry-review.entity.js';
import type { BankEntryReviewDto, PaymentRunClaimDto, PaymentRunDto } from './dto/payment-run.dto.js';
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
    debtorIban: run.debtorIban,
    fileDownloadedAt: run.fileDownloadedAt?.toISOString() ?? null,
    fileDownloadedBy: run.fileDownloadedBy,
  };
}

/**
 * A claim a run would take, its account masked; `account` undefined only if its bank data vanished.
 * A claim restricted at its owner's request keeps its figures and shows `viewer` (unless an Admin)
 * RESTRICTED_PERSON instead of the person and the account (claims/restriction.ts).
 */
export function toPaymentRunClaimDto(
  claim: RunClaim,
  account: BankAccount | undefined,
  viewer: Principal,
): PaymentRunClaimDto {
  const hidden = hidesPerson(claim.restrictedAt, viewer);
  return {
    guid: claim.id,
    identifier: claim.identifier,
    name: hidden ? RESTRICTED_PERSON : `${claim.firstname} ${claim.lastname}`,
    iban: account && !hidden ? maskedIban(account.iban) : '',
    amount: claim.totalAmount,
    eventNumber: claim.event.number,
  };
}

/** A claim of a run: the transfer as sent, and what became of it. */
export function toPaymentRunTransferDto(
  transfer: RunTransfer,
  account: BankAccount | undefined,
  viewer: Principal,
): PaymentRunClaimDto {
  return {
    ...toPaymentRunClaimDto(transfer, account, viewer),
    amount: transfer.amount,
    endToEndId: transfer.endToEndId,
    outcome: transfer.outcome,
    settledOn: transfer.settledOn,
    reasonCode: transfer.reasonCode,
    reason: transfer.outcome === 'returned' ? returnReasonInWords(transfer.reasonCode, transfer.returnDetails) : null,
    instructionId: transfer.instructionId,
    bankStatus: transfer.bankStatus,
    bankStatusText: transfer.bankStatus ? bankStatusWords(transfer.bankStatus) : null,
    bankStatusOn: transfer.bankStatusOn,
    payeeCheck: transfer.payeeCheck,
    payeeCheckName: transfer.payeeCheckName,
    returnCharges: transfer.returnCharges,
    returnDetails: transfer.returnDetails,
  };
}

/** A kept bank entry; `ownClaim` for a reader whose own claim it is about. */
export function toBankEntryReviewDto(
  review: BankEntryReview,
  identifier: string,
  ownClaim: boolean,
): BankEntryReviewDto {
  return {
    id: review.id,
    claimGuid: review.claimId,
    identifier,
    endToEndId: review.endToEndId,
    kind: review.kind,
    reason: review.reason,
    amount: review.amount,
    currency: review.currency,
    bookedOn: review.bookedOn,
    charges: review.charges,
    returnReasonCode: review.returnReason,
    returnReason: review.kind === 'return' ? returnReasonInWords(review.returnReason, review.returnDetails) : null,
    statementId: review.statementId,
    uploadedBy: review.uploadedBy,
    createdAt: review.createdAt.toISOString(),
    decision: review.decision,
    decidedBy: review.decidedBy,
    decidedAt: review.decidedAt?.toISOString() ?? null,
    note: review.note,
    ownClaim,
  };
}

/** Euros added up in whole cents, so that a long run's total has no floating-point residue. */
export function sumOfAmounts(amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
