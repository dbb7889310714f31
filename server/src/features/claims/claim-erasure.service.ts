import { Injectable } from '@nestjs/common';

import { BankDataService } from './bank-data/bank-data.service.js';
import { ClaimErasureRepository } from './claim-erasure.repository.js';

/** An address that names nobody: `before`, the record's id, `after` (privacy/ chooses them). */
export interface PlaceholderAddress {
  before: string;
  after: string;
}

/** What an anonymised claim carries where its owner's data stood; privacy/ decides it (anonymised-values.ts). */
export interface ClaimPlaceholders {
  firstname: string;
  lastname: string;
  /** The claim's address: unique per claim, so nothing is mailed to it and it names nobody. */
  address: PlaceholderAddress;
  /** Who its history names where a guest's entry named its owner by address. */
  historyActor: string;
  /** The text of a 'summary sent' entry, which named where the summary was mailed. */
  summarySent: string;
}

/** A claim about to be anonymised, locked: its id and its owner's address as written. */
export interface ClaimToAnonymise {
  id: string;
  email: string;
}

/**
 * The claims' part in erasure and retention (docs/decisions.md, "Personal data"): privacy/ decides which
 * claims go and when, and hands them here. Runs inside the caller's unit of work, in the steps privacy
 * orders with the other owners' (attendance follows the claim's address before it changes).
 */
@Injectable()
export class ClaimErasure {
  constructor(
    private readonly erasure: ClaimErasureRepository,
    private readonly bankData: BankDataService,
  ) {}

  /**
   * Locks the claims of `ids` not yet anonymised and enters each one's placeholder under its owner's
   * participant id, so the rollups' distinct participants stay as they were. Answers the claims.
   */
  async begin(ids: string[], placeholders: ClaimPlaceholders): Promise<ClaimToAnonymise[]> {
    const claims = await this.erasure.lockNotAnonymised(ids);
    if (claims.length > 0) {
      await this.erasure.keepParticipantIds(
        claims.map((claim) => claim.id),
        placeholders.address,
      );
    }
    return claims;
  }

  /**
   * Removes what names, places or reaches the claims' owners: the claim's personal columns, its bank
   * data and submission, and in its history the owner's address, free text and where a summary went.
   * Every figure the reports and the audit pack count stays (amounts, distance, band version,
   * countries, nights, dates, status, event).
   */
  async anonymise(claims: ClaimToAnonymise[], at: Date, placeholders: ClaimPlaceholders): Promise<void> {
    const claimIds = claims.map((claim) => claim.id);
    const addresses = [...new Set(claims.map((claim) => claim.email.toLowerCase()))];
    await this.erasure.anonymise(claimIds, at, placeholders);
    await this.bankData.erase(claimIds);
    await this.erasure.deleteSubmissions(claimIds);
    await this.erasure.anonymiseHistory(claimIds, addresses, placeholders);
  }

  /** Of `addresses`, those now on no claim leave the claims' addresses; answers them (lower-cased). */
  async forgetAddresses(addresses: string[]): Promise<string[]> {
    const gone = await this.erasure.withoutClaims(addresses);
    if (gone.length > 0) await this.erasure.forgetAddresses(gone);
    return gone;
  }

  /** Restricts the claims a duty keeps after their owner asked for erasure (who still sees them: restriction.ts). */
  async restrict(ids: string[], at: Date): Promise<void> {
    await this.erasure.restrict(ids, at);
  }
}
