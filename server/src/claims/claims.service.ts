import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

import type { Principal } from '../auth/principal.js';
import { hasAnyRole, StaffRole } from '../auth/roles.js';
import { textFilter } from '../common/lists/list-filters.js';
import type { ListQuery } from '../common/lists/list-query.js';
import { ListResult, mapPage } from '../common/lists/list-result.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { MailQueue, type MailMessage } from '../mail/mail-queue.js';
import { BankDataService } from './bank-data/bank-data.service.js';
import { academyDate, hasEnded } from './calculation/event-calendar.js';
import { RefundCalculator, type CalculationInput } from './calculation/refund-calculator.js';
import { AuditAction, ClaimStatus, RejectReason } from './claim-codes.js';
import {
  claimApprovedMail,
  claimPaidMail,
  claimRejectedMail,
  claimSavedMail,
  claimSummaryMail,
  type PaymentNotice,
} from './claim-mails.js';
import { toClaimListItem, toTravelClaim } from './claim.mapper.js';
import type { Claim } from './claim.entity.js';
import { statusFilter } from './claim-list-filter.js';
import { findTransition, transitionsInto, type Transition } from './claim-transitions.js';
import { ClaimsRepository, type ClaimListFilter, type StatusChange } from './claims.repository.js';
import {
  BankDataMissing,
  ClaimNotFound,
  EventNotEnded,
  OtherReasonMissing,
  RejectReasonMissing,
  TransitionForbidden,
  TransitionNotAllowed,
} from './claims.errors.js';
import type { CalculationResultDto } from './dto/calculation-result.dto.js';
import type { ClaimDraftDto } from './dto/claim-draft.dto.js';
import type { ClaimUpdateDto } from './dto/claim-update.dto.js';
import type { SummaryRequestDto } from './dto/summary-request.dto.js';
import type { TravelClaimDto } from './dto/travel-claim.dto.js';

/** Who the history names: a guest by e-mail, staff by user name. */
export const actorName = (principal: Principal) => (principal.kind === 'guest' ? principal.id : principal.username);

/** Approvers and admins pay out, so they see the IBAN in full; everyone else sees it masked. */
const mayReadIban = (principal: Principal) =>
  principal.kind === 'staff' && hasAnyRole(principal.roles, [StaffRole.Approver, StaffRole.Admin]);

/** The claims' rules: calculation, saving, who sees what, the lifecycle and the mails it sends. */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly calculator: RefundCalculator,
    private readonly bankData: BankDataService,
    private readonly mail: MailQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async calculate(input: CalculationInput): Promise<CalculationResultDto> {
    const refund = await this.calculator.calculate(this.claims, input);
    return {
      tAmount: refund.travelAmount,
      distance: refund.distanceKm,
      travelType: refund.travelType,
      nights: refund.nights,
      aAmount: refund.nightlyRate ?? 0,
      aAmountTotal: refund.accommodationTotal,
    };
  }

  /** Recalculates everything from the draft (the client never sends amounts) and saves the snapshot. */
  async save(draft: ClaimDraftDto): Promise<TravelClaimDto> {
    const id = randomUUID();
    await this.claims.transaction(async (claims) => {
      const refund = await this.calculator.calculate(claims, draft);
      await claims.insert(
        {
          id,
          identifier: await claims.nextIdentifier(new Date()),
          status: ClaimStatus.Saved,
          event: refund.event,
          firstname: draft.firstname,
          lastname: draft.lastname,
          email: draft.email,
          phone: draft.phone,
          institution: draft.institution,
          street: draft.street,
          postalCode: draft.postalCode,
          city: draft.city,
          country: refund.country,
          latitude: draft.latitude,
          longitude: draft.longitude,
          travelType: refund.travelType,
          venueName: refund.venue.name,
          venueCity: refund.venue.city,
          venueCountry: refund.venue.country,
          distanceKm: refund.distanceKm,
          distanceBandVersion: refund.distanceBandVersion,
          travelAmount: refund.travelAmount,
          nights: refund.nights,
          nightlyRate: refund.nightlyRate,
          accommodationTotal: refund.accommodationTotal,
          totalAmount: refund.totalAmount,
          rejectReason: null,
          othertxt: null,
        },
        { action: AuditAction.Saved, description: 'Claim saved', username: draft.email.toLowerCase() },
      );
    });
    const claim = await this.view(await this.load(id), null);
    await this.mail.send(claimSavedMail(claim, this.config.publicUrl));
    return claim;
  }

  /** A guest's own claims, or every claim filtered for staff. */
  async list(principal: Principal, query: ListQuery): Promise<ListResult<TravelClaimDto>> {
    const filter: ClaimListFilter =
      principal.kind === 'guest'
        ? { owner: principal.id }
        : {
            status: statusFilter(query.filter),
            email: textFilter(query.filter, 'email'),
            number: textFilter(query.filter, 'number'),
          };
    const page = await this.claims.findPage(filter, query);
    const paidAt = await this.claims.paidAt(
      page.items.filter((claim) => claim.status === ClaimStatus.Paid).map((claim) => claim.id),
    );
    const now = new Date();
    return new ListResult(
      query,
      mapPage(page, (claim) => toClaimListItem(claim, paidAt.get(claim.id) ?? null, now)),
      true,
    );
  }

  async get(guid: string, principal: Principal): Promise<TravelClaimDto> {
    return this.view(await this.loadVisible(guid, principal), principal);
  }

  /** A status change by the table of transitions; the change and its audit row commit together. */
  async update(guid: string, change: ClaimUpdateDto, principal: Principal): Promise<TravelClaimDto> {
    const current = await this.loadVisible(guid, principal);
    if (!transitionsInto(change.status).some((transition) => this.mayMake(transition, principal, current))) {
      throw new TransitionForbidden(change.status);
    }
    const transition = findTransition(current.status, change.status);
    if (!transition) throw new TransitionNotAllowed(current.status, change.status);
    const update = this.statusChange(transition, change);
    await this.claims.transaction(async (claims) => {
      if (transition.to === ClaimStatus.Requested) {
        if (!hasEnded(current.event.endDate)) throw new EventNotEnded();
        if (!(await this.bankData.isOnFile(current.id, claims.entityManager))) throw new BankDataMissing();
      }
      // Someone else may have moved the claim since it was read: then nothing is written.
      if (!(await claims.changeStatus(current.id, current.status, update))) {
        throw new TransitionNotAllowed((await claims.findById(current.id))?.status ?? current.status, change.status);
      }
      await claims.addAudit(current.id, {
        action: transition.audit,
        description: transition.description,
        username: actorName(principal),
        rejectReason: update.rejectReason ?? null,
        othertxt: update.othertxt ?? null,
      });
    });
    const claim = await this.view(await this.load(current.id), principal);
    // Marked as paid by hand (an account outside SEPA): the participant hears of it like a payment run's.
    if (claim.status === ClaimStatus.Paid) {
      await this.notifyPaid([claim.id], { date: academyDate(new Date(claim.paidAt ?? Date.now())), runNumber: null });
    }
    const mail = this.decisionMail(claim);
    if (mail) await this.mail.send(mail);
    return claim;
  }

  /** Tells each participant that the claim's refund is paid (after the payment has committed). */
  async notifyPaid(claimIds: string[], payment: PaymentNotice): Promise<void> {
    for (const id of claimIds) {
      const claim = await this.view(await this.load(id), null);
      await this.mail.send(claimPaidMail(claim, payment, this.config.publicUrl));
    }
  }

  /** Mails the full summary to `Recipient`; the history records who sent it where. */
  async sendSummary(request: SummaryRequestDto, principal: Principal): Promise<TravelClaimDto> {
    const current = await this.loadVisible(request.Guid, principal);
    await this.claims.addAudit(current.id, {
      action: AuditAction.SummarySent,
      description: `Summary sent to ${request.Recipient}`,
      username: actorName(principal),
    });
    const claim = await this.view(await this.load(current.id), principal);
    await this.mail.send(claimSummaryMail(claim, request.Recipient));
    return claim;
  }

  private mayMake(transition: Transition, principal: Principal, claim: Claim): boolean {
    if ('owner' in transition.by) return principal.kind === 'guest' && principal.id === claim.email.toLowerCase();
    return principal.kind === 'staff' && hasAnyRole(principal.roles, transition.by.roles);
  }

  private statusChange(transition: Transition, change: ClaimUpdateDto): StatusChange {
    switch (transition.to) {
      case ClaimStatus.Requested:
      case ClaimStatus.ApprovalRun:
        return { status: transition.to, confirmed: true };
      case ClaimStatus.Rejected: {
        if (change.rejectReason === undefined || change.rejectReason === null) throw new RejectReasonMissing();
        const othertxt = change.othertxt?.trim() || null;
        if (change.rejectReason === RejectReason.Other && !othertxt) throw new OtherReasonMissing();
        return { status: transition.to, rejectReason: change.rejectReason, othertxt };
      }
      default:
        return { status: transition.to };
    }
  }

  private decisionMail(claim: TravelClaimDto): MailMessage | undefined {
    if (claim.status === ClaimStatus.ApprovalRun) return claimApprovedMail(claim, this.config.publicUrl);
    if (claim.status === ClaimStatus.Rejected) return claimRejectedMail(claim, this.config.publicUrl);
    return undefined;
  }

  private async load(id: string): Promise<Claim> {
    const claim = await this.claims.findById(id);
    if (!claim) throw new ClaimNotFound(id);
    return claim;
  }

  /** Staff see every claim; a guest only those of their own e-mail, and another's is "not found". */
  private async loadVisible(guid: string, principal: Principal): Promise<Claim> {
    const claim = await this.load(guid);
    if (principal.kind === 'guest' && claim.email.toLowerCase() !== principal.id) throw new ClaimNotFound(guid);
    return claim;
  }

  private async view(claim: Claim, principal: Principal | null): Promise<TravelClaimDto> {
    const reveal = principal !== null && mayReadIban(principal);
    return toTravelClaim(claim, await this.bankData.view(claim.id, reveal));
  }
}
