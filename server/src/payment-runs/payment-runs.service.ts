import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLAIM_STATUS_LABELS, ClaimStatus } from '@unit-costs/contract';

import type { Principal } from '../auth/principal.js';
import { BankDataService } from '../claims/bank-data/bank-data.service.js';
import { findTransition } from '../claims/claim-transitions.js';
import { actorName, ClaimsService } from '../claims/claims.service.js';
import { academyDate } from '../common/event-calendar.js';
import type { ListQuery } from '../common/lists/list-query.js';
import { ListResult, mapPage } from '../common/lists/list-result.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { TransactionHost } from '../database/transaction-host.js';
import { paymentRunClaimsCsv } from './claims-csv.js';
import type { PaymentRunDto, PendingPaymentsDto } from './dto/payment-run.dto.js';
import { sumOfAmounts, toPaymentRunClaimDto, toPaymentRunDto } from './payment-run.mapper.js';
import type { PaymentRun } from './payment-run.entity.js';
import {
  ClaimsNotPayable,
  DebtorSettingMissing,
  NoClaimsWaiting,
  PaymentRunNotFound,
  type RefusedClaim,
} from './payment-runs.errors.js';
import { PaymentRunsRepository, type RunClaim } from './payment-runs.repository.js';
import { sepaCreditTransferFile, type SepaDebtor } from './sepa-file.js';

/** The lifecycle's step that a run makes for each of its claims (audit action 3, Payment_Initiated). */
const PAYMENT = findTransition(ClaimStatus.ApprovalRun, ClaimStatus.Paid)!;

export interface DownloadFile {
  filename: string;
  contentType: string;
  content: string;
}

/** Payment runs: approved claims paid in batches through a SEPA credit-transfer file. */
@Injectable()
export class PaymentRunsService {
  constructor(
    private readonly runs: PaymentRunsRepository,
    private readonly transactions: TransactionHost,
    private readonly bankData: BankDataService,
    private readonly claims: ClaimsService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Pays the selected claims (all payable ones when `selection` is undefined) in a new run: the run,
   * every claim's move to Paid, its audit row and its participant's mail (outbox) commit together.
   */
  async create(selection: string[] | undefined, principal: Principal): Promise<PaymentRunDto> {
    this.debtor();
    const now = new Date();
    const run = await this.transactions.run(async () => {
      const claims = selection === undefined ? await this.runs.lockPayable() : await this.lockSelection(selection);
      if (claims.length === 0) throw new NoClaimsWaiting();
      // Four eyes and one payment per person and event (403/409 naming the claim).
      await this.claims.assertMayPay(
        claims.map((claim) => claim.id),
        principal,
      );
      const executionDate = academyDate(now);
      const created = await this.runs.insert({
        id: randomUUID(),
        number: await this.runs.nextNumber(executionDate.slice(0, 4)),
        createdBy: actorName(principal),
        executionDate,
        claimCount: claims.length,
        totalAmount: sumOfAmounts(claims.map((claim) => claim.totalAmount)),
      });
      const ids = claims.map((claim) => claim.id);
      // The claims are locked, so every one of them moves; anything else is a fault, and rolls back.
      const moved = await this.runs.markPaid(created.id, ids);
      if (moved !== ids.length)
        throw new Error(`Payment run ${created.number}: ${moved} of ${ids.length} claims moved`);
      await this.runs.addAudits(ids, {
        action: PAYMENT.audit,
        description: `${PAYMENT.description} (${created.number})`,
        username: actorName(principal),
      });
      await this.claims.notifyPaid(ids, { date: executionDate, runNumber: created.number });
      return created;
    });
    return this.withClaims(run);
  }

  async list(query: ListQuery): Promise<ListResult<PaymentRunDto>> {
    return new ListResult(query, mapPage(await this.runs.findPage(query), toPaymentRunDto));
  }

  async get(id: string): Promise<PaymentRunDto> {
    return this.withClaims(await this.load(id));
  }

  /** What a new run would pay now, with the total; and how many approved claims must be paid by hand. */
  async pending(): Promise<PendingPaymentsDto> {
    const [claims, outsideSepa] = await Promise.all([this.runs.findPayable(), this.runs.countPaidByHand()]);
    const accounts = await this.bankData.accounts(claims.map((claim) => claim.id));
    return {
      claimCount: claims.length,
      totalAmount: sumOfAmounts(claims.map((claim) => claim.totalAmount)),
      claims: claims.map((claim) => toPaymentRunClaimDto(claim, accounts.get(claim.id))),
      outsideSepa,
    };
  }

  /** The run's pain.001.001.09 file: the only place where the participants' accounts appear in full. */
  async sepaFile(id: string): Promise<DownloadFile> {
    const debtor = this.debtor();
    const run = await this.load(id);
    const claims = await this.runs.claimsOf(run.id);
    const accounts = await this.bankData.accounts(claims.map((claim) => claim.id));
    const transfers = claims.map((claim) => {
      const account = accounts.get(claim.id);
      if (!account) throw new Error(`Payment run ${run.number}: claim ${claim.identifier} has no bank data`);
      return {
        endToEndId: claim.identifier,
        creditorName: account.accountHolderName,
        iban: account.iban,
        bic: account.bic,
        amount: claim.totalAmount,
        remittance: `Refund ${claim.identifier} ${claim.event.number} ${claim.event.title}`,
      };
    });
    return {
      filename: `${run.number}.xml`,
      contentType: 'application/xml; charset=utf-8',
      content: sepaCreditTransferFile(run, debtor, transfers),
    };
  }

  async csvFile(id: string): Promise<DownloadFile> {
    const run = await this.withClaims(await this.load(id));
    return {
      filename: `${run.number}-claims.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: paymentRunClaimsCsv({ ...run, claims: run.claims ?? [] }),
    };
  }

  /** The academy's account from the settings; 422 naming what is missing. */
  private debtor(): SepaDebtor {
    const { name, iban, bic } = this.config.paymentDebtor;
    if (name && iban && bic) return { name, iban, bic };
    const missing = [
      ['PAYMENT_DEBTOR_NAME', name],
      ['PAYMENT_DEBTOR_IBAN', iban],
      ['PAYMENT_DEBTOR_BIC', bic],
    ].flatMap(([setting, value]) => (value ? [] : [setting!]));
    throw new DebtorSettingMissing(missing);
  }

  /** The selected claims, locked; 409 naming every one a SEPA run cannot pay. */
  private async lockSelection(selection: string[]): Promise<RunClaim[]> {
    const ids = [...new Set(selection.map((id) => id.toLowerCase()))];
    if (ids.length === 0) return [];
    const claims = await this.runs.lockSelected(ids);
    const sepa = await this.runs.withSepaAccount(ids);
    const found = new Map(claims.map((claim) => [claim.id, claim]));
    const refused: RefusedClaim[] = ids.flatMap((id) => {
      const claim = found.get(id);
      const reason = claim ? refusal(claim, sepa.has(id)) : 'not found';
      return reason ? [{ guid: id, identifier: claim?.identifier ?? null, reason }] : [];
    });
    if (refused.length > 0) throw new ClaimsNotPayable(refused);
    return claims;
  }

  private async load(id: string): Promise<PaymentRun> {
    const run = await this.runs.findById(id);
    if (!run) throw new PaymentRunNotFound(id);
    return run;
  }

  private async withClaims(run: PaymentRun): Promise<PaymentRunDto> {
    const claims = await this.runs.claimsOf(run.id);
    const accounts = await this.bankData.accounts(claims.map((claim) => claim.id));
    return {
      ...toPaymentRunDto(run),
      claims: claims.map((claim) => toPaymentRunClaimDto(claim, accounts.get(claim.id))),
    };
  }
}

/** Why a SEPA run cannot pay the claim, or null if it can. */
function refusal(claim: RunClaim, sepa: boolean): string | null {
  if (claim.paymentRun) return 'already in a payment run';
  if (claim.status !== ClaimStatus.ApprovalRun) return `${CLAIM_STATUS_LABELS[claim.status]}, not In approval Run`;
  if (!sepa) return 'account outside SEPA: mark it as paid by hand';
  if (claim.totalAmount <= 0) return 'nothing to pay: mark it as paid by hand';
  return null;
}
