import { Injectable } from '@nestjs/common';

import type { Principal, StaffPrincipal } from '../../platform/auth/principal.js';
import { maySeeRestricted, RESTRICTED_PERSON } from '../../platform/auth/restriction.js';
import { normaliseEmail } from '../../platform/common/email-address.js';
import type { Claim } from './claim.entity.js';
import { type ClaimAct, DuplicateClaimActive, DuplicateNotConfirmed, OwnClaim } from './claims.errors.js';
import type { ClaimUpdateDto } from './dto/claim-update.dto.js';
import { type DuplicateClaim, FourEyesRepository } from './four-eyes.repository.js';

/** A possible duplicate as its reader may see it: `guid` null when it is restricted and they may not see it. */
export type ShownDuplicate = Omit<DuplicateClaim, 'guid' | 'restricted'> & { guid: string | null };

/**
 * A duplicate restricted at its owner's request, to one who may not see it (restriction.ts): that it
 * exists, its event and status and what it shares stay, as the approver must weigh them; its guid and
 * number, which would lead to it from a claim that names its owner, do not.
 */
function shownTo({ restricted, ...duplicate }: DuplicateClaim, viewer: Principal): ShownDuplicate {
  return restricted && !maySeeRestricted(viewer)
    ? { ...duplicate, guid: null, identifier: RESTRICTED_PERSON }
    : duplicate;
}

/**
 * Four eyes and duplicates (docs/rules.md): nobody decides or pays a claim of their own address, and
 * one person is paid once per event.
 */
@Injectable()
export class FourEyes {
  constructor(private readonly repository: FourEyesRepository) {}

  /** The addresses that are the staff member's own: Entra's token names them, a local account has one on file. */
  async ownEmails(principal: StaffPrincipal): Promise<string[]> {
    if (principal.emails) return principal.emails;
    const email = await this.repository.staffAccountEmail(principal.username);
    return email ? [normaliseEmail(email)] : [];
  }

  /** 403 when the claim carries the staff member's own e-mail address. */
  async assertNotOwn(claim: Claim, principal: StaffPrincipal, act: ClaimAct): Promise<void> {
    if ((await this.ownEmails(principal)).includes(claim.email)) throw new OwnClaim(claim.identifier, act);
  }

  /** The claim's possible duplicates, each as `viewer` may see it. */
  async duplicatesOf(claimId: string, viewer: Principal): Promise<ShownDuplicate[]> {
    return (await this.repository.duplicatesOf(claimId)).map((duplicate) => shownTo(duplicate, viewer));
  }

  /**
   * 409 naming the other claim for the event, of the same address or paid to the same account, that is
   * requested, approved or paid; one restricted at its owner's request is not named to `principal`
   * unless they may see it (its owner, by the same address, does).
   */
  async assertNoActiveDuplicate(claim: Claim, act: ClaimAct, principal: Principal): Promise<void> {
    const other = await this.repository.activeClaimForSameEvent(claim, claim.event.id);
    if (other === null) return;
    const owns = principal.kind === 'guest' && other.matchedBy === 'email';
    const hidden = other.restricted && !owns && !maySeeRestricted(principal);
    throw new DuplicateClaimActive(claim.identifier, act, { ...other, identifier: hidden ? null : other.identifier });
  }

  /**
   * An approval of a possible duplicate needs the approver's explicit word that they checked it
   * (`confirmDuplicate`, which the console's decision dialog sends once its box is ticked): 409 naming
   * the other claims and what they share without it, as `principal` may see them.
   */
  async assertDuplicatesChecked(claim: Claim, change: ClaimUpdateDto, principal: Principal): Promise<void> {
    if (change.confirmDuplicate === true) return;
    const duplicates = await this.duplicatesOf(claim.id, principal);
    if (duplicates.length > 0) throw new DuplicateNotConfirmed(claim.identifier, duplicates);
  }
}
