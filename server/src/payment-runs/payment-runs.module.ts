import { Module } from '@nestjs/common';

import { ClaimsModule } from '../claims/claims.module.js';
import { PaymentRunsController } from './payment-runs.controller.js';
import { PaymentRunsRepository } from './payment-runs.repository.js';
import { PaymentRunsService } from './payment-runs.service.js';

@Module({
  imports: [ClaimsModule],
  controllers: [PaymentRunsController],
  providers: [PaymentRunsRepository, PaymentRunsService],
})
export class PaymentRunsModule {}
