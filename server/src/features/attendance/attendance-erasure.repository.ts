import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import type { AttendeePlaceholders } from './attendance-erasure.service.js';

/** An attendee's columns that name or place a person, emptied ($3, $4: the placeholder names). */
const ANONYMOUS_ATTENDEE = `firstname = $3, lastname = $4, institution = NULL, city = NULL`;

/** The attendance rows anonymising changes: attendees and the signed sheets' scans. */
@Injectable()
export class AttendanceErasureRepository {
  constructor(private readonly db: TransactionHost) {}

  /** Runs a write; answers how many rows it changed (TypeORM answers [rows, count]). */
  private async count(sql: string, parameters: unknown[]): Promise<number> {
    return ((await this.db.manager.query(sql, parameters)) as [unknown, number])[1];
  }

  /** The attendees of the claims' events and addresses take their claim's placeholder address. */
  async anonymiseClaimants(claimIds: string[], at: Date, placeholders: AttendeePlaceholders): Promise<void> {
    await this.count(
      `UPDATE attendee SET email = $5::text || claim.id || $6::text, ${ANONYMOUS_ATTENDEE}, updated_at = $2
       FROM claim WHERE claim.id = ANY($1::uuid[]) AND attendee.event_id = claim.event_id AND attendee.email = claim.email`,
      [
        claimIds,
        at,
        placeholders.firstname,
        placeholders.lastname,
        placeholders.claimAddress.before,
        placeholders.claimAddress.after,
      ],
    );
  }

  /** The events' attendees not anonymised yet (their address has no placeholder) get one of their own. */
  anonymiseOfEvents(eventIds: number[], at: Date, placeholders: AttendeePlaceholders): Promise<number> {
    const { before, after } = placeholders.address;
    return this.count(
      `UPDATE attendee SET email = $5::text || attendee.id || $6::text, ${ANONYMOUS_ATTENDEE}, updated_at = $2
       WHERE event_id = ANY($1::int[]) AND email NOT LIKE ('%' || $6::text)`,
      [eventIds, at, placeholders.firstname, placeholders.lastname, before, after],
    );
  }

  deleteScansOf(eventIds: number[]): Promise<number> {
    return this.count(`DELETE FROM attendance_scan WHERE event_id = ANY($1::int[])`, [eventIds]);
  }
}
