import { Module } from '@nestjs/common';

import { PaymentRunsModule } from '../payment-runs/payment-runs.module.js';
import { BankStatementsController } from './bank-statements.controller.js';
import { BankStatementsService } from './bank-statements.service.js';

@Module({
  imports: [PaymentRunsModule],
  controllers: [BankStatementsController],
  providers: [BankStatementsService],
})
export class BankStatementsModule {}
