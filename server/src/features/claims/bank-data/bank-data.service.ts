import { Injectable } from '@nestjs/common';
import { ClaimStatus, type PayeeCheck, returnReasonInWords } from '@unit-costs/contract';

import type { GuestPrincipal } from '../../../platform/auth/principal.js';
import { groupedIban, isSepaIban, maskedIban } from '../../../platform/common/banking/iban.js';
import { DataCipher } from '../../../platform/common/crypto/data-cipher.js';
import { hasEnded } from '../../../platform/common/event-calendar.js';
import { TransactionHost } from '../../../platform/database/transaction-host.js';
import type { Country } from '../../reference-data/country.entity.js';
import { ReferenceDataReader } from '../../reference-data/reference-data.reader.js';
import { toCountryRef } from '../claim.mapper.js';
import { ClaimNotFound, EventNotEnded } from '../claims.errors.js';
import type { PayeeCheckDto, PaymentReturnDto } from '../dto/claim-payment.dto.js';
import type { ElvDataDto, PostalAddressDto } from '../dto/travel-claim.dto.js';
import { BankDataClosed, BankDataCountryInvalid } from './bank-data.errors.js';
import { BankDataRepository } from './bank-data.repository.js';
import type { ClaimBankData } from './claim-bank-data.entity.js';
import type { AddressInput, ElvDataInput } from './dto/elv-data-input.dto.js';
import { IbanFingerprint } from './iban-fingerprint.js';

/**
 * What is sealed for a claim: the account as the participant entered it, the IBAN in electronic
 * format, the addresses with their country as it was named then. Never stored or logged unsealed.
 */
type SealedBankAccount = Omit<ElvDataDto, 'sepa'>;

/** A claim's account opened for paying it: the IBAN in electronic format, never for a response as it is. */
export type BankAccount = SealedBankAccount;

/** A claim's bank data: entered by its guest while the claim is Saved, kept sealed, shown masked. */
@Injectable()
export class BankDataService {
  constructor(
    private readonly bankData: BankDataRepository,
    private readonly transactions: TransactionHost,
    private readonly referenceData: ReferenceDataReader,
    private readonly cipher: DataCipher,
    private readonly fingerprint: IbanFingerprint,
  ) {}

  /** Stores the guest's bank data for their Saved claim of an ended event, replacing any on file. */
  async save(guest: GuestPrincipal, input: ElvDataInput): Promise<void> {
    await this.transactions.run(async () => {
      const countries = await this.countriesOf(input);
      const claim = await this.bankData.lockOwnClaim(input.claimId, guest.id);
      if (!claim) throw new ClaimNotFound(input.claimId);
      // Open while Saved, and again once the bank returned a transfer to the account on file.
      const returned = claim.status === ClaimStatus.ApprovalRun && (await this.bankData.isReturned(claim.id));
      if (claim.status !== ClaimStatus.Saved && !returned) throw new BankDataClosed(claim.status);
      // Bank data is only ever used to request the payment, which waits for the event's end.
      if (!hasEnded(claim.event.endDate)) throw new EventNotEnded();
      const account: SealedBankAccount = {
        iban: input.iban,
        bic: input.bic || null,
        bankname: input.bankname || null,
        accountHolderName: input.accountHolderName,
        bankAddress: input.bankAddress && postalAddress(input.bankAddress, countries),
        accountHolderAddress: input.accountHolderAddress && postalAddress(input.accountHolderAddress, countries),
      };
      await this.bankData.put(
        claim.id,
        this.cipher.seal(JSON.stringify(account), claim.id),
        isSepaIban(input.iban),
        this.fingerprint.of(input.iban),
      );
    });
  }

  /** The claim's bank data, or null if none is on file; the IBAN masked unless `reveal`. */
  async view(claimId: string, reveal: boolean): Promise<ElvDataDto | null> {
    const stored = await this.bankData.find(claimId);
    if (!stored) return null;
    const account = this.open(stored);
    return { ...account, iban: reveal ? groupedIban(account.iban) : maskedIban(account.iban), sepa: stored.sepa };
  }

  /** The accounts of the claims that have one, opened: for paying them (the bank file) and nothing else. */
  async accounts(claimIds: string[]): Promise<Map<string, BankAccount>> {
    const stored = await this.bankData.findMany(claimIds);
    return new Map(stored.map((row) => [row.claimId, this.open(row)]));
  }

  /** Whether the claim's account is in SEPA (then only a payment run pays it). */
  async isSepaAccount(claimId: string): Promise<boolean> {
    return (await this.bankData.find(claimId))?.sepa ?? false;
  }

  /** The bank's return of the last transfer, while no new details were entered; else null. */
  async paymentReturn(claimId: string): Promise<PaymentReturnDto | null> {
    return returnOf(await this.bankData.find(claimId));
  }

  /** The returns of the claims whose last transfer the bank returned (a list's page). */
  async paymentReturns(claimIds: string[]): Promise<Map<string, PaymentReturnDto>> {
    const returns = new Map<string, PaymentReturnDto>();
    for (const stored of await this.bankData.findMany(claimIds)) {
      const paymentReturn = returnOf(stored);
      if (paymentReturn) returns.set(stored.claimId, paymentReturn);
    }
    return returns;
  }

  /**
   * The bank returned a transfer to the claim's account (inside the caller's unit of work): the bank
   * form opens again, and no run takes the claim until new details are entered.
   */
  markReturned(
    claimId: string,
    paymentReturn: { returnedOn: string; reasonCode: string | null; charges: number | null; details: string | null },
  ): Promise<void> {
    return this.bankData.markReturned(claimId, {
      returnedOn: paymentReturn.returnedOn,
      returnReason: paymentReturn.reasonCode,
      returnCharges: paymentReturn.charges,
      returnDetails: paymentReturn.details,
    });
  }

  /** The payee's bank answered the name check of a transfer to the account (inside the caller's unit of work). */
  recordPayeeCheck(claimId: string, check: PayeeCheck, nameHeldByBank: string | null): Promise<void> {
    return this.bankData.recordPayeeCheck(claimId, { payeeCheck: check, payeeCheckName: nameHeldByBank });
  }

  /** Erases the claims' accounts, inside the caller's unit of work (anonymising, privacy/). */
  async erase(claimIds: string[]): Promise<void> {
    await this.bankData.deleteOf(claimIds);
  }

  /** The name check of the last transfer to the account on file, while no new details were entered; else null. */
  async payeeCheck(claimId: string): Promise<PayeeCheckDto | null> {
    const stored = await this.bankData.find(claimId);
    if (!stored?.payeeCheck) return null;
    return { outcome: stored.payeeCheck, nameHeldByBank: stored.payeeCheckName };
  }

  /** Whether the claim has bank data (inside the caller's unit of work, if any). */
  isOnFile(claimId: string): Promise<boolean> {
    return this.bankData.exists(claimId);
  }

  private open(stored: ClaimBankData): SealedBankAccount {
    return JSON.parse(this.cipher.open(stored.sealed, stored.claimId)) as SealedBankAccount;
  }

  /** The countries the addresses name, by id; 400 keyed like the form if one does not exist. */
  private async countriesOf(input: ElvDataInput): Promise<Map<number, Country>> {
    const addresses = { BankAddress: input.bankAddress, AccountHolderAddress: input.accountHolderAddress };
    const ids = Object.values(addresses).flatMap((address) => (address ? [address.countryId] : []));
    const countries = new Map((await this.referenceData.countriesByIds(ids)).map((country) => [country.id, country]));
    const unknown = Object.entries(addresses)
      .filter(([, address]) => address && !countries.has(address.countryId))
      .map(([key]) => `${key}.Country`);
    if (unknown.length > 0) throw new BankDataCountryInvalid(unknown);
    return countries;
  }
}

function returnOf(stored: ClaimBankData | null): PaymentReturnDto | null {
  if (!stored?.returnedOn) return null;
  return {
    returnedOn: stored.returnedOn,
    reasonCode: stored.returnReason,
    reason: returnReasonInWords(stored.returnReason, stored.returnDetails),
    details: stored.returnDetails,
    charges: stored.returnCharges,
  };
}

function postalAddress(address: AddressInput, countries: Map<number, Country>): PostalAddressDto {
  return {
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country: toCountryRef(countries.get(address.countryId)!),
  };
}
