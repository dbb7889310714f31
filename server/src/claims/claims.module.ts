import { Module } from '@nestjs/common';

import { EventsModule } from '../events/events.module.js';
import { ReferenceDataModule } from '../reference-data/reference-data.module.js';
import { BankDataController } from './bank-data/bank-data.controller.js';
import { BANK_DATA_PROVIDERS } from './bank-data/bank-data.providers.js';
import { RefundCalculator } from './calculation/refund-calculator.js';
import { ClaimsController } from './claims.controller.js';
import { ClaimsRepository } from './claims.repository.js';
import { BankDataService } from './bank-data/bank-data.service.js';
import { ClaimSubmissionsHousekeeping } from './claim-submissions.housekeeping.js';
import { ClaimsService } from './claims.service.js';
import { ClaimExportRepository } from './export/claim-export.repository.js';
import { ClaimExportsController } from './export/claim-exports.controller.js';
import { ClaimExportsService } from './export/claim-exports.service.js';
import { ClaimSummaryAttachment } from './summary-pdf/claim-summary.attachment.js';
import { ClaimSummaryController } from './summary-pdf/claim-summary.controller.js';

@Module({
  imports: [ReferenceDataModule, EventsModule],
  // The exports first: their fixed paths must win over ClaimsController's `:guid`.
  controllers: [ClaimExportsController, ClaimsController, ClaimSummaryController, BankDataController],
  providers: [
    ClaimsRepository,
    ClaimsService,
    ClaimSubmissionsHousekeeping,
    RefundCalculator,
    ...BANK_DATA_PROVIDERS,
    ClaimExportRepository,
    ClaimExportsService,
    ClaimSummaryAttachment,
  ],
  // For payment runs: the Paid mail, and the accounts they pay to.
  exports: [ClaimsService, BankDataService],
})
export class ClaimsModule {}
