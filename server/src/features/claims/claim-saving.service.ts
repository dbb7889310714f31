import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@unit-costs/contract';
import { randomUUID } from 'node:crypto';

import type { Principal } from '../../platform/auth/principal.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import type { OutboxId } from '../../platform/mail/mail-outbox.repository.js';
import { MailQueue } from '../../platform/mail/mail-queue.js';
import { RefundCalculator, type CalculationInput, type Refund } from './calculation/refund-calculator.js';
import { savedClaim } from './claim-factory.js';
import { claimSavedMail } from './claim-mails.js';
import { ClaimNumbers } from './claim-numbers.js';
import { ClaimSavingRepository, isSubmitted } from './claim-saving.repository.js';
import { toCalculationResult, toTravelClaim } from './claim.mapper.js';
import { IdempotencyKeyReused } from './claims.errors.js';
import { CONFIRMATIONS_PER_HOUR, confirmationMailOutcome, savedByAddressOwner } from './confirmation-mail.js';
import type { CalculationResultDto } from './dto/calculation-result.dto.js';
import type { ClaimDraftDto } from './dto/claim-draft.dto.js';
import type { SavedClaimDto } from './dto/saved-claim.dto.js';
import { fingerprintOf } from './idempotency-key.js';

/** The first answer to a repeated submission, if it is the same claim; the key cannot name two. */
function repeatedAnswer(first: { fingerprint: string; answer: SavedClaimDto }, fingerprint: string): SavedClaimDto {
  if (first.fingerprint !== fingerprint) throw new IdempotencyKeyReused();
  return first.answer;
}

/** The claim form's two calls: the refund calculated, and the claim saved (once per Idempotency-Key). */
@Injectable()
export class ClaimSaving {
  constructor(
    private readonly claims: ClaimSavingRepository,
    private readonly numbers: ClaimNumbers,
    private readonly calculator: RefundCalculator,
    private readonly mail: MailQueue,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async calculate(input: CalculationInput): Promise<CalculationResultDto> {
    return toCalculationResult(this.calculator.calculate(input));
  }

  /**
   * Recalculates everything from the draft (the client never sends amounts) and saves the snapshot:
   * the claim, its audit row, its confirmation mail and its Idempotency-Key record in one statement
   * (ClaimSavingRepository.saveClaim), its number from ClaimNumbers: a save is one round trip. The answer
   * is built from what was written, not read back. With an Idempotency-Key, a repeat of the same
   * submission within 24 hours (a retry, a double click) gets the first answer and saves nothing:
   * its statement fails on the key, or its draft, if no longer accepted, is refused only if the key
   * is new. `savedBy`: who was signed in, if anyone (the form needs no sign-in); see claimSavedMail.
   */
  async save(
    draft: ClaimDraftDto,
    idempotencyKey?: string,
    savedBy?: Principal,
    requestLanguage?: Language,
  ): Promise<SavedClaimDto> {
    const now = new Date();
    let refund: Refund;
    try {
      refund = this.calculator.calculate(draft);
    } catch (error) {
      if (idempotencyKey === undefined) throw error;
      // A repeat gets its first answer even if the same draft would no longer be accepted.
      const first = await this.claims.findSubmission(idempotencyKey);
      if (first) return repeatedAnswer(first, fingerprintOf(draft));
      throw error;
    }
    const language = draft.language ?? requestLanguage ?? DEFAULT_LANGUAGE;
    const claim = savedClaim(randomUUID(), await this.numbers.next(now), draft, refund, now, language);
    const view = toTravelClaim(claim, null, now);
    const email = claim.email;
    let mailId: OutboxId | null;
    try {
      ({ mailId } = await this.claims.saveClaim(
        claim,
        {
          message: claimSavedMail(view, this.config.publicUrl, savedByAddressOwner(savedBy, email)),
          at: now,
          since: new Date(now.getTime() - 3_600_000),
          limit: CONFIRMATIONS_PER_HOUR,
        },
        idempotencyKey === undefined
          ? undefined
          : {
              key: idempotencyKey,
              fingerprint: fingerprintOf(draft),
              answer: view,
              mailSent: confirmationMailOutcome(email, true),
              mailNotSent: confirmationMailOutcome(email, false),
            },
      ));
    } catch (error) {
      if (!isSubmitted(error) || idempotencyKey === undefined) throw error;
      // Saved before (a concurrent first submission waited for): its answer is this one's.
      const first = await this.claims.findSubmission(idempotencyKey);
      if (first) return repeatedAnswer(first, fingerprintOf(draft));
      // The key's record is past its 24 hours but not yet pruned: the key is new again.
      await this.claims.forgetExpiredSubmission(idempotencyKey);
      return this.save(draft, idempotencyKey, savedBy, requestLanguage);
    }
    if (mailId !== null) this.mail.written(mailId);
    return { ...view, confirmationMail: confirmationMailOutcome(email, mailId !== null) };
  }
}
