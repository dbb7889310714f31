import { Inject, Injectable } from '@nestjs/common';

import { ScheduledJob } from '../../../platform/common/schedule/scheduled-job.js';
import type { AppConfig } from '../../../platform/config/config.js';
import { CONFIG } from '../../../platform/config/config.module.js';
import { TransactionHost } from '../../../platform/database/transaction-host.js';
import { MailQueue } from '../../../platform/mail/mail-queue.js';
import { toTravelClaim } from '../claim.mapper.js';
import { ClaimsRepository } from '../claims.repository.js';
import { claimReminderMail, type ClaimReminder } from './claim-reminder.mail.js';
import { ClaimRemindersRepository } from './claim-reminders.repository.js';

/** The first run a little after start (not during it), then hourly: a reminder is late by an hour at most. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;
/** Claims reminded per transaction: a long list goes in short transactions. */
const BATCH = 100;

/** How many claims one run reminded, per reminder. */
export type ClaimReminderRunResult = Record<ClaimReminder, number>;

/**
 * Reminds the owners of claims still Saved to request the payment: a week after the event ended and
 * a week before the claim deadline (the event's offline date). Every replica schedules it; each batch
 * marks its claims (ClaimRemindersRepository.takeDue) and writes their mails to the outbox in one
 * transaction, so a reminder is sent once, whichever replica takes it, and never without its mark.
 */
@Injectable()
export class ClaimReminderJob extends ScheduledJob {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly reminders: ClaimRemindersRepository,
    private readonly claims: ClaimsRepository,
    private readonly mail: MailQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    super({
      name: 'ClaimReminders',
      firstRunMs: FIRST_RUN_MS,
      everyMs: EVERY_MS,
      enabled: config.scheduledJobs,
      failure: 'The claim reminders failed, next in an hour',
    });
  }

  protected async runScheduled(): Promise<string | null> {
    const sent = await this.run();
    if (sent['after-event'] + sent['before-deadline'] === 0) return null;
    return `Reminded ${sent['after-event']} claims a week after their event, ${sent['before-deadline']} before their deadline`;
  }

  /** Sends every reminder due at `now`; the deadline's first, which makes the other redundant. */
  async run(now = new Date()): Promise<ClaimReminderRunResult> {
    return {
      'before-deadline': await this.remind('before-deadline', now),
      'after-event': await this.remind('after-event', now),
    };
  }

  private async remind(reminder: ClaimReminder, now: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.transactions.run(async () => {
        const due = await this.reminders.takeDue(reminder, now, BATCH);
        for (const { id, deadline } of due) {
          const claim = await this.claims.findById(id);
          if (!claim) continue;
          await this.mail.send(
            claimReminderMail(toTravelClaim(claim, null, now), reminder, deadline, this.config.publicUrl),
          );
        }
        return due.length;
      });
      sent += batch;
      if (batch < BATCH) return sent;
    }
  }
}
