import { Inject, Injectable } from '@nestjs/common';
import { AuditAction, ClaimStatus } from '@unit-costs/contract';

import { actorName, type Principal } from '../../platform/auth/principal.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { MailQueue, type MailMessage } from '../../platform/mail/mail-queue.js';
import { ClaimLifecycleRepository } from './claim-lifecycle.repository.js';
import {
  claimApprovedMail,
  claimPaidMail,
  claimPaymentReturnedMail,
  claimRejectedMail,
  claimRequestedMail,
  claimSummaryMail,
  type PaymentNotice,
  type ReturnNotice,
} from './claim-mails.js';
import { ClaimViews } from './claim-views.service.js';
import type { Claim } from './claim.entity.js';
import { toTravelClaim } from './claim.mapper.js';
import { RestrictedNotMailed } from './claims.errors.js';
import type { SummaryRequestDto } from './dto/summary-request.dto.js';
import type { TravelClaimDto } from './dto/travel-claim.dto.js';

/**
 * The mails of a claim's life after its save (claimSavedMail goes with the save itself): a decision,
 * a payment, a returned payment, a summary staff send. Their words are in claim-mails.ts.
 */
@Injectable()
export class ClaimMailer {
  constructor(
    private readonly views: ClaimViews,
    private readonly lifecycle: ClaimLifecycleRepository,
    private readonly transactions: TransactionHost,
    private readonly mail: MailQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Tells the participant that the claim was requested, approved or declined, in the change's unit of work. */
  async notifyDecision(changed: Claim): Promise<void> {
    const mail = this.decisionMail(toTravelClaim(changed, null));
    // A claim restricted at its owner's request is not mailed about (docs/decisions.md, "Personal data").
    if (mail && changed.restrictedAt === null) await this.mail.send(mail);
  }

  /**
   * Tells each participant that the claim's refund is paid: called inside the payment's unit of work,
   * so the mails go out only if the payment commits.
   */
  async notifyPaid(claimIds: string[], payment: PaymentNotice): Promise<void> {
    await this.transactions.run(async () => {
      for (const id of claimIds) {
        const claim = await this.views.view(await this.views.load(id), null);
        if (!claim.restricted) await this.mail.send(claimPaidMail(claim, payment, this.config.publicUrl));
      }
    });
  }

  /**
   * Tells the participant that the bank returned the refund, and why: called inside the return's unit
   * of work, so the mail goes out only if the return is recorded.
   */
  async notifyPaymentReturned(claimId: string, notice: ReturnNotice): Promise<void> {
    const claim = await this.views.view(await this.views.load(claimId), null);
    if (!claim.restricted) await this.mail.send(claimPaymentReturnedMail(claim, notice, this.config.publicUrl));
  }

  /** Mails the full summary to `Recipient`; the history records who sent it where. */
  async sendSummary(request: SummaryRequestDto, principal: Principal): Promise<TravelClaimDto> {
    const current = await this.views.loadVisible(request.Guid, principal);
    // Not even an Admin mails it: whoever the recipient is, they are not one who may see it.
    if (current.restrictedAt !== null) throw new RestrictedNotMailed(current.identifier);
    const claim = await this.transactions.run(async () => {
      await this.lifecycle.addAudit(current.id, {
        action: AuditAction.SummarySent,
        description: `Summary sent to ${request.Recipient}`,
        username: actorName(principal),
      });
      const withAudit = await this.views.load(current.id);
      await this.mail.send(claimSummaryMail(toTravelClaim(withAudit, null), request.Recipient));
      return withAudit;
    });
    return this.views.view(claim, principal);
  }

  private decisionMail(claim: TravelClaimDto): MailMessage | undefined {
    if (claim.status === ClaimStatus.Requested) return claimRequestedMail(claim, this.config.publicUrl);
    if (claim.status === ClaimStatus.ApprovalRun) return claimApprovedMail(claim, this.config.publicUrl);
    if (claim.status === ClaimStatus.Rejected) return claimRejectedMail(claim, this.config.publicUrl);
    return undefined;
  }
}
