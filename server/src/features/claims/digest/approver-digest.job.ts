import { Inject, Injectable } from '@nestjs/common';

import { ScheduledJob } from '../../../platform/common/schedule/scheduled-job.js';
import type { AppConfig } from '../../../platform/config/config.js';
import { CONFIG } from '../../../platform/config/config.module.js';
import { TransactionHost } from '../../../platform/database/transaction-host.js';
import { MailQueue } from '../../../platform/mail/mail-queue.js';
import { approverDigestMail } from './approver-digest.mail.js';
import { ApproverDigestRepository } from './approver-digest.repository.js';

/** The first run a little after start, then hourly: a digest missed while no replica ran goes out within the hour. */
const FIRST_RUN_MS = 90_000;
const EVERY_MS = 60 * 60_000;

/**
 * Once a day, each Approver gets one mail listing the claims waiting for a decision (Requested) longer
 * than DECISION_REMINDER_DAYS, when there are any. Every replica schedules it; the day's mark per
 * approver (approver_digest) and the mail are written in one transaction, so a digest goes out once
 * a day whichever replica takes it, and never a mark without its mail.
 */
@Injectable()
export class ApproverDigestJob extends ScheduledJob {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly digests: ApproverDigestRepository,
    private readonly mail: MailQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    super({
      name: 'ApproverDigest',
      firstRunMs: FIRST_RUN_MS,
      everyMs: EVERY_MS,
      enabled: config.scheduledJobs,
      failure: "The approvers' digest failed, next in an hour",
    });
  }

  protected async runScheduled(): Promise<string | null> {
    const sent = await this.run();
    return sent > 0 ? `Sent the day's digest of waiting claims to ${sent} approvers` : null;
  }

  /** Sends the digest of `now`'s academy day to every approver who has not had it; answers how many got it. */
  async run(now = new Date()): Promise<number> {
    const days = this.config.decisionReminderDays;
    const { claims, total } = await this.digests.waiting(now, days);
    if (total === 0) return 0;
    let sent = 0;
    for (const approver of await this.digests.recipients()) {
      // Four eyes: an approver's own claim is not theirs to decide, so not theirs to be reminded of.
      const own = claims.filter((claim) => claim.email.toLowerCase() === approver.email.toLowerCase()).length;
      const listed = claims.filter((claim) => claim.email.toLowerCase() !== approver.email.toLowerCase());
      if (total - own === 0) continue;
      const taken = await this.transactions.run(async () => {
        if (!(await this.digests.takeDay(approver.id, now, total - own))) return false;
        await this.mail.send(approverDigestMail(approver, listed, total - own, days, now, this.config.publicUrl));
        return true;
      });
      if (taken) sent += 1;
    }
    return sent;
  }
}
