import { dataCipherProvider } from '../../common/crypto/data-cipher.js';
import { BankDataRepository } from './bank-data.repository.js';
import { BankDataService } from './bank-data.service.js';

/** The bank data's providers, for ClaimsModule (whose controllers include BankDataController). */
export const BANK_DATA_PROVIDERS = [BankDataService, BankDataRepository, dataCipherProvider];
