import { Inject, Injectable } from '@nestjs/common';
import { AuditAction, ClaimStatus, RejectReason } from '@unit-costs/contract';

import { actorName, type Principal, type StaffPrincipal } from '../../platform/auth/principal.js';
import { hasAnyRole } from '../../platform/auth/roles.js';
import { academyDate, hasEnded } from '../../platform/common/event-calendar.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { BankDataService } from './bank-data/bank-data.service.js';
import { ClaimLifecycleRepository, type StatusChange } from './claim-lifecycle.repository.js';
import { ClaimMailer } from './claim-mailer.service.js';
import { findTransition, transitionsInto, type Transition } from './claim-transitions.js';
import { ClaimViews } from './claim-views.service.js';
import type { Claim } from './claim.entity.js';
import {
  BankDataMissing,
  type ClaimAct,
  EventNotEnded,
  OtherReasonMissing,
  PaidThroughPaymentRun,
  RejectReasonMissing,
  TransitionForbidden,
  TransitionNotAllowed,
} from './claims.errors.js';
import { ClaimsRepository } from './claims.repository.js';
import type { ClaimUpdateDto } from './dto/claim-update.dto.js';
import type { TravelClaimDto } from './dto/travel-claim.dto.js';
import { FourEyes } from './four-eyes.service.js';
import { approvalStep, FIRST_APPROVAL, SECOND_APPROVAL, type ApprovalStep } from './two-approvals.js';

/** What a move into each status does, in the words of the four-eyes and duplicate refusals. */
const ACTS: Partial<Record<ClaimStatus, ClaimAct>> = {
  [ClaimStatus.Requested]: 'request',
  [ClaimStatus.ApprovalRun]: 'approve',
  [ClaimStatus.Rejected]: 'decline',
  [ClaimStatus.Paid]: 'pay',
};

/** One person is paid once per event: no second claim of theirs for it moves into these while another is in them. */
const ACTIVE_STATUSES: readonly ClaimStatus[] = [ClaimStatus.Requested, ClaimStatus.ApprovalRun, ClaimStatus.Paid];

/**
 * A claim's moves by the table of transitions (claim-transitions.ts), as a request asks them: who may
 * make each, what each needs first (four eyes, no active duplicate, two approvals above a sum), and
 * the mail each sends.
 */
@Injectable()
export class ClaimLifecycle {
  constructor(
    private readonly lifecycle: ClaimLifecycleRepository,
    private readonly claims: ClaimsRepository,
    private readonly views: ClaimViews,
    private readonly fourEyes: FourEyes,
    private readonly mailer: ClaimMailer,
    private readonly transactions: TransactionHost,
    private readonly bankData: BankDataService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** A status change by the table of transitions; the change and its audit row commit together. */
  async update(guid: string, change: ClaimUpdateDto, principal: Principal): Promise<TravelClaimDto> {
    const current = await this.views.loadVisible(guid, principal);
    if (!transitionsInto(change.status).some((transition) => this.mayMake(transition, principal, current))) {
      throw new TransitionForbidden(change.status);
    }
    const transition = findTransition(current.status, change.status);
    if (!transition) throw new TransitionNotAllowed(current.status, change.status);
    const update = this.statusChange(transition, change);
    const act = ACTS[transition.to]!;
    if (principal.kind === 'staff') await this.fourEyes.assertNotOwn(current, principal, act);
    const step = this.approvalStep(transition, current, principal);
    if (step === 'first') return this.approveFirst(guid, current, change, principal as StaffPrincipal);
    const claim = await this.transactions.run(async () => {
      if (transition.to === ClaimStatus.Requested) {
        if (!hasEnded(current.event.endDate)) throw new EventNotEnded();
        if (!(await this.bankData.isOnFile(current.id))) throw new BankDataMissing();
      }
      // By hand only where no SEPA transfer can pay it: a SEPA account is Paid when the bank executes its run.
      if (transition.to === ClaimStatus.Paid && (await this.bankData.isSepaAccount(current.id))) {
        throw new PaidThroughPaymentRun();
      }
      if (ACTIVE_STATUSES.includes(transition.to)) await this.fourEyes.assertNoActiveDuplicate(current, act, principal);
      if (transition.to === ClaimStatus.ApprovalRun)
        await this.fourEyes.assertDuplicatesChecked(current, change, principal);
      // Someone else may have moved the claim since it was read: then nothing is written.
      if (!(await this.lifecycle.changeStatus(current.id, current.status, update))) {
        throw new TransitionNotAllowed(
          (await this.claims.findById(current.id))?.status ?? current.status,
          change.status,
        );
      }
      await this.lifecycle.addAudit(current.id, {
        action: transition.audit,
        description: step === 'second' ? SECOND_APPROVAL : transition.description,
        username: actorName(principal),
        rejectReason: update.rejectReason ?? null,
        othertxt: update.othertxt ?? null,
      });
      const changed = await this.views.load(current.id);
      if (changed.status === ClaimStatus.Paid) {
        // Marked as paid by hand (an account outside SEPA): the participant hears of it like a payment run's.
        await this.mailer.notifyPaid([changed.id], { date: changed.paidOn!, runNumber: null });
      } else {
        await this.mailer.notifyDecision(changed);
      }
      return changed;
    });
    return this.views.view(claim, principal);
  }

  /** Which approval an approve would be (two above APPROVAL_SECOND_ABOVE); any other change is the 'only' one. */
  private approvalStep(transition: Transition, claim: Claim, principal: Principal): ApprovalStep {
    if (transition.to !== ClaimStatus.ApprovalRun || principal.kind !== 'staff') return 'only';
    return approvalStep(claim, principal.id, this.config.approvalSecondAbove);
  }

  /**
   * The first of two approvals: recorded in the history, the claim stays Requested and nobody is
   * mailed until the second. Of two first approvals at once, the later finds one given and is the second.
   */
  private async approveFirst(
    guid: string,
    claim: Claim,
    change: ClaimUpdateDto,
    principal: StaffPrincipal,
  ): Promise<TravelClaimDto> {
    const approved = await this.transactions.run(async () => {
      await this.fourEyes.assertNoActiveDuplicate(claim, 'approve', principal);
      await this.fourEyes.assertDuplicatesChecked(claim, change, principal);
      if (!(await this.lifecycle.recordFirstApproval(claim.id, principal.id))) return null;
      await this.lifecycle.addAudit(claim.id, {
        action: AuditAction.FirstApproval,
        description: FIRST_APPROVAL,
        username: actorName(principal),
        rejectReason: null,
        othertxt: null,
      });
      return this.views.load(claim.id);
    });
    return approved ? this.views.view(approved, principal) : this.update(guid, change, principal);
  }

  /**
   * Whether `principal` may pay the claims (in a payment run): none may carry the payer's own e-mail
   * address (403), and none may be a second claim of one person for one event while another of theirs
   * is requested, approved or paid (409). Called inside the run's unit of work, with the claims locked.
   */
  async assertMayPay(claimIds: string[], principal: Principal): Promise<void> {
    for (const id of claimIds) {
      const claim = await this.views.load(id);
      if (principal.kind === 'staff') await this.fourEyes.assertNotOwn(claim, principal, 'pay');
      await this.fourEyes.assertNoActiveDuplicate(claim, 'pay', principal);
    }
  }

  private mayMake(transition: Transition, principal: Principal, claim: Claim): boolean {
    if ('owner' in transition.by) return principal.kind === 'guest' && principal.id === claim.email;
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
      case ClaimStatus.Paid:
        // Marked paid by hand: paid on the day it is marked, the date its mail states.
        return { status: transition.to, paidOn: academyDate(new Date()) };
      default:
        return { status: transition.to };
    }
  }
}
