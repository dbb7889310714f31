import { Inject, Injectable } from '@nestjs/common';
import { CLAIM_STATUS_LABELS, ClaimStatus } from '@unit-costs/contract';
import { randomUUID } from 'node:crypto';

import { actorName, type Principal } from '../../platform/auth/principal.js';
import { hidesPerson } from '../../platform/auth/restriction.js';
import { academyDate } from '../../platform/common/event-calendar.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult, mapPage } from '../../platform/common/lists/list-result.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { BankDataService } from '../claims/bank-data/bank-data.service.js';
import { ClaimLifecycle } from '../claims/claim-lifecycle.service.js';
import { ClaimPayments } from '../claims/claim-payments.service.js';
import type { PostalAddressDto } from '../claims/dto/travel-claim.dto.js';
import { BankEntryReviewsRepository } from './bank-entry-reviews.repository.js';
import { paymentRunClaimsCsv } from './claims-csv.js';
import type { PaymentRunDto, PendingPaymentsDto } from './dto/payment-run.dto.js';
import type { PaymentRun } from './payment-run.entity.js';
import {
  sumOfAmounts,
  toBankEntryReviewDto,
  toPaymentRunClaimDto,
  toPaymentRunDto,
  toPaymentRunTransferDto,
} from './payment-run.mapper.js';
import {
  ClaimsNotPayable,
  DebtorChanged,
  DebtorSettingMissing,
  ExecutedOnRefused,
  ExecutionDateRefused,
  NoClaimsWaiting,
  PaymentRunNotFound,
  type RefusedClaim,
  RunClosed,
  RunHoldsRestricted,
} from './payment-runs.errors.js';
import { PaymentRunsRepository, type RunClaim } from './payment-runs.repository.js';
import { PaymentSettlement } from './payment-settlement.service.js';
import { instructionId, type SepaAddress, sepaCreditTransferFile, type SepaDebtor } from './sepa-file.js';
import { nextTarget2Day, target2Closure } from './target2-calendar.js';

/** How far ahead a run may be dated: banks keep future-dated orders for a limited time. */
const MAX_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

export interface DownloadFile {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Payment runs: approved claims sent to the bank in batches through a SEPA credit-transfer file.
 * A run asks the bank to pay; its claims are Paid only when the bank has executed it
 * (docs/rules.md, "Payments"): staff confirm it, or a bank statement says so (bank-statements/).
 */
@Injectable()
export class PaymentRunsService {
  constructor(
    private readonly runs: PaymentRunsRepository,
    private readonly reviews: BankEntryReviewsRepository,
    private readonly transactions: TransactionHost,
    private readonly bankData: BankDataService,
    private readonly settlement: PaymentSettlement,
    private readonly claims: ClaimLifecycle,
    private readonly claimPayments: ClaimPayments,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Puts the selected claims (all payable ones when `selection` is undefined) in a new run for the
   * bank to execute on `executionDate` (default: the next TARGET2 business day): the run, its
   * transfers, every claim's place in it and its history row ('Payment initiated (PR-...)') commit
   * together. The claims stay In approval Run, and nobody is mailed: nothing is paid yet.
   */
  async create(selection: string[] | undefined, principal: Principal, requestedDate?: string): Promise<PaymentRunDto> {
    const debtor = this.debtor();
    const now = new Date();
    const executionDate = requestedDate ?? nextTarget2Day(academyDate(now));
    checkExecutionDate(executionDate, academyDate(now));
    const run = await this.transactions.run(async () => {
      // A claim restricted at its owner's request goes into a run only by an Admin's hand (claims/restriction.ts).
      const claims =
        selection === undefined
          ? (await this.runs.lockPayable()).filter((claim) => !hidesPerson(claim.restrictedAt, principal))
          : await this.lockSelection(selection, principal);
      if (claims.length === 0) throw new NoClaimsWaiting();
      // Four eyes and one payment per person and event (403/409 naming the claim).
      await this.claims.assertMayPay(
        claims.map((claim) => claim.id),
        principal,
      );
      const created = await this.runs.insert({
        id: randomUUID(),
        number: await this.runs.nextNumber(academyDate(now).slice(0, 4)),
        createdBy: actorName(principal),
        debtorIban: debtor.iban,
        executionDate,
        claimCount: claims.length,
        totalAmount: sumOfAmounts(claims.map((claim) => claim.totalAmount)),
        state: 'created',
        executedOn: null,
        closedBy: null,
        closedAt: null,
        closedByStatement: false,
        fileDownloadedAt: null,
        fileDownloadedBy: null,
      });
      const ids = claims.map((claim) => claim.id);
      // The claims are locked, so every one of them moves; anything else is a fault, and rolls back.
      const moved = await this.claimPayments.enterRun(created.id, created.number, ids, actorName(principal));
      if (moved !== ids.length)
        throw new Error(`Payment run ${created.number}: ${moved} of ${ids.length} claims moved`);
      const endToEndIds = await this.runs.nextEndToEndIds(claims);
      // In the order of the transaction numbers, the file's order (transfersOf).
      await this.runs.insertTransfers(
        claims.map((claim, n) => ({
          runId: created.id,
          claimId: claim.id,
          endToEndId: endToEndIds.get(claim.id)!,
          instructionId: instructionId(created.number, n),
          amount: claim.totalAmount,
        })),
      );
      return created;
    });
    return this.withClaims(run, principal);
  }

  /**
   * Staff confirm that the bank executed the run on `executedOn`: every transfer the bank has not
   * answered for yet is paid, its claim Paid, its participant mailed with the date.
   */
  async confirmExecuted(id: string, executedOn: string, principal: Principal): Promise<PaymentRunDto> {
    const run = await this.transactions.run(async () => {
      const run = await this.lockOpen(id, 'confirmed as executed');
      refuseExecutedOn(executedOn, run);
      const claimIds = await this.runs.pendingTransfers(run.id);
      const username = actorName(principal);
      await this.settlement.paid('Paid by confirmation', run, claimIds, {
        executedOn,
        username,
        source: `confirmed by ${username}`,
      });
      await this.runs.closeOpenRun(run.id, {
        state: 'executed',
        executedOn,
        closedBy: username,
        closedByStatement: false,
      });
      return this.load(run.id);
    });
    return this.withClaims(run, principal);
  }

  /**
   * Cancels a run the bank has not executed: its claims wait for a run again (In approval Run), each
   * with a history row. Refused once the run is confirmed, or the bank answered for any transfer.
   */
  async cancel(id: string, principal: Principal): Promise<PaymentRunDto> {
    const run = await this.transactions.run(async () => {
      const run = await this.lockOpen(id, 'cancelled');
      const answered = await this.runs.countSettled(run.id);
      if (answered > 0) {
        throw new RunClosed(
          `Payment run ${run.number} cannot be cancelled: the bank has already paid or returned ${answered} of its transfers.`,
        );
      }
      const claimIds = await this.runs.pendingTransfers(run.id);
      const username = actorName(principal);
      await this.runs.settleTransfers(run.id, claimIds, { outcome: 'cancelled', settledOn: null, reasonCode: null });
      await this.claimPayments.leaveCancelledRun(run.number, claimIds, username);
      await this.runs.closeOpenRun(run.id, {
        state: 'cancelled',
        executedOn: null,
        closedBy: username,
        closedByStatement: false,
      });
      return this.load(run.id);
    });
    return this.withClaims(run, principal);
  }

  async list(query: ListQuery): Promise<ListResult<PaymentRunDto>> {
    return new ListResult(query, mapPage(await this.runs.findPage(query), toPaymentRunDto));
  }

  async get(id: string, principal: Principal): Promise<PaymentRunDto> {
    return this.withClaims(await this.load(id), principal);
  }

  /** What a new run would take now, with the total and its default execution date; and how many are paid by hand. */
  async pending(viewer: Principal): Promise<PendingPaymentsDto> {
    const [payable, outsideSepa] = await Promise.all([this.runs.findPayable(), this.runs.countPaidByHand()]);
    const claims = payable.filter((claim) => !hidesPerson(claim.restrictedAt, viewer));
    const accounts = await this.bankData.accounts(claims.map((claim) => claim.id));
    return {
      claimCount: claims.length,
      totalAmount: sumOfAmounts(claims.map((claim) => claim.totalAmount)),
      claims: claims.map((claim) => toPaymentRunClaimDto(claim, accounts.get(claim.id), viewer)),
      outsideSepa,
      executionDate: nextTarget2Day(academyDate(new Date())),
    };
  }

  /** The run's pain.001.001.09 file: the only place where the participants' accounts appear in full. */
  async sepaFile(id: string, principal: Principal): Promise<DownloadFile> {
    const debtor = this.debtor();
    const run = await this.load(id);
    // The account the run was made to pay from is the one its statements are checked against.
    if (run.debtorIban && run.debtorIban !== debtor.iban)
      throw new DebtorChanged(run.number, run.debtorIban, debtor.iban);
    const claims = await this.runs.transfersOf(run.id);
    // The file names every payee and account in full: with a restricted claim in it, it is for Admins.
    if (claims.some((claim) => hidesPerson(claim.restrictedAt, principal))) throw new RunHoldsRestricted(run.number);
    const accounts = await this.bankData.accounts(claims.map((claim) => claim.id));
    const transfers = claims.map((claim) => {
      const account = accounts.get(claim.id);
      if (!account) throw new Error(`Payment run ${run.number}: claim ${claim.identifier} has no bank data`);
      return {
        endToEndId: claim.endToEndId,
        instructionId: claim.instructionId,
        creditorName: account.accountHolderName,
        iban: account.iban,
        bic: account.bic,
        amount: claim.amount,
        remittance: `Refund ${claim.identifier} ${claim.event.number} ${claim.event.title}`,
        address: holderAddress(account.accountHolderAddress),
      };
    });
    await this.runs.recordFileDownload(run.id, actorName(principal));
    return {
      filename: `${run.number}.xml`,
      contentType: 'application/xml; charset=utf-8',
      content: sepaCreditTransferFile(run, debtor, transfers),
    };
  }

  async csvFile(id: string, principal: Principal): Promise<DownloadFile> {
    const run = await this.withClaims(await this.load(id), principal);
    return {
      filename: `${run.number}-claims.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: paymentRunClaimsCsv({ ...run, claims: run.claims ?? [] }),
    };
  }

  /** The academy's account and address from the settings; 422 naming what is missing. */
  private debtor(): SepaDebtor {
    const { name, iban, bic, street, building, postcode, town, country } = this.config.paymentDebtor;
    if (name && iban && bic && town && country) {
      return { name, iban, bic, address: { street, building, postcode, town, country } };
    }
    const missing = [
      ['PAYMENT_DEBTOR_NAME', name],
      ['PAYMENT_DEBTOR_IBAN', iban],
      ['PAYMENT_DEBTOR_BIC', bic],
      ['PAYMENT_DEBTOR_TOWN', town],
      ['PAYMENT_DEBTOR_COUNTRY', country],
    ].flatMap(([setting, value]) => (value ? [] : [setting!]));
    throw new DebtorSettingMissing(missing);
  }

  /** The selected claims, locked; 409 naming every one a SEPA run cannot pay (a restricted one `principal` may not see is not found). */
  private async lockSelection(selection: string[], principal: Principal): Promise<RunClaim[]> {
    const ids = [...new Set(selection.map((id) => id.toLowerCase()))];
    if (ids.length === 0) return [];
    const claims = (await this.runs.lockSelected(ids)).filter((claim) => !hidesPerson(claim.restrictedAt, principal));
    const accounts = await this.runs.accountStates(ids);
    const found = new Map(claims.map((claim) => [claim.id, claim]));
    const refused: RefusedClaim[] = ids.flatMap((id) => {
      const claim = found.get(id);
      const reason = claim ? refusal(claim, accounts.get(id)) : 'not found';
      return reason ? [{ guid: id, identifier: claim?.identifier ?? null, reason }] : [];
    });
    if (refused.length > 0) throw new ClaimsNotPayable(refused);
    return claims;
  }

  /** The run, locked; 404 if there is none, 409 if it is no longer open (created) for `what` (the verb). */
  private async lockOpen(id: string, what: string): Promise<PaymentRun> {
    const run = await this.runs.lockRun(id);
    if (!run) throw new PaymentRunNotFound(id);
    if (run.state === 'cancelled')
      throw new RunClosed(`Payment run ${run.number} was cancelled; it cannot be ${what}.`);
    if (run.state === 'executed') {
      throw new RunClosed(
        `Payment run ${run.number} was confirmed as executed on ${run.executedOn}; it cannot be ${what}.`,
      );
    }
    return run;
  }

  private async load(id: string): Promise<PaymentRun> {
    const run = await this.runs.findById(id);
    if (!run) throw new PaymentRunNotFound(id);
    return run;
  }

  /** The run with its transfers and the bank entries kept for review (whose claims are the reader's own marked). */
  private async withClaims(run: PaymentRun, principal: Principal): Promise<PaymentRunDto> {
    const [transfers, reviews] = await Promise.all([this.runs.transfersOf(run.id), this.reviews.ofRun(run.id)]);
    const accounts = await this.bankData.accounts(transfers.map((transfer) => transfer.id));
    const identifiers = new Map(transfers.map((transfer) => [transfer.id, transfer.identifier]));
    const own = await this.settlement.ownClaims(
      reviews.map((review) => review.claimId),
      principal,
    );
    return {
      ...toPaymentRunDto(run),
      claims: transfers.map((transfer) => toPaymentRunTransferDto(transfer, accounts.get(transfer.id), principal)),
      reviews: reviews.map((review) =>
        toBankEntryReviewDto(review, identifiers.get(review.claimId) ?? review.endToEndId, own.has(review.claimId)),
      ),
    };
  }
}

/** 422 for a day the bank cannot have executed the run on: in the future, or before the run was created. */
export function refuseExecutedOn(executedOn: string, run: Pick<PaymentRun, 'createdAt'>): void {
  if (executedOn > academyDate(new Date())) {
    throw new ExecutedOnRefused(
      `The execution date ${executedOn} is in the future; a run is confirmed once the bank has executed it.`,
    );
  }
  const created = academyDate(run.createdAt);
  if (executedOn < created) {
    throw new ExecutedOnRefused(
      `The execution date ${executedOn} is before the run was created (${created}); please give the day the bank executed it.`,
    );
  }
}

/** Refuses an execution date the bank cannot take: in the past, TARGET2 closed, or more than a year ahead. */
function checkExecutionDate(date: string, today: string): void {
  if (date < today) {
    throw new ExecutionDateRefused(`The execution date ${date} is in the past; the earliest is today, ${today}.`);
  }
  const closure = target2Closure(date);
  if (closure) {
    throw new ExecutionDateRefused(
      `The execution date ${date} is ${closure}, when TARGET2 is closed; the next business day is ${nextTarget2Day(date)}.`,
    );
  }
  if (Date.parse(date) - Date.parse(today) > MAX_DAYS_AHEAD * DAY_MS) {
    throw new ExecutionDateRefused(
      `The execution date ${date} is more than a year ahead; please choose an earlier day.`,
    );
  }
}

/** The account holder's address as the bank form has it (the building number is part of the street there). */
function holderAddress(address: PostalAddressDto | null | undefined): SepaAddress | null {
  if (!address) return null;
  return {
    street: address.street,
    postcode: address.postalCode,
    town: address.city,
    country: address.country.iso_3166,
  };
}

/** Why a SEPA run cannot pay the claim, or null if it can. */
function refusal(claim: RunClaim, account: { sepa: boolean; returned: boolean } | undefined): string | null {
  if (claim.paymentRun) return 'already in a payment run';
  if (claim.status !== ClaimStatus.ApprovalRun) return `${CLAIM_STATUS_LABELS[claim.status]}, not In approval Run`;
  if (!account?.sepa) return 'account outside SEPA: mark it as paid by hand';
  if (account.returned) return 'the bank returned its last transfer: the participant must enter new bank details';
  if (claim.totalAmount <= 0) return 'nothing to pay: mark it as paid by hand';
  return null;
}
