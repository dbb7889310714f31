import { Inject, Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';

import { actorName, type Principal } from '../../platform/auth/principal.js';
import { hidesPerson } from '../../platform/auth/restriction.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult, mapPage } from '../../platform/common/lists/list-result.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ClaimAttendanceReader } from '../attendance/claim-attendance.reader.js';
import { BankDataService } from './bank-data/bank-data.service.js';
import type { Claim } from './claim.entity.js';
import { toClaimListItem, toTravelClaim, withEventContacts } from './claim.mapper.js';
import { BankDataNotOnFile, ClaimNotFound } from './claims.errors.js';
import { ClaimsRepository, type ClaimListFilter } from './claims.repository.js';
import { staffClaimFilter } from './dto/claim-list-filter.js';
import type { ElvDataDto, TravelClaimDto } from './dto/travel-claim.dto.js';
import { FourEyes } from './four-eyes.service.js';
import { approvalsOf } from './two-approvals.js';

/**
 * What each one sees of a claim: a guest their own, staff every claim but a restricted one, with
 * what staff weigh (duplicates, four eyes, approvals, attendance); the IBAN masked but on request.
 */
@Injectable()
export class ClaimViews {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly fourEyes: FourEyes,
    private readonly transactions: TransactionHost,
    private readonly bankData: BankDataService,
    private readonly attendance: ClaimAttendanceReader,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** A guest's own claims, or every claim filtered for staff. */
  async list(principal: Principal, query: ListQuery): Promise<ListResult<TravelClaimDto>> {
    const filter: ClaimListFilter =
      principal.kind === 'guest' ? { owner: principal.id } : staffClaimFilter(query.filter, principal);
    const page = await this.claims.findPage(filter, query);
    const now = new Date();
    const attendance = await this.attendanceOf(page.items, principal);
    // Staff see on the list which claims the bank returned, and a participant's card says so: their bank
    // details are needed again.
    const returns = await this.bankData.paymentReturns(page.items.map((claim) => claim.id));
    return new ListResult(
      query,
      mapPage(page, (claim) => {
        const item = { ...toClaimListItem(claim, now), paymentReturn: returns.get(claim.id) ?? null };
        if (principal.kind !== 'staff') return item;
        return {
          ...item,
          possibleDuplicate: claim.possibleDuplicate,
          attendance: attendance?.get(claim.id),
        };
      }),
    );
  }

  async get(guid: string, principal: Principal): Promise<TravelClaimDto> {
    return this.view(await this.loadVisible(guid, principal), principal);
  }

  /** Has the claim's account shown in full to an Approver or Admin, and records that they saw it. */
  async revealBankData(guid: string, principal: Principal): Promise<ElvDataDto> {
    const claim = await this.loadVisible(guid, principal);
    return this.transactions.run(async () => {
      const account = await this.bankData.view(claim.id, true);
      if (!account) throw new BankDataNotOnFile(claim.identifier);
      await this.claims.recordBankDataAccess(claim.id, actorName(principal));
      return account;
    });
  }

  /**
   * The claim as its PDF summary shows it, the IBAN always masked: for the owner or staff (another
   * guest gets "not found"), or for a mail (no principal: the mail's sender decided who gets it).
   */
  async summaryDocument(guid: string, principal?: Principal): Promise<TravelClaimDto> {
    return this.view(principal ? await this.loadVisible(guid, principal) : await this.load(guid), null);
  }

  /** The claim, or 404. */
  async load(id: string): Promise<Claim> {
    const claim = await this.claims.findById(id);
    if (!claim) throw new ClaimNotFound(id);
    return claim;
  }

  /**
   * A guest sees only the claims of their own e-mail, staff every claim but a restricted one, which
   * only Admins see (restriction.ts); any other is "not found", as a claim that does not exist.
   */
  async loadVisible(guid: string, principal: Principal): Promise<Claim> {
    const claim = await this.load(guid);
    if (principal.kind === 'guest') {
      if (claim.email !== principal.id) throw new ClaimNotFound(guid);
    } else if (hidesPerson(claim.restrictedAt, principal)) {
      throw new ClaimNotFound(guid);
    }
    return claim;
  }

  /**
   * The claim's answer, the IBAN masked for everyone (Approvers and Admins have it shown on request,
   * revealBankData); staff also get its possible duplicates and, where the claim carries their own
   * address, the four-eyes refusal in words.
   */
  async view(claim: Claim, principal: Principal | null): Promise<TravelClaimDto> {
    const [elvData, paymentReturn, payeeCheck, attendance] = await Promise.all([
      this.bankData.view(claim.id, false),
      this.bankData.paymentReturn(claim.id),
      this.bankData.payeeCheck(claim.id),
      this.attendanceOf([claim], principal),
    ]);
    const answer = { ...withEventContacts(claim, toTravelClaim(claim, elvData)), paymentReturn, payeeCheck };
    if (principal?.kind !== 'staff') return answer;
    const [duplicates, own] = await Promise.all([
      this.fourEyes.duplicatesOf(claim.id, principal),
      this.fourEyes.ownEmails(principal),
    ]);
    return {
      ...answer,
      // As the list's flag: a declined claim is decided, its duplicates are no longer to weigh.
      possibleDuplicate: claim.status !== ClaimStatus.Rejected && duplicates.length > 0,
      duplicates,
      ownClaim: own.includes(claim.email),
      approvals: approvalsOf(claim, principal.id, this.config.approvalSecondAbove),
      attendance: attendance?.get(claim.id),
    };
  }

  /** The claims' attendance, for staff only (a participant's own answers never carry it). */
  private async attendanceOf(claims: Claim[], principal: Principal | null) {
    if (principal?.kind !== 'staff') return undefined;
    return this.attendance.forClaims(
      claims.map((claim) => ({ id: claim.id, eventId: claim.event.id, email: claim.email })),
    );
  }
}
