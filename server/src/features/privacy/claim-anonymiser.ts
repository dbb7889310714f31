import { Injectable } from '@nestjs/common';

import { GuestAuthService } from '../../platform/auth/guest/guest-auth.service.js';
import { MailOutboxRepository } from '../../platform/mail/mail-outbox.repository.js';
import { AttendanceErasure } from '../attendance/attendance-erasure.service.js';
import { ClaimErasure } from '../claims/claim-erasure.service.js';
import { ANONYMISED_ATTENDEE, ANONYMISED_CLAIM } from './anonymised-values.js';

/**
 * Removes what names or reaches a person from claims and everything tied to them, keeping every
 * figure the reports and the audit pack count (amounts, distance, band version, countries, nights,
 * dates, status, event). Each table's owner writes its own rows, with the values of
 * anonymised-values.ts; this orders them, inside the caller's unit of work, so it is all or nothing.
 */
@Injectable()
export class ClaimAnonymiser {
  constructor(
    private readonly claims: ClaimErasure,
    private readonly attendance: AttendanceErasure,
    private readonly mails: MailOutboxRepository,
    private readonly guests: GuestAuthService,
  ) {}

  /** Anonymises the claims of `ids` not yet anonymised; answers how many it did. */
  async anonymise(ids: string[], at: Date): Promise<number> {
    const claims = await this.claims.begin(ids, ANONYMISED_CLAIM);
    if (claims.length === 0) return 0;
    // Before the claims' addresses change: the attendee of the same event and address follows its claim.
    await this.attendance.anonymiseClaimants(
      claims.map((claim) => claim.id),
      at,
      ANONYMISED_ATTENDEE,
    );
    await this.claims.anonymise(claims, at, ANONYMISED_CLAIM);
    await this.forgetAddresses([...new Set(claims.map((claim) => claim.email))]);
    return claims.length;
  }

  /**
   * The attendance records of events past their retention: attendees without a claim get a
   * placeholder address of their own, the scanned signature sheets are deleted. Answers the counts.
   */
  anonymiseAttendance(eventIds: number[], at: Date): Promise<{ attendees: number; scans: number }> {
    return this.attendance.anonymiseEvents(eventIds, at, ANONYMISED_ATTENDEE);
  }

  /**
   * Of `addresses`, those no longer on any claim: their entry among the claims' addresses, mails (sent
   * or not), mail quotas, sign-in codes and sessions go.
   */
  private async forgetAddresses(addresses: string[]): Promise<void> {
    const gone = await this.claims.forgetAddresses(addresses);
    if (gone.length === 0) return;
    await this.mails.forget(gone);
    await this.guests.forget(gone);
  }
}
