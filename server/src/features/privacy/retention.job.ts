import { Inject, Injectable } from '@nestjs/common';

import { GuestAuthService } from '../../platform/auth/guest/guest-auth.service.js';
import { StaffSessions } from '../../platform/auth/sessions/staff-sessions.service.js';
import { ScheduledJob } from '../../platform/common/schedule/scheduled-job.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { MailOutboxRepository } from '../../platform/mail/mail-outbox.repository.js';
import { ClaimAnonymiser } from './claim-anonymiser.js';
import { Clock } from './clock.js';
import { RetentionRepository } from './retention.repository.js';
import type { DueReason } from './retention.sql.js';

/** The first run a little after start (not during it), then daily. */
const FIRST_RUN_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Claims anonymised per transaction: a long backlog goes in short transactions. */
const BATCH = 500;

/** What one run did: claims anonymised per reason, rows of the short schedules deleted; `skipped` when another replica ran. */
export interface RetentionRunResult {
  skipped: boolean;
  anonymised: Record<DueReason, number>;
  pruned: Record<string, number>;
}

/**
 * Anonymises the claims past their retention (server/src/features/privacy/retention.sql.ts) and prunes the
 * short-lived personal data. Every replica schedules it; each batch takes a transaction-scoped
 * advisory lock, so replicas running at once never work on the same claims, and one that finds the
 * lock taken leaves the run to the other. Logs counts only.
 */
@Injectable()
export class RetentionJob extends ScheduledJob {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly retention: RetentionRepository,
    private readonly anonymiser: ClaimAnonymiser,
    private readonly guests: GuestAuthService,
    private readonly staffSessions: StaffSessions,
    private readonly mails: MailOutboxRepository,
    private readonly clock: Clock,
    @Inject(CONFIG) config: AppConfig,
  ) {
    super({
      name: 'Retention',
      firstRunMs: FIRST_RUN_MS,
      everyMs: DAY_MS,
      enabled: config.scheduledJobs,
      failure: 'The retention run failed, next in a day',
    });
  }

  /** run() logs its own counts (and a replica that left the run to another). */
  protected async runScheduled(): Promise<string | null> {
    await this.run();
    return null;
  }

  async run(): Promise<RetentionRunResult> {
    const now = this.clock.now();
    const anonymised: Record<DueReason, number> = { retention: 0, unrequested: 0, 'appeal-ended': 0 };
    for (;;) {
      const batch = await this.transactions.run(async () => {
        if (!(await this.retention.takeJobTurn())) return null;
        const due = await this.retention.due(now, null, BATCH);
        await this.anonymiser.anonymise(
          due.map((claim) => claim.id),
          now,
        );
        for (const claim of due) anonymised[claim.reason] += 1;
        return due.length;
      });
      if (batch === null) {
        this.logger.log('Another replica is running the retention job; this one leaves it');
        return { skipped: true, anonymised, pruned: {} };
      }
      if (batch < BATCH) break;
    }
    const attendance = await this.transactions.run(async () =>
      (await this.retention.takeJobTurn())
        ? this.anonymiser.anonymiseAttendance(await this.retention.dueAttendance(now), now)
        : { attendees: 0, scans: 0 },
    );
    const pruned = { ...(await this.transactions.run(() => this.prune(now))), ...attendance };
    const total = Object.values(anonymised).reduce((sum, count) => sum + count, 0);
    await this.retention.log({ action: 'retention-run', actor: 'retention job', claims: total }, now);
    this.logger.log(
      `Retention run: anonymised ${total} claims (${anonymised.retention} past their event's retention end, ` +
        `${anonymised.unrequested} never requested, ${anonymised['appeal-ended']} rejected past their appeal period) ` +
        `and ${attendance.attendees} attendees of events past their retention; deleted ${attendance.scans} scanned ` +
        `sheets, ${pruned.loginCodes} sign-in codes, ${pruned.refreshTokens} sessions, ${pruned.failedMails} failed mails`,
    );
    return { skipped: false, anonymised, pruned };
  }

  /** The short schedules this job keeps, each pruned by its owner (sent mails, quotas, idempotency keys have their own). */
  private async prune(now: Date): Promise<{ loginCodes: number; refreshTokens: number; failedMails: number }> {
    const guests = await this.guests.pruneExpired(now);
    const staffTokens = await this.staffSessions.pruneExpired(now);
    return {
      loginCodes: guests.loginCodes,
      refreshTokens: guests.refreshTokens + staffTokens,
      failedMails: await this.mails.pruneFailed(now),
    };
  }
}
