import { Injectable } from '@nestjs/common';

import { ClaimSavingRepository } from './claim-saving.repository.js';

/** Numbers taken from claim_identifier_seq at once: one round trip per this many saves. */
const BLOCK = 20;

/**
 * Transaction numbers (`UC-<year>-<6 digits>`) from claim_identifier_seq, taken a block at a time
 * so that a save needs no round trip of its own for its number. Unique across replicas (the
 * sequence's); a replica hands its block out in order, and what is left of it when the process
 * stops is never used (numbers had gaps already: a value is never given back).
 */
@Injectable()
export class ClaimNumbers {
  private readonly values: string[] = [];
  private refill?: Promise<void>;

  constructor(private readonly claims: ClaimSavingRepository) {}

  async next(now: Date): Promise<string> {
    while (this.values.length === 0) {
      this.refill ??= this.claims
        .takeNumbers(BLOCK)
        .then((values) => void this.values.push(...values))
        .finally(() => (this.refill = undefined));
      await this.refill;
    }
    return `UC-${now.getUTCFullYear()}-${this.values.shift()!.padStart(6, '0')}`;
  }
}
