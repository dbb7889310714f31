import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';

import { TransactionHost } from '../../../platform/database/transaction-host.js';
import { Claim } from '../claim.entity.js';
import { ClaimBankData } from './claim-bank-data.entity.js';

/** The named queries of claims' bank data, and of the claim it belongs to. */
@Injectable()
export class BankDataRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  /**
   * The claim if `email` (lower-cased) owns it, locked until the transaction ends: a status change
   * waits for the bank data being written, and bank data waits for a status change under way.
   */
  lockOwnClaim(claimId: string, email: string): Promise<Pick<Claim, 'id' | 'status' | 'event'> | null> {
    return this.manager
      .createQueryBuilder(Claim, 'claim')
      .innerJoin('claim.event', 'event')
      .select(['claim.id', 'claim.status', 'event.id', 'event.endDate'])
      .where('claim.id = :claimId', { claimId })
      .andWhere('claim.email = :email', { email })
      .setLock('pessimistic_write', undefined, ['claim'])
      .getOne();
  }

  /** Inserts the claim's bank data or replaces what is on file (new details clear a bank's return). */
  async put(claimId: string, sealed: string, sepa: boolean, ibanFingerprint: Buffer): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(ClaimBankData)
      .values({
        claimId,
        sealed,
        sepa,
        ibanFingerprint,
        returnedOn: null,
        returnReason: null,
        returnCharges: null,
        returnDetails: null,
        payeeCheck: null,
        payeeCheckName: null,
      })
      .orUpdate(
        [
          'sealed',
          'sepa',
          'iban_fingerprint',
          'updated_at',
          'returned_on',
          'return_reason',
          'return_charges',
          'return_details',
          'payee_check',
          'payee_check_name',
        ],
        ['claim_id'],
      )
      .execute();
  }

  /** The bank returned a transfer to the account: new details are needed before another run. */
  async markReturned(
    claimId: string,
    paymentReturn: Pick<ClaimBankData, 'returnedOn' | 'returnReason' | 'returnCharges' | 'returnDetails'>,
  ): Promise<void> {
    await this.manager.update(ClaimBankData, { claimId }, paymentReturn);
  }

  /** The payee's bank's answer to the name check of a transfer to the account. */
  async recordPayeeCheck(claimId: string, check: Pick<ClaimBankData, 'payeeCheck' | 'payeeCheckName'>): Promise<void> {
    await this.manager.update(ClaimBankData, { claimId }, check);
  }

  /** Deletes the bank data of the claims (an anonymised claim keeps no account). */
  async deleteOf(claimIds: string[]): Promise<void> {
    await this.manager.query(`DELETE FROM claim_bank_data WHERE claim_id = ANY($1::uuid[])`, [claimIds]);
  }

  /** Whether the bank returned a transfer to the account on file. */
  async isReturned(claimId: string): Promise<boolean> {
    return (await this.manager.findOneBy(ClaimBankData, { claimId }))?.returnedOn != null;
  }

  find(claimId: string): Promise<ClaimBankData | null> {
    return this.manager.findOneBy(ClaimBankData, { claimId });
  }

  findMany(claimIds: string[]): Promise<ClaimBankData[]> {
    return claimIds.length ? this.manager.findBy(ClaimBankData, { claimId: In(claimIds) }) : Promise.resolve([]);
  }

  exists(claimId: string): Promise<boolean> {
    return this.manager.existsBy(ClaimBankData, { claimId });
  }
}
