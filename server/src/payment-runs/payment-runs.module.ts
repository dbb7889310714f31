import { Module } from '@nestjs/common';

import { BankDataModule } from '../claims/bank-data/bank-data.module.js';
import { ClaimsModule } from '../claims/claims.module.js';
import { PaymentRunsController } from './payment-runs.controller.js';
import { PaymentRunsRepository } from './payment-runs.repository.js';
import { PaymentRunsService } from './payment-runs.service.js';
import { PaymentSettlement } from './payment-settlement.service.js';

@Module({
  imports: [ClaimsModule, BankDataModule],
  controllers: [PaymentRunsController],
  providers: [PaymentRunsRepository, PaymentRunsService, PaymentSettlement],
  exports: [PaymentSettlement],
})
export class PaymentRunsModule {}
