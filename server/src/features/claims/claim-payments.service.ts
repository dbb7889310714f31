import { Injectable } from '@nestjs/common';
import { AuditAction, type ClaimStatus, formatEuro, type PayeeCheck, returnReasonInWords } from '@unit-costs/contract';

import type { Principal } from '../../platform/auth/principal.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { BankDataService } from './bank-data/bank-data.service.js';
import { ClaimMailer } from './claim-mailer.service.js';
import { ClaimPaymentsRepository } from './claim-payments.repository.js';
import { namedTransition, type PaymentChange } from './claim-transitions.js';
import { TransitionNotAllowed } from './claims.errors.js';
import { FourEyes } from './four-eyes.service.js';

export type { PaymentChange };

/** The bank executed the transfers: on which day, in which run, who recorded it and how. */
export interface Payment {
  runNumber: string;
  /** 'YYYY-MM-DD': the claims' paid date. */
  executedOn: string;
  username: string;
  /** How it is known, for the history: 'confirmed by …', 'bank statement camt.054 NTF-1', a review's note. */
  source: string;
}

/** The bank sent a transfer back or rejected it: when, why, and what it cost. */
export interface PaymentReturn {
  runNumber: string;
  /** 'YYYY-MM-DD' */
  date: string;
  reasonCode: string | null;
  /** The bank's own words (AddtlInf), if any. */
  details: string | null;
  /** Euros the banks deducted from the amount coming back; null when none were stated. */
  charges: number | null;
  username: string;
  /** A reviewer's note, when a person recorded it. */
  note?: string;
}

/**
 * A claim's part in a payment (docs/rules.md, "Lifecycle" and "Payments"): payment runs and bank
 * files hand their outcome here, by the name of its transition, and write no claim row themselves.
 * Runs inside the caller's unit of work, the claims locked by it: each change, its history row and
 * its participant's mail (outbox) commit together.
 */
@Injectable()
export class ClaimPayments {
  constructor(
    private readonly payments: ClaimPaymentsRepository,
    private readonly mailer: ClaimMailer,
    private readonly fourEyes: FourEyes,
    private readonly bankData: BankDataService,
    private readonly transactions: TransactionHost,
  ) {}

  /** The claims join the run (still In approval Run), each with 'Payment initiated (PR-…)'. Answers how many moved. */
  async enterRun(runId: string, runNumber: string, claimIds: string[], username: string): Promise<number> {
    return this.transactions.run(async () => {
      const moved = await this.payments.putInRun(runId, claimIds);
      await this.payments.addAudits(claimIds, {
        action: AuditAction.PaymentInitiated,
        description: `Payment initiated (${runNumber})`,
        username,
      });
      return moved;
    });
  }

  /** The run was cancelled: its claims wait for a new one, In approval Run. */
  async leaveCancelledRun(runNumber: string, claimIds: string[], username: string): Promise<void> {
    if (claimIds.length === 0) return;
    await this.transactions.run(async () => {
      await this.payments.takeOutOfRun(claimIds);
      await this.payments.addAudits(claimIds, {
        action: AuditAction.PaymentCancelled,
        description: `Payment run ${runNumber} cancelled: the claim waits for a new run`,
        username,
      });
    });
  }

  /** The claims are Paid, paid on the day the bank executed them; their participants are mailed that day. */
  async paid(change: Extract<PaymentChange, `Paid ${string}`>, claimIds: string[], payment: Payment): Promise<void> {
    if (claimIds.length === 0) return;
    const transition = namedTransition(change);
    await this.transactions.run(async () => {
      const moved = await this.payments.move(claimIds, transition.from, {
        status: transition.to,
        paidOn: payment.executedOn,
      });
      await this.refuseUnmoved(claimIds, moved, transition.to);
      await this.payments.addAudits(claimIds, {
        action: transition.audit,
        description: `${transition.description} (${payment.runNumber}, executed on ${payment.executedOn}, ${payment.source})`,
        username: payment.username,
      });
      await this.mailer.notifyPaid(claimIds, { date: payment.executedOn, runNumber: payment.runNumber });
    });
  }

  /**
   * The bank returned or rejected the claim's transfer: it waits In approval Run again, out of its run
   * and no longer paid; its account is marked returned (the participant enters new details, and no run
   * takes it before); its history and its participant's mail say why.
   */
  async returned(
    change: Exclude<PaymentChange, `Paid ${string}`>,
    claimId: string,
    paymentReturn: PaymentReturn,
  ): Promise<void> {
    const transition = namedTransition(change);
    await this.transactions.run(async () => {
      const moved = await this.payments.move([claimId], transition.from, {
        status: transition.to,
        paidOn: null,
        paymentRun: null,
      });
      await this.refuseUnmoved([claimId], moved, transition.to);
      await this.bankData.markReturned(claimId, {
        returnedOn: paymentReturn.date,
        reasonCode: paymentReturn.reasonCode,
        charges: paymentReturn.charges,
        details: paymentReturn.details,
      });
      const reason = returnReasonInWords(paymentReturn.reasonCode, paymentReturn.details);
      const code = paymentReturn.reasonCode ? `, ${paymentReturn.reasonCode}` : '';
      const charges = paymentReturn.charges ? `; ${formatEuro(paymentReturn.charges)} charges deducted` : '';
      const note = paymentReturn.note ? `; recorded after review: ${paymentReturn.note}` : '';
      await this.payments.addAudits([claimId], {
        action: transition.audit,
        description: `${transition.description} (${paymentReturn.runNumber}${code}): ${reason}${charges}${note}`,
        username: paymentReturn.username,
      });
      await this.mailer.notifyPaymentReturned(claimId, {
        date: paymentReturn.date,
        runNumber: paymentReturn.runNumber,
        reasonCode: paymentReturn.reasonCode,
        details: paymentReturn.details,
      });
    });
  }

  /** The payee's bank answered the name check of the claim's transfer: kept with the account it was sent to. */
  async payeeChecked(claimId: string, check: PayeeCheck, nameHeldByBank: string | null): Promise<void> {
    await this.bankData.recordPayeeCheck(claimId, check, nameHeldByBank);
  }

  /** Of these claims, those that carry the staff member's own e-mail address (four eyes, on every path). */
  async ownClaims(claimIds: string[], principal: Principal): Promise<Set<string>> {
    if (principal.kind !== 'staff') return new Set();
    const own = new Set(await this.fourEyes.ownEmails(principal));
    const emails = await this.payments.emails(claimIds);
    return new Set(claimIds.filter((id) => own.has(emails.get(id) ?? '')));
  }

  /** 409 naming the status of a claim that was not where the change starts (someone else moved it). */
  private async refuseUnmoved(claimIds: string[], moved: string[], to: ClaimStatus): Promise<void> {
    const left = claimIds.filter((id) => !moved.includes(id));
    if (left.length === 0) return;
    const statuses = await this.payments.statuses(left);
    throw new TransitionNotAllowed(statuses.get(left[0])!, to);
  }
}
