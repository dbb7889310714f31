import { Injectable } from '@nestjs/common';

import { actorName, type Principal } from '../../platform/auth/principal.js';
import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { academyDate } from '../../platform/common/event-calendar.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { BankEntryReview } from './bank-entry-review.entity.js';
import { BankEntryReviewsRepository } from './bank-entry-reviews.repository.js';
import type { PaymentRunDto } from './dto/payment-run.dto.js';
import type { PaymentRun } from './payment-run.entity.js';
import {
  ExecutedOnRefused,
  OwnReview,
  PaymentRunNotFound,
  ReviewClosed,
  ReviewNotFound,
} from './payment-runs.errors.js';
import { PaymentRunsRepository } from './payment-runs.repository.js';
import { PaymentRunsService, refuseExecutedOn } from './payment-runs.service.js';
import { PaymentSettlement, type LockedTransfer } from './payment-settlement.service.js';

/** record: what the entry says is recorded although it disagreed; leave: nothing changes. */
export type ReviewDecisionName = 'record' | 'leave';

export interface ReviewDecision {
  decision: ReviewDecisionName;
  note?: string;
  executedOn?: string;
}

/**
 * A person's decision on a bank entry kept on a run for review (docs/rules.md, "Payments"): an
 * Approver or Admin who is not the claimant records it (the transfer paid or returned, with their
 * note in the claim's history) or leaves it. The review is locked while decided, so of two people
 * deciding at once the second is told the first did.
 */
@Injectable()
export class BankEntryReviewsService {
  constructor(
    private readonly reviews: BankEntryReviewsRepository,
    private readonly runs: PaymentRunsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly paymentRuns: PaymentRunsService,
    private readonly transactions: TransactionHost,
  ) {}

  async decide(
    runId: string,
    reviewId: string,
    decision: ReviewDecision,
    principal: Principal,
  ): Promise<PaymentRunDto> {
    const username = actorName(principal);
    const note = decision.note?.trim() || null;
    await this.transactions.run(async () => {
      const run = await this.runs.lockRun(runId);
      if (!run) throw new PaymentRunNotFound(runId);
      const review = await this.reviews.lock(runId, reviewId);
      if (!review) throw new ReviewNotFound(reviewId);
      if (review.decision) {
        const what = review.decision === 'recorded' ? 'recorded' : 'left';
        throw new ReviewClosed(
          `This bank entry was already reviewed: ${what} by ${review.decidedBy} on ${academyDate(review.decidedAt!)}.`,
        );
      }
      const [transfer] = await this.settlement.lockTransfers({
        endToEndIds: [review.endToEndId],
        instructionIds: [],
        runNumbers: [],
      });
      if ((await this.settlement.ownClaims([review.claimId], principal)).size > 0) {
        throw new OwnReview(transfer?.identifier ?? review.endToEndId);
      }
      if (decision.decision === 'record') {
        if (!note) {
          throw new InvalidInput({ Note: ['Please say in a note why the entry is recorded although it disagrees.'] });
        }
        await this.record(run, review, transfer, { ...decision, note }, username);
      }
      await this.reviews.decide(review.id, {
        decision: decision.decision === 'record' ? 'recorded' : 'left',
        decidedBy: username,
        note,
      });
    });
    return this.paymentRuns.get(runId, principal);
  }

  /** What the entry says, recorded: its transfer paid on the day the bank executed it, or returned. */
  private async record(
    run: PaymentRun,
    review: BankEntryReview,
    transfer: LockedTransfer,
    decision: ReviewDecision & { note: string },
    username: string,
  ): Promise<void> {
    const moved = (outcome: string) =>
      new ReviewClosed(
        `The transfer ${review.endToEndId} is ${outcome} already: there is nothing to record. Leave the entry.`,
      );
    if (review.kind === 'payment') {
      if (transfer.outcome !== 'pending') throw moved(transfer.outcome);
      const executedOn = decision.executedOn ?? review.bookedOn;
      if (!executedOn) {
        throw new ExecutedOnRefused(
          'The entry gives no booking day: please give the day the bank executed the transfer.',
        );
      }
      refuseExecutedOn(executedOn, run);
      await this.settlement.paid('Paid after review', run, [transfer.claimId], {
        executedOn,
        username,
        source: `recorded after review by ${username}: ${decision.note}`,
      });
    } else {
      if (transfer.outcome === 'returned' || transfer.outcome === 'cancelled') throw moved(transfer.outcome);
      const today = academyDate(new Date());
      await this.settlement.returned('Returned after review', transfer, {
        date: review.bookedOn && review.bookedOn <= today ? review.bookedOn : today,
        reasonCode: review.returnReason,
        details: review.returnDetails,
        charges: review.charges,
        username,
        note: decision.note,
      });
    }
    await this.settlement.closeIfAnswered(run.id, username);
  }
}
