import { Module } from '@nestjs/common';

import { AttendanceModule } from '../attendance/attendance.module.js';
import { EventsModule } from '../events/events.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { BankDataModule } from './bank-data/bank-data.module.js';
import { RefundCalculator } from './calculation/refund-calculator.js';
import { BankDataController } from './claim-bank-data.controller.js';
import { ClaimNumbers } from './claim-numbers.js';
import { ClaimsController } from './claims.controller.js';
import { ClaimsRepository } from './claims.repository.js';
import { ClaimSubmissionsHousekeeping } from './claim-submissions.housekeeping.js';
import { ClaimsService } from './claims.service.js';
import { ApproverDigestJob } from './digest/approver-digest.job.js';
import { ApproverDigestRepository } from './digest/approver-digest.repository.js';
import { ClaimReminderJob } from './reminders/claim-reminder.job.js';
import { ClaimRemindersRepository } from './reminders/claim-reminders.repository.js';
import { ClaimExportRepository } from './export/claim-export.repository.js';
import { ClaimExportsController } from './export/claim-exports.controller.js';
import { ClaimExportsService } from './export/claim-exports.service.js';
import { ClaimSummaryAttachment } from './summary-pdf/claim-summary.attachment.js';
import { ClaimSummaryController } from './summary-pdf/claim-summary.controller.js';

@Module({
  imports: [ReferenceDataModule, EventsModule, BankDataModule, AttendanceModule],
  // The exports first: their fixed paths must win over ClaimsController's `:guid`.
  controllers: [ClaimExportsController, ClaimsController, ClaimSummaryController, BankDataController],
  providers: [
    ClaimsRepository,
    ClaimNumbers,
    ClaimsService,
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
  // For payment runs: the Paid mail (the accounts they pay to come from BankDataModule).
  exports: [ClaimsService],
})
export class ClaimsModule {}
