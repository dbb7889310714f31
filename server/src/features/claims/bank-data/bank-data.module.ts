import { Module } from '@nestjs/common';

import { dataCipherProvider } from '../../../platform/common/crypto/data-cipher.js';
import { DatabaseModule } from '../../../platform/database/database.module.js';
import { ReferenceDataModule } from '../../reference-data/reference-data.module.js';
import { BankDataRepository } from './bank-data.repository.js';
import { BankDataService } from './bank-data.service.js';
import { ClaimBankData } from './claim-bank-data.entity.js';
import { ibanFingerprintProvider } from './iban-fingerprint.js';

/**
 * A claim's bank data, sealed under DATA_KEY; the only module that reads its table. It knows no
 * claims service: ClaimsModule imports it (the bank form's endpoint answers the claim, so it lives
 * there) and so does PaymentRunsModule (the accounts it pays to).
 */
@Module({
  imports: [DatabaseModule.forEntities([ClaimBankData]), ReferenceDataModule],
  providers: [BankDataService, BankDataRepository, dataCipherProvider, ibanFingerprintProvider],
  exports: [BankDataService],
})
export class BankDataModule {}
