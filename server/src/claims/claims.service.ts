import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AuditAction, ClaimStatus, DEFAULT_LANGUAGE, type Language, RejectReason } from '@unit-costs/contract';

import type { Principal, StaffPrincipal } from '../auth/principal.js';
import { hasAnyRole } from '../auth/roles.js';
import { normaliseEmail } from '../common/email-address.js';
import { academyDate, hasEnded } from '../common/event-calendar.js';
import type { ListQuery } from '../common/lists/list-query.js';
import { ListResult, mapPage } from '../common/lists/list-result.js';
import { CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { TransactionHost } from '../database/transaction-host.js';
import type { OutboxId } from '../mail/mail-outbox.repository.js';
import { MailQueue, type MailMessage } from '../mail/mail-queue.js';
import { ClaimAttendanceReader } from '../attendance/claim-attendance.reader.js';
import { BankDataService } from './bank-data/bank-data.service.js';
import { RefundCalculator, type CalculationInput, type Refund } from './calculation/refund-calculator.js';
import {
  claimApprovedMail,
  claimPaidMail,
  claimPaymentReturnedMail,
  claimRejectedMail,
  claimRequestedMail,
  claimSavedMail,
  claimSummaryMail,
  type PaymentNotice,
  type ReturnNotice,
} from './claim-mails.js';
import { CONFIRMATIONS_PER_HOUR, confirmationMailOutcome, savedByAddressOwner } from './confirmation-mail.js';
import { fingerprintOf } from './idempotency-key.js';
import { savedClaim } from './claim-factory.js';
import { ClaimNumbers } from './claim-numbers.js';
import { toCalculationResult, toClaimListItem, toTravelClaim, withEventContacts } from './claim.mapper.js';
import type { Claim } from './claim.entity.js';
import { staffClaimFilter } from './claim-list-filter.js';
import { findTransition, transitionsInto, type Transition } from './claim-transitions.js';
import { ClaimsRepository, isSubmitted, type ClaimListFilter, type StatusChange } from './claims.repository.js';
import {
  BankDataMissing,
  BankDataNotOnFile,
  type ClaimAct,
  ClaimNotFound,
  DuplicateClaimActive,
  EventNotEnded,
  IdempotencyKeyReused,
  OtherReasonMissing,
  OwnClaim,
  PaidThroughPaymentRun,
  RejectReasonMissing,
  TransitionForbidden,
  TransitionNotAllowed,
} from './claims.errors.js';
import type { CalculationResultDto } from './dto/calculation-result.dto.js';
import type { ClaimDraftDto } from './dto/claim-draft.dto.js';
import type { ClaimUpdateDto } from './dto/claim-update.dto.js';
import type { SavedClaimDto } from './dto/saved-claim.dto.js';
import type { SummaryRequestDto } from './dto/summary-request.dto.js';
import type { ElvDataDto, TravelClaimDto } from './dto/travel-claim.dto.js';
import { approvalStep, approvalsOf, FIRST_APPROVAL, SECOND_APPROVAL, type ApprovalStep } from './two-approvals.js';

/** Who the history names: a guest by e-mail, staff by user name. */
export const actorName = (principal: Principal) => (principal.kind === 'guest' ? principal.id : principal.username);

/** The first answer to a repeated submission, if it is the same claim; the key cannot name two. */
function repeatedAnswer(first: { fingerprint: string; answer: SavedClaimDto }, fingerprint: string): SavedClaimDto {
  if (first.fingerprint !== fingerprint) throw new IdempotencyKeyReused();
  return first.answer;
}

/** What a move into each status does, in the words of the four-eyes and duplicate refusals. */
const ACTS: Partial<Record<ClaimStatus, ClaimAct>> = {
  [ClaimStatus.Requested]: 'request',
  [ClaimStatus.ApprovalRun]: 'approve',
  [ClaimStatus.Rejected]: 'decline',
  [ClaimStatus.Paid]: 'pay',
};

/** One person is paid once per event: no second claim of theirs for it moves into these while another is in them. */
const ACTIVE_STATUSES: readonly ClaimStatus[] = [ClaimStatus.Requested, ClaimStatus.ApprovalRun, ClaimStatus.Paid];

/** The claims' rules: calculation, saving, who sees what, the lifecycle and the mails it sends. */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly numbers: ClaimNumbers,
    private readonly transactions: TransactionHost,
    private readonly calculator: RefundCalculator,
    private readonly bankData: BankDataService,
    private readonly mail: MailQueue,
    private readonly attendance: ClaimAttendanceReader,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async calculate(input: CalculationInput): Promise<CalculationResultDto> {
    return toCalculationResult(this.calculator.calculate(input));
  }

  /**
   * Recalculates everything from the draft (the client never sends amounts) and saves the snapshot:
   * the claim, its audit row, its confirmation mail and its Idempotency-Key record in one statement
   * (ClaimsRepository.saveClaim), its number from ClaimNumbers: a save is one round trip. The answer
   * is built from what was written, not read back. With an Idempotency-Key, a repeat of the same
   * submission within 24 hours (a retry, a double click) gets the first answer and saves nothing:
   * its statement fails on the key, or its draft, if no longer accepted, is refused only if the key
   * is new. `savedBy`: who was signed in, if anyone (the form needs no sign-in); see claimSavedMail.
   */
  async save(
    draft: ClaimDraftDto,
    idempotencyKey?: string,
    savedBy?: Principal,
    requestLanguage?: Language,
  ): Promise<SavedClaimDto> {
    const now = new Date();
    let refund: Refund;
    try {
      refund = this.calculator.calculate(draft);
    } catch (error) {
      if (idempotencyKey === undefined) throw error;
      // A repeat gets its first answer even if the same draft would no longer be accepted.
      const first = await this.claims.findSubmission(idempotencyKey);
      if (first) return repeatedAnswer(first, fingerprintOf(draft));
      throw error;
    }
    const language = draft.language ?? requestLanguage ?? DEFAULT_LANGUAGE;
    const claim = savedClaim(randomUUID(), await this.numbers.next(now), draft, refund, now, language);
    const view = toTravelClaim(claim, null, now);
    const email = claim.email;
    let mailId: OutboxId | null;
    try {
      ({ mailId } = await this.claims.saveClaim(
        claim,
        {
          message: claimSavedMail(view, this.config.publicUrl, savedByAddressOwner(savedBy, email)),
          at: now,
          since: new Date(now.getTime() - 3_600_000),
          limit: CONFIRMATIONS_PER_HOUR,
        },
        idempotencyKey === undefined
          ? undefined
          : {
              key: idempotencyKey,
              fingerprint: fingerprintOf(draft),
              answer: view,
              mailSent: confirmationMailOutcome(email, true),
              mailNotSent: confirmationMailOutcome(email, false),
            },
      ));
    } catch (error) {
      if (!isSubmitted(error) || idempotencyKey === undefined) throw error;
      // Saved before (a concurrent first submission waited for): its answer is this one's.
      const first = await this.claims.findSubmission(idempotencyKey);
      if (first) return repeatedAnswer(first, fingerprintOf(draft));
      // The key's record is past its 24 hours but not yet pruned: the key is new again.
      await this.claims.forgetExpiredSubmission(idempotencyKey);
      return this.save(draft, idempotencyKey, savedBy);
    }
    if (mailId !== null) this.mail.written(mailId);
    return { ...view, confirmationMail: confirmationMailOutcome(email, mailId !== null) };
  }

  /** A guest's own claims, or every claim filtered for staff. */
  async list(principal: Principal, query: ListQuery): Promise<ListResult<TravelClaimDto>> {
    const filter: ClaimListFilter =
      principal.kind === 'guest' ? { owner: principal.id } : staffClaimFilter(query.filter, principal);
    const page = await this.claims.findPage(filter, query);
    const paidAt = await this.claims.paidAt(
      page.items.filter((claim) => claim.status === ClaimStatus.Paid).map((claim) => claim.id),
    );
    const now = new Date();
    const attendance = await this.attendanceOf(page.items, principal);
    return new ListResult(
      query,
      mapPage(page, (claim) => {
        const item = toClaimListItem(claim, paidAt.get(claim.id) ?? null, now);
        if (principal.kind !== 'staff') return item;
        return { ...item, possibleDuplicate: claim.possibleDuplicate, attendance: attendance?.get(claim.id) };
      }),
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
    const act = ACTS[transition.to]!;
    if (principal.kind === 'staff') await this.assertNotOwn(current, principal, act);
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
      if (ACTIVE_STATUSES.includes(transition.to)) await this.assertNoActiveDuplicate(current, act);
      // Someone else may have moved the claim since it was read: then nothing is written.
      if (!(await this.claims.changeStatus(current.id, current.status, update))) {
        throw new TransitionNotAllowed(
          (await this.claims.findById(current.id))?.status ?? current.status,
          change.status,
        );
      }
      await this.claims.addAudit(current.id, {
        action: transition.audit,
        description: step === 'second' ? SECOND_APPROVAL : transition.description,
        username: actorName(principal),
        rejectReason: update.rejectReason ?? null,
        othertxt: update.othertxt ?? null,
      });
      const changed = await this.load(current.id);
      if (changed.status === ClaimStatus.Paid) {
        // Marked as paid by hand (an account outside SEPA): the participant hears of it like a payment run's.
        await this.notifyPaid([changed.id], { date: academyDate(new Date()), runNumber: null });
      } else {
        const mail = this.decisionMail(toTravelClaim(changed, null));
        // A claim restricted at its owner's request is not mailed about (docs/decisions.md, "Personal data").
        if (mail && changed.restrictedAt === null) await this.mail.send(mail);
      }
      return changed;
    });
    return this.view(claim, principal);
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
      await this.assertNoActiveDuplicate(claim, 'approve');
      if (!(await this.claims.recordFirstApproval(claim.id, principal.id))) return null;
      await this.claims.addAudit(claim.id, {
        action: AuditAction.FirstApproval,
        description: FIRST_APPROVAL,
        username: actorName(principal),
        rejectReason: null,
        othertxt: null,
      });
      return this.load(claim.id);
    });
    return approved ? this.view(approved, principal) : this.update(guid, change, principal);
  }

  /**
   * Whether `principal` may pay the claims (in a payment run): none may carry the payer's own e-mail
   * address (403), and none may be a second claim of one person for one event while another of theirs
   * is requested, approved or paid (409). Called inside the run's unit of work, with the claims locked.
   */
  async assertMayPay(claimIds: string[], principal: Principal): Promise<void> {
    for (const id of claimIds) {
      const claim = await this.load(id);
      if (principal.kind === 'staff') await this.assertNotOwn(claim, principal, 'pay');
      await this.assertNoActiveDuplicate(claim, 'pay');
    }
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
   * Tells each participant that the claim's refund is paid: called inside the payment's unit of work,
   * so the mails go out only if the payment commits.
   */
  async notifyPaid(claimIds: string[], payment: PaymentNotice): Promise<void> {
    await this.transactions.run(async () => {
      for (const id of claimIds) {
        const claim = await this.view(await this.load(id), null);
        if (!claim.restricted) await this.mail.send(claimPaidMail(claim, payment, this.config.publicUrl));
      }
    });
  }

  /**
   * Tells the participant that the bank returned the refund, and why: called inside the return's unit
   * of work, so the mail goes out only if the return is recorded.
   */
  async notifyPaymentReturned(claimId: string, notice: ReturnNotice): Promise<void> {
    const claim = await this.view(await this.load(claimId), null);
    await this.mail.send(claimPaymentReturnedMail(claim, notice, this.config.publicUrl));
  }

  /** Mails the full summary to `Recipient`; the history records who sent it where. */
  async sendSummary(request: SummaryRequestDto, principal: Principal): Promise<TravelClaimDto> {
    const current = await this.loadVisible(request.Guid, principal);
    const claim = await this.transactions.run(async () => {
      await this.claims.addAudit(current.id, {
        action: AuditAction.SummarySent,
        description: `Summary sent to ${request.Recipient}`,
        username: actorName(principal),
      });
      const withAudit = await this.load(current.id);
      await this.mail.send(claimSummaryMail(toTravelClaim(withAudit, null), request.Recipient));
      return withAudit;
    });
    return this.view(claim, principal);
  }

  /**
   * The claim as its PDF summary shows it, the IBAN always masked: for the owner or staff (another
   * guest gets "not found"), or for a mail (no principal: the mail's sender decided who gets it).
   */
  async summaryDocument(guid: string, principal?: Principal): Promise<TravelClaimDto> {
    return this.view(principal ? await this.loadVisible(guid, principal) : await this.load(guid), null);
  }

  /** The addresses that are the staff member's own: Entra's token names them, a local account has one on file. */
  private async ownEmails(principal: StaffPrincipal): Promise<string[]> {
    if (principal.emails) return principal.emails;
    const email = await this.claims.staffAccountEmail(principal.username);
    return email ? [normaliseEmail(email)] : [];
  }

  /** Four eyes: 403 when the claim carries the staff member's own e-mail address. */
  private async assertNotOwn(claim: Claim, principal: StaffPrincipal, act: ClaimAct): Promise<void> {
    if ((await this.ownEmails(principal)).includes(claim.email)) throw new OwnClaim(claim.identifier, act);
  }

  /** 409 naming the other claim of the person for the event that is requested, approved or paid. */
  private async assertNoActiveDuplicate(claim: Claim, act: ClaimAct): Promise<void> {
    const other = await this.claims.activeClaimForSameEvent(claim, claim.event.id);
    if (other !== null) throw new DuplicateClaimActive(claim.identifier, act, other);
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
      default:
        return { status: transition.to };
    }
  }

  private decisionMail(claim: TravelClaimDto): MailMessage | undefined {
    if (claim.status === ClaimStatus.Requested) return claimRequestedMail(claim, this.config.publicUrl);
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
    if (principal.kind === 'guest' && claim.email !== principal.id) throw new ClaimNotFound(guid);
    return claim;
  }

  /**
   * The claim's answer, the IBAN masked for everyone (Approvers and Admins have it shown on request,
   * revealBankData); staff also get its possible duplicates and, where the claim carries their own
   * address, the four-eyes refusal in words.
   */
  private async view(claim: Claim, principal: Principal | null): Promise<TravelClaimDto> {
    const [elvData, paymentReturn, attendance] = await Promise.all([
      this.bankData.view(claim.id, false),
      this.bankData.paymentReturn(claim.id),
      this.attendanceOf([claim], principal),
    ]);
    const answer = { ...withEventContacts(claim, toTravelClaim(claim, elvData)), paymentReturn };
    if (principal?.kind !== 'staff') return answer;
    const [duplicates, own] = await Promise.all([this.claims.duplicatesOf(claim.id), this.ownEmails(principal)]);
    return {
      ...answer,
      possibleDuplicate: duplicates.length > 0,
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
