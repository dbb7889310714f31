import { Module } from '@nestjs/common';

import { DatabaseModule } from '../../platform/database/database.module.js';
import { BankDataModule } from '../claims/bank-data/bank-data.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { BankEntryReview } from './bank-entry-review.entity.js';
import { BankEntryReviewsRepository } from './bank-entry-reviews.repository.js';
import { BankEntryReviewsService } from './bank-entry-reviews.service.js';
import { PaymentRunClaim } from './payment-run-claim.entity.js';
import { PaymentRun } from './payment-run.entity.js';
import { PaymentRunsController } from './payment-runs.controller.js';
import { PaymentRunsRepository } from './payment-runs.repository.js';
import { PaymentRunsService } from './payment-runs.service.js';
import { PaymentSettlement } from './payment-settlement.service.js';

@Module({
  imports: [DatabaseModule.forEntities([PaymentRun, PaymentRunClaim, BankEntryReview]), ClaimsModule, BankDataModule],
  controllers: [PaymentRunsController],
  providers: [
    PaymentRunsRepository,
    BankEntryReviewsRepository,
    PaymentRunsService,
    BankEntryReviewsService,
    PaymentSettlement,
  ],
  exports: [PaymentSettlement],
})
export class PaymentRunsModule {}
