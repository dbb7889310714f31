import { Injectable } from '@nestjs/common';

import { AttendanceErasureRepository } from './attendance-erasure.repository.js';

/** An address that names nobody: `before`, the record's id, `after`. */
interface PlaceholderAddress {
  before: string;
  after: string;
}

/** What an anonymised attendee carries where the person's data stood; privacy/ decides it (anonymised-values.ts). */
export interface AttendeePlaceholders {
  firstname: string;
  lastname: string;
  /** An attendee's own placeholder; every address ending in its `after` counts as anonymised already. */
  address: PlaceholderAddress;
  /** The placeholder of the claim of the same event and address, which the attendee takes too. */
  claimAddress: PlaceholderAddress;
}

/**
 * Attendance's part in erasure and retention: privacy/ decides which claims and events go and when,
 * and hands them here, inside its unit of work. The attendee's name, institution and city go; the
 * event, fee and check-ins stay for the audit pack.
 */
@Injectable()
export class AttendanceErasure {
  constructor(private readonly erasure: AttendanceErasureRepository) {}

  /**
   * The attendee of each claim's event and address follows the claim's placeholder, so the audit pack
   * still pairs them; call it before the claims' addresses change.
   */
  async anonymiseClaimants(claimIds: string[], at: Date, placeholders: AttendeePlaceholders): Promise<void> {
    await this.erasure.anonymiseClaimants(claimIds, at, placeholders);
  }

  /**
   * The attendance records of events past their retention: attendees without a claim get a
   * placeholder address of their own, the scanned signature sheets are deleted. Answers the counts.
   */
  async anonymiseEvents(
    eventIds: number[],
    at: Date,
    placeholders: AttendeePlaceholders,
  ): Promise<{ attendees: number; scans: number }> {
    return {
      attendees: await this.erasure.anonymiseOfEvents(eventIds, at, placeholders),
      scans: await this.erasure.deleteScansOf(eventIds),
    };
  }
}
