import { Module } from '@nestjs/common';

import { DatabaseModule } from '../../platform/database/database.module.js';
import { AttendanceModule } from '../attendance/attendance.module.js';
import { EventsModule } from '../events/events.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { BankDataModule } from './bank-data/bank-data.module.js';
import { RefundCalculator } from './calculation/refund-calculator.js';
import { ClaimAudit } from './claim-audit.entity.js';
import { BankDataController } from './claim-bank-data.controller.js';
import { ClaimErasureRepository } from './claim-erasure.repository.js';
import { ClaimErasure } from './claim-erasure.service.js';
import { ClaimLifecycleRepository } from './claim-lifecycle.repository.js';
import { ClaimLifecycle } from './claim-lifecycle.service.js';
import { ClaimMailer } from './claim-mailer.service.js';
import { ClaimNumbers } from './claim-numbers.js';
import { ClaimPaymentsRepository } from './claim-payments.repository.js';
import { ClaimPayments } from './claim-payments.service.js';
import { ClaimSavingRepository } from './claim-saving.repository.js';
import { ClaimSaving } from './claim-saving.service.js';
import { ClaimSubmissionsHousekeeping } from './claim-submissions.housekeeping.js';
import { ClaimViews } from './claim-views.service.js';
import { Claim } from './claim.entity.js';
import { ClaimsController } from './claims.controller.js';
import { ClaimsRepository } from './claims.repository.js';
import { ApproverDigestJob } from './digest/approver-digest.job.js';
import { ApproverDigestRepository } from './digest/approver-digest.repository.js';
import { ClaimExportRepository } from './export/claim-export.repository.js';
import { ClaimExportsController } from './export/claim-exports.controller.js';
import { ClaimExportsService } from './export/claim-exports.service.js';
import { FourEyesRepository } from './four-eyes.repository.js';
import { FourEyes } from './four-eyes.service.js';
import { ClaimReminderJob } from './reminders/claim-reminder.job.js';
import { ClaimRemindersRepository } from './reminders/claim-reminders.repository.js';
import { ClaimSummaryAttachment } from './summary-pdf/claim-summary.attachment.js';
import { ClaimSummaryController } from './summary-pdf/claim-summary.controller.js';

@Module({
  imports: [
    DatabaseModule.forEntities([Claim, ClaimAudit]),
    ReferenceDataModule,
    EventsModule,
    BankDataModule,
    AttendanceModule,
  ],
  // The exports first: their fixed paths must win over ClaimsController's `:guid`.
  controllers: [ClaimExportsController, ClaimsController, ClaimSummaryController, BankDataController],
  providers: [
    ClaimsRepository,
    ClaimSavingRepository,
    ClaimLifecycleRepository,
    FourEyesRepository,
    ClaimNumbers,
    ClaimSaving,
    ClaimViews,
    FourEyes,
    ClaimLifecycle,
    ClaimMailer,
    ClaimPayments,
    ClaimPaymentsRepository,
    ClaimErasure,
    ClaimErasureRepository,
    ClaimSubmissionsHousekeeping,
    RefundCalculator,
    ClaimExportRepository,
    ClaimExportsService,
    ClaimSummaryAttachment,
    ClaimRemindersRepository,
    ClaimReminderJob,
    ApproverDigestRepository,
    ApproverDigestJob,
  ],
  // For payment runs and bank files: the four-eyes and duplicate checks of paying (ClaimLifecycle), and
  // ClaimPayments, through which they hand a claim the outcome of its payment (the accounts they pay to
  // come from BankDataModule); for privacy, the claims as their summary shows them (ClaimViews) and
  // ClaimErasure, through which it anonymises and restricts claims.
  exports: [ClaimLifecycle, ClaimViews, ClaimPayments, ClaimErasure],
})
export class ClaimsModule {}
